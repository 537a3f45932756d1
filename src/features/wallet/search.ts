import { WALLET_SORT } from '../../contract/screens/wallet';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { ListSearch } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** The two wallets /carteira shows: of a user (the default) or of an insurer's relationship contact. */
export const WALLET_TABS = ['usuarios', 'contatos'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

/**
 * URL state of /carteira: the tab, whose wallet (`usuario`, absent: the logged user's own; or
 * `seguradora` + `contato`) and the table's page, sort and filter, so a wallet can be shared as a link.
 */
export const walletSearch = searchSchema({
  ...listSearchEntries(WALLET_SORT),
  // Absent: 'usuarios'.
  aba: param.oneOf(WALLET_TABS),
  usuario: param.uuid(),
  seguradora: param.uuid(),
  contato: param.uuid(),
});
export type WalletSearch = SearchOutput<typeof walletSearch>;
export type WalletListSearch = ListSearch<(typeof WALLET_SORT)[number]>;

/** The table's part of the URL state: what the wallet endpoints take as their query. */
export function walletListSearch(search: WalletSearch): WalletListSearch {
  const { page, page_size, sort, direction, query } = search;
  return { page, page_size, sort, direction, query };
}
