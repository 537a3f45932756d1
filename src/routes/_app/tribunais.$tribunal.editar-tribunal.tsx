import { createFileRoute } from '@tanstack/react-router';
import { CourtEdit } from '../../features/courts/components/court-edit';
import { pages } from '../../shell/pages';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/tribunais/$tribunal/editar-tribunal')({
  staticData: { page: pages.editarTribunal },
  validateSearch: outboxItemSearch,
  component: EditCourtRoute,
});

function EditCourtRoute() {
  const { tribunal } = Route.useParams();
  const { item } = Route.useSearch();
  return <CourtEdit key={`${tribunal}:${item ?? ''}`} courtId={tribunal} itemId={item} />;
}
