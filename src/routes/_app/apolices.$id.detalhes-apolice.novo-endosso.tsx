import { createFileRoute } from '@tanstack/react-router';
import { EndorsementCreate } from '../../features/policies/components/endorsement-create';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/apolices/$id/detalhes-apolice/novo-endosso')({
  staticData: { page: 'novoEndosso' },
  validateSearch: outboxItemSearch,
  component: NewEndorsementRoute,
});

function NewEndorsementRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <EndorsementCreate key={`${id}:${item ?? ''}`} policyId={id} itemId={item} />;
}
