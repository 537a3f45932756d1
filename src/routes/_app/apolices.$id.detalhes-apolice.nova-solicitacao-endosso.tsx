import { createFileRoute } from '@tanstack/react-router';
import { RequestCreate } from '../../features/policies/components/request-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/apolices/$id/detalhes-apolice/nova-solicitacao-endosso')({
  staticData: { page: 'novaSolicitacaoEndosso' },
  validateSearch: outboxItemSearch,
  component: NewRequestRoute,
});

function NewRequestRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <RequestCreate key={`${id}:${item ?? ''}`} policyId={id} itemId={item} />;
}
