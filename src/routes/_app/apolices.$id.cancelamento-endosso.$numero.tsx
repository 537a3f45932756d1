import { createFileRoute } from '@tanstack/react-router';
import { EndorsementCancellation } from '../../features/policies/components/cancellation-create';

export const Route = createFileRoute('/_app/apolices/$id/cancelamento-endosso/$numero')({
  staticData: { page: 'cancelamentoEndosso' },
  component: EndorsementCancellationRoute,
});

function EndorsementCancellationRoute() {
  const { id, numero } = Route.useParams();
  return <EndorsementCancellation key={`${id}:${numero}`} policyId={id} numero={numero} />;
}
