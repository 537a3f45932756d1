import { createFileRoute } from '@tanstack/react-router';
import { CourtUnitCreate } from '../../features/courts/components/court-unit-create';
import { pages } from '../../shell/pages';

export const Route = createFileRoute('/_app/tribunais/$tribunal/nova-vara')({
  staticData: { page: pages.novaVara },
  component: NewCourtUnitRoute,
});

function NewCourtUnitRoute() {
  const { tribunal } = Route.useParams();
  return <CourtUnitCreate courtId={tribunal} />;
}
