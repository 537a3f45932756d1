import { createFileRoute } from '@tanstack/react-router';
import { ConsultCreate } from '../../features/credit-limits/components/consult-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/limite-de-credito/nova-consulta')({
  staticData: { page: 'novaConsultaLimite' },
  validateSearch: outboxItemSearch,
  component: NewConsultRoute,
});

function NewConsultRoute() {
  const { groupId } = Route.useParams();
  const { item } = Route.useSearch();
  return <ConsultCreate key={`${groupId}:${item ?? ''}`} groupId={groupId} itemId={item} />;
}
