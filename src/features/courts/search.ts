import * as v from 'valibot';
import { COURT_SORT, COURT_UNIT_SORT, SEGMENTS } from '../../contract/judiciary';
import type { SegmentId } from '../../contract/judiciary';
import { listSearchEntries, listSearchSchema } from '../../ui/data-table/list-search';

const SEGMENT_IDS = Object.keys(SEGMENTS).map(Number) as SegmentId[];

/** URL state of /tribunais: the common list params plus the segment filter (same name as the API's). */
export const courtListSearch = v.object({
  ...listSearchEntries(COURT_SORT),
  segmento: v.fallback(v.optional(v.picklist(SEGMENT_IDS)), undefined),
});
export type CourtListSearch = v.InferOutput<typeof courtListSearch>;

/** URL state of /tribunais/$tribunal/varas. */
export const courtUnitListSearch = listSearchSchema(COURT_UNIT_SORT);
export type CourtUnitListSearch = v.InferOutput<typeof courtUnitListSearch>;
