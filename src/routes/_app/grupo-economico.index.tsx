import { createFileRoute } from '@tanstack/react-router';
import { GroupList } from '../../features/economic-groups/components/group-list';
import type { GroupListSearch } from '../../features/economic-groups/search';
import { groupListSearch } from '../../features/economic-groups/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/grupo-economico/')({
  staticData: { page: 'grupoEconomico' },
  validateSearch: groupListSearch,
  search: listRouteSearch(groupListSearch),
  component: GroupsRoute,
});

function GroupsRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<GroupListSearch>>();
  return <GroupList search={search} onSearchChange={onSearchChange} />;
}
