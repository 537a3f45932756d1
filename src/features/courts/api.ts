import type * as v from 'valibot';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { Paged } from '../../contract/common';
import type { Court, CourtUnit, courtBody, courtUnitBody } from '../../contract/judiciary';
import type { CourtListSearch, CourtUnitListSearch } from './search';

const BASE = '/v1/judiciario/tribunais';

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
    queryFn: ({ signal }) => api.get<Paged<Court>>(BASE, { query: { ...search }, signal }),
    // The previous page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
}

export function courtQuery(courtId: string) {
  return queryOptions({
    queryKey: courtKeys.detail(courtId),
    queryFn: ({ signal }) => api.get<Court>(`${BASE}/${courtId}`, { signal }),
  });
}

export function courtUnitsQuery(courtId: string, search: CourtUnitListSearch) {
  return queryOptions({
    queryKey: courtKeys.unitList(courtId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<CourtUnit>>(`${BASE}/${courtId}/unidades`, { query: { ...search }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function courtUnitQuery(courtId: string, unitId: string) {
  return queryOptions({
    queryKey: courtKeys.unit(courtId, unitId),
    queryFn: ({ signal }) => api.get<CourtUnit>(`${BASE}/${courtId}/unidades/${unitId}`, { signal }),
  });
}

/** What the forms send once validated (trimmed, upper-cased). */
export type CourtData = v.InferOutput<typeof courtBody>;
export type CourtUnitData = v.InferOutput<typeof courtUnitBody>;
/** A create carries a client-generated id, so a retried create lands on the same row. */
export type NewCourt = CourtData & { id: string };
export type NewCourtUnit = CourtUnitData & { id: string };

export function useCreateCourt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCourt) => api.post<Court>(BASE, body),
    onSuccess: (court) => {
      queryClient.setQueryData(courtKeys.detail(court.id), court);
      return queryClient.invalidateQueries({ queryKey: courtKeys.lists() });
    },
  });
}

export function useUpdateCourt(courtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourtData) => api.put<Court>(`${BASE}/${courtId}`, body),
    onSuccess: (court) => {
      queryClient.setQueryData(courtKeys.detail(court.id), court);
      return queryClient.invalidateQueries({ queryKey: courtKeys.lists() });
    },
  });
}

export function useCreateCourtUnit(courtId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewCourtUnit) => api.post<CourtUnit>(`${BASE}/${courtId}/unidades`, body),
    onSuccess: (unit) => {
      queryClient.setQueryData(courtKeys.unit(courtId, unit.id), unit);
      return queryClient.invalidateQueries({ queryKey: courtKeys.unitLists(courtId) });
    },
  });
}

export function useUpdateCourtUnit(courtId: string, unitId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourtUnitData) => api.put<CourtUnit>(`${BASE}/${courtId}/unidades/${unitId}`, body),
    onSuccess: (unit) => {
      queryClient.setQueryData(courtKeys.unit(courtId, unit.id), unit);
      return queryClient.invalidateQueries({ queryKey: courtKeys.unitLists(courtId) });
    },
  });
}
