import { createFileRoute } from '@tanstack/react-router';
import { AgroQuotationPage } from '../../features/agro-quotations/components/agro-page';

export const Route = createFileRoute('/_app/cotacao/$id/resumo-cotacao-agro')({
  staticData: { page: 'resumoCotacaoAgro' },
  component: Screen,
});

function Screen() {
  const { id } = Route.useParams();
  return <AgroQuotationPage id={id} />;
}
