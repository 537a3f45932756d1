import { createFileRoute } from '@tanstack/react-router';
import { InsurerList } from '../../features/insurers/components/insurer-list';
import type { InsurerListSearch } from '../../features/insurers/search';
import { insurerListSearch } from '../../features/insurers/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/seguradoras')({
  staticData: { page: 'seguradoras' },
  validateSearch: insurerListSearch,
  search: listRouteSearch(insurerListSearch),
  component: InsurersRoute,
});

function InsurersRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<InsurerListSearch>>();
  return <InsurerList search={search} onSearchChange={onSearchChange} />;
}
