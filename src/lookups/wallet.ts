import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Paged } from '../contract/common';
import type { WalletGroup } from '../contract/economic-groups';
import { apiPath } from '../contract/manifest';
import { walletAccess, walletApi } from '../contract/manifests/wallet';
import { useSession } from '../session/store';
import { companySuggestQuery, economicGroupLookupAccess } from './economic-groups';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import type { PrefetchLookup } from './prefetch';

/**
 * The wallet (carteira) a field agent carries offline: every group of the user's own wallet and each
 * group's borrowers. Keys under `wallet`: the wallet's commands (`wallet.*`) and the groups' commands,
 * which declare they touch `wallet`, refresh them.
 */
const DOMAIN = 'wallet';

/** Any logged-in user (not a guest) reads their own wallet. */
export const ownWalletLookupAccess = walletAccess.own;

/** How many wallet groups are read at once after login: the server serves the other users too. */
const GROUP_READS_AT_ONCE = 4;

/** GET /v1/usuarios/{id}/carteira/?page_size=-1: every group of a user's wallet, by razão social. */
export function fullWalletQuery(userId: string) {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'user', userId, 'all'),
    queryFn: ({ signal }) =>
      api.get<Paged<WalletGroup>>(apiPath(walletApi.user, { id: userId }), {
        query: { page: 1, page_size: -1, sort: 'razao_social', direction: 'asc' },
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** The logged user's id, or null (the prefetch runs only after login, but a logout may race it). */
function currentUserId(): string | null {
  return useSession.getState().user?.id ?? null;
}

/** Reads the logged user's whole wallet into the cache (persisted with it); nothing when logged out. */
export async function prefetchOwnWallet(client: QueryClient): Promise<WalletGroup[]> {
  const userId = currentUserId();
  if (!userId) return [];
  const wallet = await client.query(fullWalletQuery(userId));
  return wallet.items;
}

/**
 * Reads something of every group of the logged user's wallet, a few groups at a time (the server serves
 * the other users too). A group whose read fails is skipped: the others still land.
 */
export async function forEachOwnWalletGroup(
  client: QueryClient,
  read: (groupId: string) => Promise<unknown>,
): Promise<void> {
  const groups = await prefetchOwnWallet(client);
  const queue = groups.map((group) => group.id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await read(id).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(GROUP_READS_AT_ONCE, queue.length) }, worker));
}

/**
 * Reads the borrower picker's list (`tomadores/suggest`, empty query: what the picker opens with) of
 * every group of the logged user's wallet, so a quotation names its borrower without signal.
 */
export async function prefetchOwnWalletBorrowers(client: QueryClient): Promise<void> {
  await forEachOwnWalletGroup(client, (id) => client.query(companySuggestQuery(id)));
}

/** The borrowers are read with the pickers' access (modules cadastro, cotação or apólice). */
export const walletBorrowersLookupAccess = economicGroupLookupAccess;

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  // A field agent's own wallet, and each of its groups' borrowers, readable without signal.
  { access: ownWalletLookupAccess, fetch: prefetchOwnWallet },
  { access: walletBorrowersLookupAccess, fetch: prefetchOwnWalletBorrowers },
];
