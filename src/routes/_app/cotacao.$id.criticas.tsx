import { createFileRoute } from '@tanstack/react-router';
import { CritiquesPage } from '../../features/quotations/components/quotation-subpages';

export const Route = createFileRoute('/_app/cotacao/$id/criticas')({
  staticData: { page: 'criticasCotacao' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <CritiquesPage id={id} />;
}
