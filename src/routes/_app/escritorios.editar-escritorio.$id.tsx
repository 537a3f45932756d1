import { createFileRoute } from '@tanstack/react-router';
import { OfficeEdit } from '../../features/offices/components/office-edit';
import { pages } from '../../shell/pages';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/escritorios/editar-escritorio/$id')({
  staticData: { page: pages.editarEscritorio },
  validateSearch: outboxItemSearch,
  component: EditOfficeRoute,
});

function EditOfficeRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <OfficeEdit key={`${id}:${item ?? ''}`} officeId={id} itemId={item} />;
}
