import { createFileRoute } from '@tanstack/react-router';
import { CompanyCreate } from '../../features/economic-groups/components/company-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/nova-filial')({
  staticData: { page: 'novaFilial' },
  validateSearch: outboxItemSearch,
  component: NewCompanyRoute,
});

function NewCompanyRoute() {
  const { groupId } = Route.useParams();
  const { item } = Route.useSearch();
  return (
    <CompanyCreate key={`${groupId}:${item ?? ''}`} groupId={groupId} subsidiaria={true} itemId={item} />
  );
}
