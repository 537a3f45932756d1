import { createFileRoute } from '@tanstack/react-router';
import { OfficeList } from '../../features/offices/components/office-list';
import type { OfficeListSearch } from '../../features/offices/search';
import { officeListSearch } from '../../features/offices/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/escritorios/')({
  staticData: { page: 'escritorios' },
  validateSearch: officeListSearch,
  search: listRouteSearch(officeListSearch),
  component: OfficesRoute,
});

function OfficesRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<OfficeListSearch>>();
  return <OfficeList search={search} onSearchChange={onSearchChange} />;
}
