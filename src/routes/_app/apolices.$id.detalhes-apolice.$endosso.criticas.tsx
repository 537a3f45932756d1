import { createFileRoute } from '@tanstack/react-router';
import { RequestCritiquesPage } from '../../features/policies/components/request-critiques';

export const Route = createFileRoute('/_app/apolices/$id/detalhes-apolice/$endosso/criticas')({
  staticData: { page: 'criticasSolicitacao' },
  component: Screen,
});

function Screen() {
  const { id, endosso } = Route.useParams();
  return <RequestCritiquesPage key={endosso} policyId={id} requestId={endosso} />;
}
