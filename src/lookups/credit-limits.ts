import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { CreditHistoryItem } from '../contract/credit-limits';
import { apiPath } from '../contract/manifest';
import { creditLimitAccess, creditLimitApi } from '../contract/manifests/credit-limits';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import { forEachOwnWalletGroup } from './wallet';
import type { PrefetchLookup } from './prefetch';

/** Commands `creditLimits.*` refresh these (src/offline/commands.ts lookupKeysOf). */
const DOMAIN = 'creditLimits';

export const creditLimitLookupAccess = creditLimitAccess.view;

/**
 * GET /{id}/limitescredito/historico: every answer of the group (of one insurer, when given), newest
 * first. The group page's summary card and the consult's history read it; a field agent carries the
 * ones of their own wallet offline.
 */
export function creditHistoryQuery(groupId: string, insurerId?: string) {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'history', groupId, insurerId ?? null),
    queryFn: ({ signal }) =>
      api.get<CreditHistoryItem[]>(apiPath(creditLimitApi.history, { id: groupId }), {
        query: insurerId ? { seguradora_id: insurerId } : {},
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Reads the limits of every group of the logged user's wallet, so the group pages show them offline. */
export async function prefetchOwnWalletCreditLimits(client: QueryClient): Promise<void> {
  await forEachOwnWalletGroup(client, (id) => client.query(creditHistoryQuery(id)));
}

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  // The credit limits of those groups (the group page's summary card), readable without signal.
  { access: creditLimitLookupAccess, fetch: prefetchOwnWalletCreditLimits },
];
