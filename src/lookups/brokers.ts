import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { BrokerSuggestion } from '../contract/brokers';
import { brokerAccess, brokerApi } from '../contract/manifests/brokers';
import { LOOKUP_STALE_MS, lookupKey } from './keys';

/** Commands `brokers.*` refresh these. */
const DOMAIN = 'brokers';

export const brokerLookupAccess = brokerAccess.lookup;

/** GET /v1/corretoras/suggest: the active brokers (matching `query`, when given). */
export function brokerSuggestQuery(query = '') {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'suggest', query),
    queryFn: ({ signal }) =>
      api.get<BrokerSuggestion[]>(brokerApi.suggest, { query: { query }, signal, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}
