import { createFileRoute } from '@tanstack/react-router';
import { NewRequestCritiquePage } from '../../features/policies/components/request-critiques';

export const Route = createFileRoute('/_app/apolices/$id/detalhes-apolice/$endosso/nova-criticas')({
  staticData: { page: 'novaCriticaSolicitacao' },
  component: Screen,
});

function Screen() {
  const { id, endosso } = Route.useParams();
  return <NewRequestCritiquePage key={endosso} policyId={id} requestId={endosso} />;
}
