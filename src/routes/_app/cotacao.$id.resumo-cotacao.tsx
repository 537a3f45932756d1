import { createFileRoute } from '@tanstack/react-router';
import { QuotationSummaryPage } from '../../features/quotations/components/quotation-subpages';

export const Route = createFileRoute('/_app/cotacao/$id/resumo-cotacao')({
  staticData: { page: 'resumoCotacao' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <QuotationSummaryPage id={id} />;
}
