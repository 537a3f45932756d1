import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { SuggestItem } from '../contract/common';
import { profileAccess, profileApi } from '../contract/manifests/access-profiles';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import type { PrefetchLookup } from './prefetch';

/** Commands `accessProfiles.*` refresh these. */
const DOMAIN = 'accessProfiles';

export const profileLookupAccess = profileAccess.lookup;

/** GET /v1/perfisacesso/suggest/: the access profiles a user may be given. */
export const profileSuggestQuery = queryOptions({
  queryKey: lookupKey(DOMAIN, 'suggest'),
  queryFn: ({ signal }) => api.get<SuggestItem[]>(profileApi.suggest, { signal, silent: true }),
  staleTime: LOOKUP_STALE_MS,
});

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  { access: profileLookupAccess, fetch: (client) => client.query(profileSuggestQuery) },
];
