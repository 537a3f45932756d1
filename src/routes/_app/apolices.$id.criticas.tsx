import { createFileRoute } from '@tanstack/react-router';
import { PolicyCritiquesPage } from '../../features/policies/components/request-critiques';

export const Route = createFileRoute('/_app/apolices/$id/criticas')({
  staticData: { page: 'criticasApolice' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <PolicyCritiquesPage key={id} policyId={id} />;
}
