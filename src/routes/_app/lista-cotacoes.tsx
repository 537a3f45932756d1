import { createFileRoute } from '@tanstack/react-router';
import { QuotationList } from '../../features/quotations/components/quotation-list';
import type { QuotationListSearch } from '../../features/quotations/search';
import { quotationListSearch } from '../../features/quotations/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/lista-cotacoes')({
  staticData: { page: 'listaCotacoes' },
  validateSearch: quotationListSearch,
  search: listRouteSearch(quotationListSearch),
  component: QuotationsRoute,
});

function QuotationsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<QuotationListSearch>>();
  return <QuotationList search={search} onSearchChange={onSearchChange} />;
}
