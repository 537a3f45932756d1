import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { AccessProfile, AccessProfileListItem } from '../../contract/access-profiles';
import type { Paged } from '../../contract/common';
import type { ProfileListSearch } from './search';

export const PROFILES_PATH = '/v1/perfisacesso/';

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
      api.get<Paged<AccessProfileListItem>>(PROFILES_PATH, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

export function profileQuery(id: string) {
  return queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<AccessProfile>(`${PROFILES_PATH}${id}`, { signal }),
  });
}
