import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { SuggestItem } from '../contract/common';
import type { InsurerModalitySuggestion, InsurerSuggestion } from '../contract/insurers';
import { apiPath } from '../contract/manifest';
import { insurerAccess, insurerApi } from '../contract/manifests/insurers';
import { LOOKUP_STALE_MS, lookupKey } from './keys';

/** The quotation forms pick insurers and their contacts too (the server's rule). */
export const insurerLookupAccess = insurerAccess.lookup;

/**
 * GET /v1/seguradoras/suggest (or suggest/consultamercado, the insurers of market consults): active
 * insurers matching `query`. Commands `insurers.*` refresh these.
 */
export function insurerSuggestQuery(query = '', { market = false }: { market?: boolean } = {}) {
  return queryOptions({
    queryKey: lookupKey('insurers', market ? 'market' : 'suggest', query),
    queryFn: ({ signal }) =>
      api.get<InsurerSuggestion[]>(market ? insurerApi.marketSuggest : insurerApi.suggest, {
        query: { query },
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * GET /v1/seguradoras/{id}/modalidades/suggest: the sub-modalities the insurer accepts, by modality.
 * Refreshed by `insurers.*` and by the modalities' commands (a renamed modality).
 */
export function insurerModalitySuggestQuery(insurerId: string) {
  return queryOptions({
    queryKey: lookupKey('insurers', 'modalities', insurerId),
    queryFn: ({ signal }) =>
      api.get<InsurerModalitySuggestion[]>(apiPath(insurerApi.modalitySuggest, { id: insurerId }), {
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET /v1/seguradoras/{id}/contatosrelacionamento/suggest (commands `insurerContacts.*`). */
export function insurerContactSuggestQuery(insurerId: string, query = '') {
  return queryOptions({
    queryKey: lookupKey('insurerContacts', 'suggest', insurerId, query),
    queryFn: ({ signal }) =>
      api.get<SuggestItem[]>(apiPath(insurerApi.contactSuggest, { id: insurerId }), {
        query: { query },
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}
