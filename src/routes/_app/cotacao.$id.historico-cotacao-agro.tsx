import { createFileRoute } from '@tanstack/react-router';
import { AgroHistoryPage } from '../../features/agro-quotations/components/agro-history';

export const Route = createFileRoute('/_app/cotacao/$id/historico-cotacao-agro')({
  staticData: { page: 'historicoCotacaoAgro' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <AgroHistoryPage id={id} />;
}
