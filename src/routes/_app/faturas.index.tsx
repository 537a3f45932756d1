import { createFileRoute } from '@tanstack/react-router';
import { InvoiceList } from '../../features/invoices/components/invoice-list';
import type { InvoiceListSearch } from '../../features/invoices/search';
import { invoiceListSearch } from '../../features/invoices/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/faturas/')({
  staticData: { page: 'faturas' },
  validateSearch: invoiceListSearch,
  search: listRouteSearch(invoiceListSearch),
  component: InvoicesRoute,
});

function InvoicesRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<InvoiceListSearch>>();
  return <InvoiceList search={search} onSearchChange={onSearchChange} />;
}
