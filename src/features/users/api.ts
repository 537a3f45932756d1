import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { userApi } from '../../contract/manifests/users';
import type { User, UserListItem } from '../../contract/users';
import type { UserListSearch } from './search';

export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (search: UserListSearch) => [...userKeys.lists(), search] as const,
  detail: (id: string) => [...userKeys.all, 'detail', id] as const,
};

/** The list query as the API takes it (the filters have the API's names). */
export const userListParams = (search: UserListSearch) => ({
  ...search,
  ativo: search.ativo === undefined ? undefined : String(search.ativo),
});

export function usersQuery(search: UserListSearch) {
  return queryOptions({
    queryKey: userKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<Paged<UserListItem>>(userApi.list, { query: userListParams(search), signal }),
    placeholderData: keepPreviousPage,
  });
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<User>(apiPath(userApi.item, { id }), { signal }),
  });
}
