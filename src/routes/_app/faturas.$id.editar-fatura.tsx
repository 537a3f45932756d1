import { createFileRoute } from '@tanstack/react-router';
import { InvoiceEdit } from '../../features/invoices/components/invoice-edit';
import { outboxItemSearch } from '../../forms/outbox-item-search';

export const Route = createFileRoute('/_app/faturas/$id/editar-fatura')({
  staticData: { page: 'editarFatura' },
  validateSearch: outboxItemSearch,
  component: EditInvoiceRoute,
});

function EditInvoiceRoute() {
  const { id } = Route.useParams();
  const { item } = Route.useSearch();
  return <InvoiceEdit key={`${id}:${item ?? ''}`} invoiceId={id} itemId={item} />;
}
