import { keepPreviousData, onlineManager, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import { queryClient } from '../../api/query';
import type { Paged } from '../../contract/common';
import type { WalletGroup } from '../../contract/economic-groups';
import { apiPath } from '../../contract/manifest';
import { userApi } from '../../contract/manifests/users';
import { walletApi } from '../../contract/manifests/wallet';
import { fullWalletQuery } from '../../lookups/wallet';
import type { WalletListSearch } from './search';

/** Query keys, broad to narrow: a transfer refreshes every page of every wallet. */
export const walletKeys = {
  all: ['wallet'] as const,
  user: (userId: string) => [...walletKeys.all, 'user', userId] as const,
  userPage: (userId: string, search: WalletListSearch) => [...walletKeys.user(userId), search] as const,
  contact: (insurerId: string, contactId: string) =>
    [...walletKeys.all, 'contact', insurerId, contactId] as const,
  contactPage: (insurerId: string, contactId: string, search: WalletListSearch) =>
    [...walletKeys.contact(insurerId, contactId), search] as const,
};

/** Case, accents and punctuation aside, as the server's search folds them. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();
}

/**
 * One page of a wallet computed on the device from the whole wallet read after login, as the server
 * would answer it: the text filter matches the names or the CNPJ (typed with or without its mask),
 * sorted by razão social unless told otherwise.
 */
export function walletPageFrom(
  groups: readonly WalletGroup[],
  search: Omit<WalletListSearch, 'page_size'> & { page_size: number },
): Paged<WalletGroup> {
  const text = search.query ? folded(search.query).trim() : '';
  const digits = text.replace(/\D/g, '');
  const matching = groups.filter(
    (g) =>
      !text ||
      folded(g.razao_social).includes(text) ||
      (g.nome_fantasia !== null && folded(g.nome_fantasia).includes(text)) ||
      (digits.length > 0 && g.cnpj.includes(digits)),
  );
  const field = search.sort ?? 'razao_social';
  const sign = search.direction === 'desc' ? -1 : 1;
  const sorted = [...matching].sort(
    (a, b) => sign * folded(a[field]).localeCompare(folded(b[field]), 'pt-BR'),
  );
  const start = (search.page - 1) * search.page_size;
  return { items: sorted.slice(start, start + search.page_size), total_count: sorted.length };
}

/**
 * While a page cannot come from the server (offline), the whole wallet read after login answers it;
 * online, the previous page stays on screen while the next one loads.
 */
function placeholderFor(userId: string, search: WalletListSearch) {
  return (previous: Paged<WalletGroup> | undefined) => {
    if (onlineManager.isOnline()) return keepPreviousData(previous);
    const whole = queryClient.getQueryData(fullWalletQuery(userId).queryKey);
    return whole ? walletPageFrom(whole.items, search) : undefined;
  };
}

/**
 * GET /v1/usuarios/{id}/carteira/: a page of the groups the user is responsible for. Typed with the
 * general query key, like the contact's wallet, so one table shows either.
 */
export function userWalletQuery(userId: string, search: WalletListSearch) {
  return queryOptions<Paged<WalletGroup>, Error, Paged<WalletGroup>>({
    queryKey: walletKeys.userPage(userId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<WalletGroup>>(apiPath(walletApi.user, { id: userId }), { query: { ...search }, signal }),
    placeholderData: placeholderFor(userId, search),
  });
}

/** GET /v1/seguradoras/{seg}/contatosrelacionamento/{contato}/carteira: the contact's groups. */
export function contactWalletQuery(insurerId: string, contactId: string, search: WalletListSearch) {
  return queryOptions<Paged<WalletGroup>, Error, Paged<WalletGroup>>({
    queryKey: walletKeys.contactPage(insurerId, contactId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<WalletGroup>>(apiPath(walletApi.contact, { seg: insurerId, contato: contactId }), {
        query: { ...search },
        signal,
      }),
    placeholderData: (previous: Paged<WalletGroup> | undefined) =>
      onlineManager.isOnline() ? keepPreviousData(previous) : undefined,
  });
}

/** Whose wallet the screen shows. */
export type WalletOwner =
  | { kind: 'user'; id: string; nome: string }
  | { kind: 'contact'; insurer: { id: string; nome: string }; id: string; nome: string };

/** The path of an owner's wallet. */
export function walletPath(owner: WalletOwner): string {
  return owner.kind === 'user'
    ? apiPath(walletApi.user, { id: owner.id })
    : apiPath(walletApi.contact, { seg: owner.insurer.id, contato: owner.id });
}

/** The ids of every group of the wallet matching the table's filter ('Selecionar todos os N'). */
export async function fetchWalletGroupIds(owner: WalletOwner, search: WalletListSearch): Promise<string[]> {
  const rows = await fetchAllRows<WalletGroup>(walletPath(owner), search);
  return rows.map((row) => row.id);
}

/** The name of the user whose wallet a link opened (GET /v1/usuarios/{id}: whoever picks users may). */
export function walletUserNameQuery(userId: string) {
  return queryOptions({
    queryKey: [...walletKeys.all, 'owner', userId] as const,
    queryFn: ({ signal }) =>
      api.get<{ id: string; nome: string }>(apiPath(userApi.item, { id: userId }), { signal, silent: true }),
    select: (user) => ({ id: user.id, nome: user.nome }),
    staleTime: 60 * 60 * 1000,
  });
}
