import { createFileRoute } from '@tanstack/react-router';
import { CourtUnitEdit } from '../../features/courts/components/court-unit-edit';
import { pages } from '../../shell/pages';

export const Route = createFileRoute('/_app/tribunais/$tribunal/vara/$vara')({
  staticData: { page: pages.editarVara },
  component: EditCourtUnitRoute,
});

function EditCourtUnitRoute() {
  const { tribunal, vara } = Route.useParams();
  return <CourtUnitEdit courtId={tribunal} unitId={vara} />;
}
