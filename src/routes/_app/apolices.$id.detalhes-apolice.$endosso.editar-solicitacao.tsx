import { createFileRoute } from '@tanstack/react-router';
import { RequestEdit } from '../../features/policies/components/request-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/apolices/$id/detalhes-apolice/$endosso/editar-solicitacao')({
  staticData: { page: 'editarSolicitacao' },
  validateSearch: outboxItemSearch,
  component: EditRequestRoute,
});

function EditRequestRoute() {
  const { id, endosso } = Route.useParams();
  const { item } = Route.useSearch();
  return <RequestEdit key={`${endosso}:${item ?? ''}`} policyId={id} requestId={endosso} itemId={item} />;
}
