import { createFileRoute } from '@tanstack/react-router';
import { NewPolicyCritiquePage } from '../../features/policies/components/request-critiques';

export const Route = createFileRoute('/_app/apolices/$id/nova-critica')({
  staticData: { page: 'novaCriticaApolice' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <NewPolicyCritiquePage key={id} policyId={id} />;
}
