import { createFileRoute } from '@tanstack/react-router';
import { CourtUnitList } from '../../features/courts/components/court-unit-list';
import type { CourtUnitListSearch } from '../../features/courts/search';
import { courtUnitListSearch } from '../../features/courts/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/tribunais/$tribunal/varas')({
  staticData: { page: 'varas' },
  validateSearch: courtUnitListSearch,
  search: listRouteSearch(courtUnitListSearch),
  component: CourtUnitsRoute,
});

function CourtUnitsRoute() {
  const { tribunal } = Route.useParams();
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<CourtUnitListSearch>>();
  return <CourtUnitList courtId={tribunal} search={search} onSearchChange={onSearchChange} />;
}
