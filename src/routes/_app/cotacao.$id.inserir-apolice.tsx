import { createFileRoute } from '@tanstack/react-router';
import { PolicyInsertPage } from '../../features/quotations/components/quotation-subpages';

export const Route = createFileRoute('/_app/cotacao/$id/inserir-apolice')({
  staticData: { page: 'inserirApolice' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <PolicyInsertPage id={id} />;
}
