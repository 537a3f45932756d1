import { INSURER_CONTACT_SORT, INSURER_SORT } from '../../contract/screens/insurers';
import type { ListSearch } from '../../ui/data-table/list-search';
import { listSearchEntries, nestedListSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** URL state of /seguradoras: the common list params plus the 'Situação' filter (the API's `ativo`). */
export const insurerListSearch = searchSchema({
  ...listSearchEntries(INSURER_SORT),
  ativo: param.boolean(),
});
export type InsurerListSearch = SearchOutput<typeof insurerListSearch>;

/** State of the contacts table on the insurer page. */
export type ContactListSearch = ListSearch<(typeof INSURER_CONTACT_SORT)[number]>;

/** The prefix of the contacts table's params in the insurer page's URL. */
export const CONTACTS = 'contatos';

/**
 * URL state of /seguradora/$id: the outbox item a correction from the sync page opened, and the
 * contacts table, its params named `contatos_page`, `contatos_query`...
 */
export const insurerPageSearch = searchSchema({
  item: param.uuid(),
  ...nestedListSearchEntries(CONTACTS, INSURER_CONTACT_SORT),
});
export type InsurerPageSearch = SearchOutput<typeof insurerPageSearch>;
