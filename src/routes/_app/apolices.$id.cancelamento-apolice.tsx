import { createFileRoute } from '@tanstack/react-router';
import { CancellationCreate } from '../../features/policies/components/cancellation-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/apolices/$id/cancelamento-apolice')({
  staticData: { page: 'cancelamentoApolice' },
  validateSearch: outboxItemSearch,
  component: CancellationRoute,
});

function CancellationRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <CancellationCreate key={`${id}:${item ?? ''}`} policyId={id} itemId={item} />;
}
