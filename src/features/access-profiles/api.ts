import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { AccessProfile, AccessProfileListItem } from '../../contract/access-profiles';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { profileApi } from '../../contract/manifests/access-profiles';
import type { ProfileListSearch } from './search';

export const profileKeys = {
  all: ['accessProfiles'] as const,
  lists: () => [...profileKeys.all, 'list'] as const,
  list: (search: ProfileListSearch) => [...profileKeys.lists(), search] as const,
  detail: (id: string) => [...profileKeys.all, 'detail', id] as const,
};

export function profilesQuery(search: ProfileListSearch) {
  return queryOptions({
    queryKey: profileKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<Paged<AccessProfileListItem>>(profileApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

export function profileQuery(id: string) {
  return queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<AccessProfile>(apiPath(profileApi.item, { id }), { signal }),
  });
}
