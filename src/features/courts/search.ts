import { SEGMENT_IDS } from '../../contract/segments';
import { COURT_SORT, COURT_UNIT_SORT } from '../../contract/screens/courts';
import { listSearchEntries, listSearchSchema } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** URL state of /tribunais: the common list params plus the segment filter (same name as the API's). */
export const courtListSearch = searchSchema({
  ...listSearchEntries(COURT_SORT),
  segmento: param.oneOf(SEGMENT_IDS),
});
export type CourtListSearch = SearchOutput<typeof courtListSearch>;

/** URL state of /tribunais/$tribunal/varas. */
export const courtUnitListSearch = listSearchSchema(COURT_UNIT_SORT);
export type CourtUnitListSearch = SearchOutput<typeof courtUnitListSearch>;
