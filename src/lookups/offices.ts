import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { officeAccess, officeApi } from '../contract/manifests/offices';
import type { OfficeSuggestion } from '../contract/offices';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import type { PrefetchLookup } from './prefetch';

/** Commands `offices.*` refresh these. */
const DOMAIN = 'offices';

export const officeLookupAccess = officeAccess.lookup;

/**
 * GET /v1/escritorios/suggest: 'NENHUM' first, then the active offices (matching `query`, when given).
 * Silent: a picker without offices shows its own message, not an alert.
 */
export function officeSuggestQuery(query = '') {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'suggest', query),
    queryFn: ({ signal }) =>
      api.get<OfficeSuggestion[]>(officeApi.suggest, { query: { query }, signal, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * GET /v1/escritorios/suggest?grupo_economico_ids=a,b: 'NENHUM' first, then only the offices of those
 * economic groups (a quotation's office among its groups'). Commands `offices.*` refresh these; a group
 * moved to another office (`economicGroups.update`) too, by its `touches`.
 */
export function officeSuggestForGroupsQuery(groupIds: readonly string[]) {
  const ids = [...groupIds].sort().join(',');
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'suggest', 'groups', ids),
    queryFn: ({ signal }) =>
      api.get<OfficeSuggestion[]>(officeApi.suggest, {
        query: { grupo_economico_ids: ids },
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  { access: officeLookupAccess, fetch: (client) => client.query(officeSuggestQuery()) },
];
