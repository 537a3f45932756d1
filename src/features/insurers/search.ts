import * as v from 'valibot';
import { INSURER_CONTACT_SORT, INSURER_SORT } from '../../contract/insurers';
import { listSearchEntries, listSearchSchema } from '../../ui/data-table/list-search';

/** URL state of /seguradoras: the common list params plus the 'Situação' filter (the API's `ativo`). */
export const insurerListSearch = v.object({
  ...listSearchEntries(INSURER_SORT),
  ativo: v.fallback(v.optional(v.boolean()), undefined),
});
export type InsurerListSearch = v.InferOutput<typeof insurerListSearch>;

/** State of the contacts table on the insurer page (kept on the page, not in the URL). */
export const contactListSearch = listSearchSchema(INSURER_CONTACT_SORT);
export type ContactListSearch = v.InferOutput<typeof contactListSearch>;
