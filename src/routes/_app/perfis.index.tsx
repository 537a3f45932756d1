import { createFileRoute } from '@tanstack/react-router';
import { ProfileList } from '../../features/access-profiles/components/profile-list';
import type { ProfileListSearch } from '../../features/access-profiles/search';
import { profileListSearch } from '../../features/access-profiles/search';
import { listRouteSearch } from '../../ui/data-table/list-search';
import { useListSearchChange } from '../../ui/data-table/use-list-search';

export const Route = createFileRoute('/_app/perfis/')({
  staticData: { page: 'perfis' },
  validateSearch: profileListSearch,
  search: listRouteSearch(profileListSearch),
  component: ProfilesRoute,
});

function ProfilesRoute() {
  const search = Route.useSearch();
  const onSearchChange = useListSearchChange<Partial<ProfileListSearch>>();
  return <ProfileList search={search} onSearchChange={onSearchChange} />;
}
