import { createFileRoute } from '@tanstack/react-router';
import { CourtList } from '../../features/courts/components/court-list';
import type { CourtListSearch } from '../../features/courts/search';
import { courtListSearch } from '../../features/courts/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/tribunais/')({
  staticData: { page: 'tribunais' },
  validateSearch: courtListSearch,
  search: listRouteSearch(courtListSearch),
  component: CourtsRoute,
});

function CourtsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<CourtListSearch>>();
  return <CourtList search={search} onSearchChange={onSearchChange} />;
}
