import { INSURER_CONTACT_SORT, INSURER_SORT } from '../../contract/sort-fields';
import { listSearchEntries, listSearchSchema } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** URL state of /seguradoras: the common list params plus the 'Situação' filter (the API's `ativo`). */
export const insurerListSearch = searchSchema({
  ...listSearchEntries(INSURER_SORT),
  ativo: param.boolean(),
});
export type InsurerListSearch = SearchOutput<typeof insurerListSearch>;

/** State of the contacts table on the insurer page (kept on the page, not in the URL). */
export const contactListSearch = listSearchSchema(INSURER_CONTACT_SORT);
export type ContactListSearch = SearchOutput<typeof contactListSearch>;
