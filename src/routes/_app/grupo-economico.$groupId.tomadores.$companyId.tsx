import { createFileRoute } from '@tanstack/react-router';
import { CompanyEdit } from '../../features/economic-groups/components/company-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/tomadores/$companyId')({
  staticData: { page: 'empresa' },
  validateSearch: outboxItemSearch,
  component: CompanyRoute,
});

function CompanyRoute() {
  const { groupId, companyId } = Route.useParams();
  const { item } = Route.useSearch();
  return (
    <CompanyEdit key={`${companyId}:${item ?? ''}`} groupId={groupId} companyId={companyId} itemId={item} />
  );
}
