import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { officeAccess, officeApi } from '../contract/manifests/offices';
import type { OfficeSuggestion } from '../contract/offices';
import { LOOKUP_STALE_MS, lookupKey } from './keys';

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
