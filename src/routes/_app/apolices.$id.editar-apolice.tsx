import { createFileRoute } from '@tanstack/react-router';
import { PolicyEdit } from '../../features/policies/components/policy-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/apolices/$id/editar-apolice')({
  staticData: { page: 'editarApolice' },
  validateSearch: outboxItemSearch,
  component: EditPolicyRoute,
});

function EditPolicyRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <PolicyEdit key={`${id}:${item ?? ''}`} id={id} itemId={item} />;
}
