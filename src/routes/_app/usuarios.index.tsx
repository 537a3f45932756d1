import { createFileRoute } from '@tanstack/react-router';
import { UserList } from '../../features/users/components/user-list';
import type { UserListSearch } from '../../features/users/search';
import { userListSearch } from '../../features/users/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/usuarios/')({
  staticData: { page: 'usuarios' },
  validateSearch: userListSearch,
  search: listRouteSearch(userListSearch),
  component: UsersRoute,
});

function UsersRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<UserListSearch>>();
  return <UserList search={search} onSearchChange={onSearchChange} />;
}
