import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Paged, SuggestItem } from '../contract/common';
import { apiPath } from '../contract/manifest';
import { ALL_MODALITIES_QUERY, modalityAccess, modalityApi } from '../contract/manifests/modalities';
import type { QuotableModality } from '../contract/modalities';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import type { PrefetchLookup } from './prefetch';

/**
 * Commands `modalities.*` refresh these; `subModalities.*` and `quotePermissions.*` declare that they
 * touch this domain too.
 */
const DOMAIN = 'modalities';

/** The catalogue is read as SPEC.md §7 asks for it (direction=desc); the pickers show it by name. */
const byName = (items: readonly SuggestItem[]): SuggestItem[] =>
  [...items].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));

/** The whole catalogue is read by whoever may see the modalities (the server's rule). */
export const modalityLookupAccess = modalityAccess.view;
/** What the user may quote: the quotation forms and the registry screens. */
export const quotableLookupAccess = modalityAccess.quoting;

/** A modality and its sub-modalities, as the trees show them. */
export interface ModalityNode {
  id: string;
  nome: string;
  submodalidades: SuggestItem[];
}

/**
 * All guarantee modalities, by name. Silent: a user who may not see the modalities (or a server
 * without them yet) gets an empty choice with a message in the form, not an alert.
 */
export const modalityOptionsQuery = queryOptions({
  queryKey: lookupKey(DOMAIN, 'options'),
  queryFn: async ({ signal }): Promise<SuggestItem[]> => {
    const page = await api.get<Paged<SuggestItem>>(modalityApi.list, {
      query: ALL_MODALITIES_QUERY,
      signal,
      silent: true,
    });
    return byName(page.items.map(({ id, nome }) => ({ id, nome })));
  },
  staleTime: LOOKUP_STALE_MS,
  retry: false,
});

/** Every modality with its sub-modalities (the checkbox trees). */
export const modalityTreeQuery = queryOptions({
  queryKey: lookupKey(DOMAIN, 'tree'),
  queryFn: async ({ signal }): Promise<ModalityNode[]> => {
    const modalities = await api.get<Paged<SuggestItem>>(modalityApi.list, {
      query: ALL_MODALITIES_QUERY,
      signal,
      silent: true,
    });
    return Promise.all(
      byName(modalities.items).map(async (m) => {
        const subs = await api.get<Paged<SuggestItem>>(apiPath(modalityApi.subModalities, { id: m.id }), {
          query: { page_size: -1 },
          signal,
          silent: true,
        });
        return {
          id: m.id,
          nome: m.nome,
          submodalidades: subs.items.map((s) => ({ id: s.id, nome: s.nome })),
        };
      }),
    );
  },
  staleTime: LOOKUP_STALE_MS,
});

/** GET /v1/garantia/modalidades/suggestcurrentuser: what the logged user may quote. */
export const quotableModalitiesQuery = queryOptions({
  queryKey: lookupKey(DOMAIN, 'quotable'),
  queryFn: ({ signal }) => api.get<QuotableModality[]>(modalityApi.suggestForUser, { signal, silent: true }),
  staleTime: LOOKUP_STALE_MS,
});

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  { access: modalityLookupAccess, fetch: (client) => client.query(modalityOptionsQuery) },
  { access: modalityLookupAccess, fetch: (client) => client.query(modalityTreeQuery) },
  // What the user may quote: the wizard's modality step opens without signal.
  { access: quotableLookupAccess, fetch: (client) => client.query(quotableModalitiesQuery) },
];
