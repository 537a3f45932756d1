import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { CourtSuggestion, CourtUnitSuggestion, SegmentSuggestion } from '../contract/judiciary';
import { apiPath } from '../contract/manifest';
import { courtAccess, courtApi } from '../contract/manifests/courts';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import type { PrefetchLookup } from './prefetch';

/** The quotation and policy forms pick segments, courts and units too (the server's rule). */
export const courtLookupAccess = courtAccess.lookup;

/**
 * GET /v1/judiciario/suggest: the judiciary segments (CNJ, fixed). Under a root no command uses, so no
 * save refreshes them; prefetched after login so the forms open without signal.
 */
export const segmentSuggestQuery = queryOptions({
  queryKey: lookupKey('judiciary', 'segments'),
  queryFn: ({ signal }) => api.get<SegmentSuggestion[]>(courtApi.segments, { signal, silent: true }),
  staleTime: 24 * 60 * 60 * 1000,
});

/** GET /v1/judiciario/{segmento}/tribunais/suggest: active courts of a segment (commands `courts.*`). */
export function courtSuggestQuery(segment: number, query = '') {
  return queryOptions({
    queryKey: lookupKey('courts', 'suggest', segment, query),
    queryFn: ({ signal }) =>
      api.get<CourtSuggestion[]>(apiPath(courtApi.courtSuggest, { segmento: segment }), {
        query: { query },
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * GET /v1/judiciario/{segmento}/tribunais/{tribunal}/unidades/suggest: 'NÃO SE APLICA' first, then
 * the court's active units (commands `courtUnits.*`).
 */
export function courtUnitSuggestQuery(segment: number, courtId: string, query = '') {
  return queryOptions({
    queryKey: lookupKey('courtUnits', 'suggest', segment, courtId, query),
    queryFn: ({ signal }) =>
      api.get<CourtUnitSuggestion[]>(
        apiPath(courtApi.unitSuggest, { segmento: segment, tribunal: courtId }),
        { query: { query }, signal, silent: true },
      ),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  { access: courtLookupAccess, fetch: (client) => client.query(segmentSuggestQuery) },
];
