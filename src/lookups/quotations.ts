import type { QueryClient } from '@tanstack/react-query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import type { Paged } from '../contract/common';
import type {
  ComparisonRow,
  Critique,
  Quotation,
  QuotationRow,
  QuotationStatusView,
} from '../contract/guarantee-quotations';
import { apiPath } from '../contract/manifest';
import { quotationAccess, quotationApi } from '../contract/manifests/quotations';
import { useSession } from '../session/store';
import type { PrefetchLookup } from './prefetch';

/**
 * The reads of one guarantee quotation, owned here so the offline prefetch after login fills the very
 * keys the quotation's screens read (src/features/quotations re-exports them). Broad to narrow: every
 * read of a quotation lives under `one(id)`, so a command on it refreshes them all at once.
 */
export const quotationRecordKeys = {
  all: ['quotations'] as const,
  one: (id: string) => [...quotationRecordKeys.all, 'one', id] as const,
  record: (id: string) => [...quotationRecordKeys.one(id), 'record'] as const,
  status: (id: string) => [...quotationRecordKeys.one(id), 'status'] as const,
  comparison: (id: string) => [...quotationRecordKeys.one(id), 'comparison'] as const,
  critiques: (id: string) => [...quotationRecordKeys.one(id), 'critiques'] as const,
  mine: (userId: string) => [...quotationRecordKeys.all, 'mine', userId] as const,
};

export const quotationLookupAccess = quotationAccess.view;

/** One quotation with its ETag. */
export function quotationQuery(id: string) {
  return queryOptions({
    queryKey: quotationRecordKeys.record(id),
    queryFn: ({ signal }) => api.getWithEtag<Quotation>(apiPath(quotationApi.item, { id }), { signal }),
  });
}

/** GET {id}/status: the step bar and the actions allowed now. */
export function quotationStatusQuery(id: string) {
  return queryOptions({
    queryKey: quotationRecordKeys.status(id),
    queryFn: ({ signal }) => api.get<QuotationStatusView>(apiPath(quotationApi.status, { id }), { signal }),
  });
}

/** GET {id}/comparativo: the insurers side by side. */
export function comparisonQuery(id: string) {
  return queryOptions({
    queryKey: quotationRecordKeys.comparison(id),
    queryFn: ({ signal }) => api.get<ComparisonRow[]>(apiPath(quotationApi.comparison, { id }), { signal }),
  });
}

/** GET {id}/criticas. */
export function critiquesQuery(id: string) {
  return queryOptions({
    queryKey: quotationRecordKeys.critiques(id),
    queryFn: ({ signal }) => api.get<Critique[]>(apiPath(quotationApi.critiques, { id }), { signal }),
  });
}

/** How many of the user's open quotations a tablet carries (newest first). */
export const OWN_OPEN_QUOTATIONS = 50;

/** The logged user's open quotations (em andamento, responsável = the user), newest first. */
export function ownOpenQuotationsQuery(userId: string) {
  return queryOptions({
    queryKey: quotationRecordKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get<Paged<QuotationRow>>(quotationApi.list, {
        query: { responsavel_id: userId, status: 'em_andamento', page: 1, page_size: OWN_OPEN_QUOTATIONS },
        signal,
        silent: true,
      }),
  });
}

/**
 * After login, a field agent's open quotations and each one's page (record, step bar, critiques) land
 * in the persisted cache: the agent opens them, and adds a critique or a draft, without signal.
 */
export async function prefetchOwnOpenQuotations(client: QueryClient): Promise<void> {
  const userId = useSession.getState().user?.id;
  if (!userId) return;
  const mine = await client.query(ownOpenQuotationsQuery(userId));
  for (const q of mine.items)
    await Promise.all([
      client.query(quotationQuery(q.id)),
      client.query(quotationStatusQuery(q.id)),
      client.query(critiquesQuery(q.id)),
    ]).catch(() => undefined);
}

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  // The user's own open quotations and their pages, readable without signal.
  { access: quotationLookupAccess, fetch: prefetchOwnOpenQuotations },
];
