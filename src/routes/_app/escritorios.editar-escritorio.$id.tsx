import { createFileRoute } from '@tanstack/react-router';
import { OfficeEdit } from '../../features/offices/components/office-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/escritorios/editar-escritorio/$id')({
  staticData: { page: 'editarEscritorio' },
  validateSearch: outboxItemSearch,
  component: EditOfficeRoute,
});

function EditOfficeRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <OfficeEdit key={`${id}:${item ?? ''}`} officeId={id} itemId={item} />;
}
