import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import type { Versioned } from '../../api/client';
import { api } from '../../api/client';
import type { Paged } from '../../contract/common';
import type { Court, CourtUnit, SegmentSuggestion, courtBody, courtUnitBody } from '../../contract/judiciary';
import type { CourtListSearch, CourtUnitListSearch } from './search';

export const COURTS_PATH = '/v1/judiciario/tribunais';

/** A record's own data, without the ETag an edit form needs (for `select`). */
export const recordOf = <T>(versioned: Versioned<T>): T => versioned.data;

/** Query keys, broad to narrow, so one invalidation reaches every page of a list. */
export const courtKeys = {
  all: ['courts'] as const,
  lists: () => [...courtKeys.all, 'list'] as const,
  list: (search: CourtListSearch) => [...courtKeys.lists(), search] as const,
  detail: (courtId: string) => [...courtKeys.all, 'detail', courtId] as const,
  units: (courtId: string) => [...courtKeys.detail(courtId), 'units'] as const,
  unitLists: (courtId: string) => [...courtKeys.units(courtId), 'list'] as const,
  unitList: (courtId: string, search: CourtUnitListSearch) =>
    [...courtKeys.unitLists(courtId), search] as const,
  unit: (courtId: string, unitId: string) => [...courtKeys.units(courtId), 'unit', unitId] as const,
};

export function courtsQuery(search: CourtListSearch) {
  return queryOptions({
    queryKey: courtKeys.list(search),
    queryFn: ({ signal }) => api.get<Paged<Court>>(COURTS_PATH, { query: { ...search }, signal }),
    // The previous page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousPage,
  });
}

/** One court with its ETag: the edit form sends it back as If-Match. */
export function courtQuery(courtId: string) {
  return queryOptions({
    queryKey: courtKeys.detail(courtId),
    queryFn: ({ signal }) => api.getWithEtag<Court>(`${COURTS_PATH}/${courtId}`, { signal }),
  });
}

export function courtUnitsQuery(courtId: string, search: CourtUnitListSearch) {
  return queryOptions({
    queryKey: courtKeys.unitList(courtId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<CourtUnit>>(`${COURTS_PATH}/${courtId}/unidades`, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

export function courtUnitQuery(courtId: string, unitId: string) {
  return queryOptions({
    queryKey: courtKeys.unit(courtId, unitId),
    queryFn: ({ signal }) =>
      api.getWithEtag<CourtUnit>(`${COURTS_PATH}/${courtId}/unidades/${unitId}`, { signal }),
  });
}

/**
 * GET /v1/judiciario/suggest: the judiciary segments the forms offer. Prefetched after login (quietly)
 * so the forms that need it open without signal.
 */
export const segmentSuggestionsQuery = queryOptions({
  queryKey: ['judiciary', 'segments'] as const,
  queryFn: ({ signal }) => api.get<SegmentSuggestion[]>('/v1/judiciario/suggest', { signal, silent: true }),
  staleTime: 24 * 60 * 60 * 1000,
});

/** What the forms send once validated (trimmed, upper-cased). */
export type CourtData = v.InferOutput<typeof courtBody>;
export type CourtUnitData = v.InferOutput<typeof courtUnitBody>;
