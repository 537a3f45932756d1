import { createFileRoute } from '@tanstack/react-router';
import { EndorsementEdit } from '../../features/policies/components/endorsement-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/apolices/$id/detalhes-apolice/$endosso/editar-endosso')({
  staticData: { page: 'editarEndosso' },
  validateSearch: outboxItemSearch,
  component: EditEndorsementRoute,
});

function EditEndorsementRoute() {
  const { id, endosso } = Route.useParams();
  const { item } = Route.useSearch();
  return (
    <EndorsementEdit key={`${endosso}:${item ?? ''}`} policyId={id} endorsementId={endosso} itemId={item} />
  );
}
