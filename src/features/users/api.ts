import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { Paged, SuggestItem } from '../../contract/common';
import type { OfficeSuggestion } from '../../contract/offices';
import type { User, UserListItem } from '../../contract/users';
import type { UserListSearch } from './search';

export const USERS_PATH = '/v1/usuarios/';

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
      api.get<Paged<UserListItem>>(USERS_PATH, { query: userListParams(search), signal }),
    placeholderData: keepPreviousPage,
  });
}

export function userQuery(id: string) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<User>(`${USERS_PATH}${id}`, { signal }),
  });
}

const HOUR = 60 * 60 * 1000;

export const profileSuggestionsQuery = queryOptions({
  queryKey: ['users', 'profileSuggest'] as const,
  queryFn: ({ signal }) => api.get<SuggestItem[]>('/v1/perfisacesso/suggest/', { signal, silent: true }),
  staleTime: HOUR,
});

export const officeSuggestionsQuery = queryOptions({
  queryKey: ['users', 'officeSuggest'] as const,
  queryFn: ({ signal }) => api.get<OfficeSuggestion[]>('/v1/escritorios/suggest', { signal, silent: true }),
  staleTime: HOUR,
});

export const positionSuggestionsQuery = queryOptions({
  queryKey: ['users', 'positionSuggest'] as const,
  queryFn: ({ signal }) => api.get<string[]>('/v1/usuarios/posicoes/suggest/', { signal, silent: true }),
  staleTime: HOUR,
});
