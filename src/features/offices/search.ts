import { OFFICE_SORT } from '../../contract/screens/offices';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** URL state of /escritorios: the common list params plus the situation filter (the API's `ativo`). */
export const officeListSearch = searchSchema({
  ...listSearchEntries(OFFICE_SORT),
  ativo: param.boolean(),
});
export type OfficeListSearch = SearchOutput<typeof officeListSearch>;
