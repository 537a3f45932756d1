import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { SuggestItem } from '../contract/common';
import type { UserSuggestion } from '../contract/users';
import { userAccess, userApi } from '../contract/manifests/users';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import type { PrefetchLookup } from './prefetch';

/** Commands `users.*` refresh these (a user saved with a new position adds it to the list). */
const DOMAIN = 'users';

/** The users' lookups are read by whoever may see the users (the server's rule). */
export const userLookupAccess = userAccess.view;

/** The user pickers (userSuggestQuery): also a group's responsible (cadastro) and the wallets (carteira). */
export const userPickerAccess = userAccess.pick;

/** GET /v1/usuarios/posicoes/suggest/: every position some user holds, for the 'Posição' field. */
export const positionSuggestQuery = queryOptions({
  queryKey: lookupKey(DOMAIN, 'positions'),
  queryFn: ({ signal }) => api.get<string[]>(userApi.positions, { signal, silent: true }),
  staleTime: LOOKUP_STALE_MS,
});

/** GET /v1/usuarios/areasNegocio/suggest/: the business areas. */
export const areaSuggestQuery = queryOptions({
  queryKey: lookupKey(DOMAIN, 'areas'),
  queryFn: ({ signal }) => api.get<SuggestItem[]>(userApi.areas, { signal, silent: true }),
  staleTime: LOOKUP_STALE_MS,
});

/**
 * GET /v1/usuarios/suggest/: active users matching `query` (name or nickname), for the user pickers
 * (a group's responsible, the wallet's owner and destination). Read with `userPickerAccess`.
 */
export function userSuggestQuery(query = '') {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'suggest', query),
    queryFn: ({ signal }) =>
      api.get<UserSuggestion[]>(userApi.suggest, { query: { query }, signal, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  { access: userLookupAccess, fetch: (client) => client.query(positionSuggestQuery) },
];
