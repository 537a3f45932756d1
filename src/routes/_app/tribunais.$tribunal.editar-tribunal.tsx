import { createFileRoute } from '@tanstack/react-router';
import { CourtEdit } from '../../features/courts/components/court-edit';
import { pages } from '../../shell/pages';

export const Route = createFileRoute('/_app/tribunais/$tribunal/editar-tribunal')({
  staticData: { page: pages.editarTribunal },
  component: EditCourtRoute,
});

function EditCourtRoute() {
  const { tribunal } = Route.useParams();
  return <CourtEdit courtId={tribunal} />;
}
