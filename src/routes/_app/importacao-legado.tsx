import { createFileRoute } from '@tanstack/react-router';
import { ImportList } from '../../features/legacy-import/components/import-list';
import type { LegacyImportListSearch } from '../../features/legacy-import/search';
import { legacyImportListSearch } from '../../features/legacy-import/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/importacao-legado')({
  staticData: { page: 'importacaoLegado' },
  validateSearch: legacyImportListSearch,
  search: listRouteSearch(legacyImportListSearch),
  component: LegacyImportRoute,
});

function LegacyImportRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<LegacyImportListSearch>>();
  return <ImportList search={search} onSearchChange={onSearchChange} />;
}
