import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import type { Versioned } from '../../api/client';
import { api } from '../../api/client';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { courtApi } from '../../contract/manifests/courts';
import type { Court, CourtUnit, courtBody, courtUnitBody } from '../../contract/judiciary';
import type { CourtListSearch, CourtUnitListSearch } from './search';

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
    queryFn: ({ signal }) => api.get<Paged<Court>>(courtApi.list, { query: { ...search }, signal }),
    // The previous page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousPage,
  });
}

/** One court with its ETag: the edit form sends it back as If-Match. */
export function courtQuery(courtId: string) {
  return queryOptions({
    queryKey: courtKeys.detail(courtId),
    queryFn: ({ signal }) => api.getWithEtag<Court>(apiPath(courtApi.item, { id: courtId }), { signal }),
  });
}

export function courtUnitsQuery(courtId: string, search: CourtUnitListSearch) {
  return queryOptions({
    queryKey: courtKeys.unitList(courtId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<CourtUnit>>(apiPath(courtApi.units, { id: courtId }), {
        query: { ...search },
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

export function courtUnitQuery(courtId: string, unitId: string) {
  return queryOptions({
    queryKey: courtKeys.unit(courtId, unitId),
    queryFn: ({ signal }) =>
      api.getWithEtag<CourtUnit>(apiPath(courtApi.unit, { id: courtId, vara: unitId }), { signal }),
  });
}

/** What the forms send once validated (trimmed, upper-cased). */
export type CourtData = v.InferOutput<typeof courtBody>;
export type CourtUnitData = v.InferOutput<typeof courtUnitBody>;
