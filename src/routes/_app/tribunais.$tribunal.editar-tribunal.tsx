import { createFileRoute } from '@tanstack/react-router';
import { CourtEdit } from '../../features/courts/components/court-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/tribunais/$tribunal/editar-tribunal')({
  staticData: { page: 'editarTribunal' },
  validateSearch: outboxItemSearch,
  component: EditCourtRoute,
});

function EditCourtRoute() {
  const { tribunal } = Route.useParams();
  const { item } = Route.useSearch();
  return <CourtEdit key={`${tribunal}:${item ?? ''}`} courtId={tribunal} itemId={item} />;
}
