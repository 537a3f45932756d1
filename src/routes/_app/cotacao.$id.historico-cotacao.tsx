import { createFileRoute } from '@tanstack/react-router';
import { QuotationHistoryPage } from '../../features/quotations/components/quotation-subpages';

export const Route = createFileRoute('/_app/cotacao/$id/historico-cotacao')({
  staticData: { page: 'historicoCotacao' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <QuotationHistoryPage id={id} />;
}
