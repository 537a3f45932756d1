import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { CancellationReasonSuggestion } from '../contract/cancellation-reasons';
import { reasonAccess, reasonApi } from '../contract/manifests/cancellation-reasons';
import { LOOKUP_STALE_MS, lookupKey } from './keys';

/** Commands `cancellationReasons.*` refresh these. */
const DOMAIN = 'cancellationReasons';

export const reasonLookupAccess = reasonAccess.lookup;

/** GET /v1/motivoscancelamento/suggest: active reasons, of one modality when `modalityId` is given. */
export function reasonSuggestQuery(modalityId?: string) {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'suggest', modalityId ?? null),
    queryFn: ({ signal }) =>
      api.get<CancellationReasonSuggestion[]>(reasonApi.suggest, {
        query: { modalidade_id: modalityId },
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}
