import { createFileRoute } from '@tanstack/react-router';
import { QuotationEdit } from '../../features/quotations/components/quotation-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/cotacao/$id/editar-cotacao')({
  staticData: { page: 'editarCotacao' },
  validateSearch: outboxItemSearch,
  component: EditQuotationRoute,
});

function EditQuotationRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <QuotationEdit key={`${id}:${item ?? ''}`} quotationId={id} itemId={item} />;
}
