import { createFileRoute } from '@tanstack/react-router';
import { QuotationPage } from '../../features/quotations/components/quotation-page';

export const Route = createFileRoute('/_app/cotacao/$id/')({
  staticData: { page: 'cotacao' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <QuotationPage id={id} />;
}
