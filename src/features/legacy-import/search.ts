import {
  LEGACY_IMPORT_SORT,
  LEGACY_IMPORT_STATUS_IDS,
  LEGACY_IMPORT_TYPE_IDS,
} from '../../contract/legacy-import';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/**
 * URL state of /importacao-legado: the common list params, the API's filters (`status`, `tipo`) and
 * `item`, the import whose panel is open (a reload or a shared link reopens it).
 */
export const legacyImportListSearch = searchSchema({
  ...listSearchEntries(LEGACY_IMPORT_SORT),
  status: param.oneOf(LEGACY_IMPORT_STATUS_IDS),
  tipo: param.oneOf(LEGACY_IMPORT_TYPE_IDS),
  item: param.uuid(),
});
export type LegacyImportListSearch = SearchOutput<typeof legacyImportListSearch>;
