import * as v from 'valibot';
import { OFFICE_SORT } from '../../contract/offices';
import { listSearchEntries } from '../../ui/data-table/list-search';

/** URL state of /escritorios: the common list params plus the situation filter (the API's `ativo`). */
export const officeListSearch = v.object({
  ...listSearchEntries(OFFICE_SORT),
  ativo: v.fallback(v.optional(v.boolean()), undefined),
});
export type OfficeListSearch = v.InferOutput<typeof officeListSearch>;
