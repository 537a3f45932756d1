import { createFileRoute } from '@tanstack/react-router';
import { InsurerEdit } from '../../features/insurers/components/insurer-edit';
import { pages } from '../../shell/pages';
import { outboxItemSearch } from '../../ui/outbox-item-search';

export const Route = createFileRoute('/_app/seguradora/$id')({
  staticData: { page: pages.editarSeguradora },
  validateSearch: outboxItemSearch,
  component: EditInsurerRoute,
});

function EditInsurerRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <InsurerEdit key={`${id}:${item ?? ''}`} insurerId={id} itemId={item} />;
}
