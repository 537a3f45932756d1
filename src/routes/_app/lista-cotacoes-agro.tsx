import { createFileRoute } from '@tanstack/react-router';
import { AgroList } from '../../features/agro-quotations/components/agro-list';
import type { AgroListSearch } from '../../features/agro-quotations/search';
import { agroListSearch } from '../../features/agro-quotations/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/lista-cotacoes-agro')({
  staticData: { page: 'listaCotacoesAgro' },
  validateSearch: agroListSearch,
  search: listRouteSearch(agroListSearch),
  component: AgroQuotationsRoute,
});

function AgroQuotationsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<AgroListSearch>>();
  return <AgroList search={search} onSearchChange={onSearchChange} />;
}
