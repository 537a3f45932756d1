import { createFileRoute } from '@tanstack/react-router';
import { ConsultPage } from '../../features/credit-limits/components/consult-page';

export const Route = createFileRoute('/_app/grupo-economico/$groupId/limite-de-credito/$consultId/')({
  staticData: { page: 'consultaLimite' },
  component: ConsultRoute,
});

function ConsultRoute() {
  const { groupId, consultId } = Route.useParams();
  return <ConsultPage key={consultId} groupId={groupId} consultId={consultId} />;
}
