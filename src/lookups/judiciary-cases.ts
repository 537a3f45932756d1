import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { UniqueNumberLookup } from '../contract/judiciary';
import { apiPath } from '../contract/manifest';
import { courtApi } from '../contract/manifests/courts';
import { LOOKUP_STALE_MS, lookupKey } from './keys';

/** Segment 0 in the path: the caller accepts a process of any segment of the Judiciary. */
export const ANY_SEGMENT = 0;

/**
 * GET /v1/judiciario/{segmento}/numeracaounica/{numero}: the court and unit a CNJ unique process
 * number points to (`digits`: its 20 digits, checked on the device first). Under `courtUnits`: a unit
 * registered or renamed (commands `courtUnits.*`) changes the answer, so the outbox refreshes it.
 * Silent: the form says what happened beside the field. A number seen before resolves offline.
 */
export function uniqueNumberQuery(digits: string, segment = ANY_SEGMENT) {
  return queryOptions({
    queryKey: lookupKey('courtUnits', 'uniqueNumber', segment, digits),
    queryFn: ({ signal }) =>
      api.get<UniqueNumberLookup>(apiPath(courtApi.uniqueNumber, { segmento: segment, numero: digits }), {
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
}
