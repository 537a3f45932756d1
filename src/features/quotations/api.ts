import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import { keepPreviousPage } from '../../api/previous-page';
import type { Paged } from '../../contract/common';
import type {
  ComparisonRow,
  Critique,
  CritiqueFollowUp,
  Quotation,
  QuotationEdit,
  QuotationLog,
  QuotationOptions,
  QuotationRow,
  QuotationStatusView,
} from '../../contract/guarantee-quotations';
import { apiPath } from '../../contract/manifest';
import { quotationApi } from '../../contract/manifests/quotations';
import type { CritiqueFollowUpSearch, QuotationListSearch } from './search';

/**
 * Query keys, broad to narrow: every read of one quotation lives under `one(id)`, so a command on a
 * quotation refreshes its page, status, critiques and history at once; the lists are apart.
 */
export const quotationKeys = {
  all: ['quotations'] as const,
  lists: () => [...quotationKeys.all, 'list'] as const,
  list: (search: QuotationListSearch) => [...quotationKeys.lists(), search] as const,
  critiqueFollowUps: () => [...quotationKeys.all, 'critiqueFollowUp'] as const,
  critiqueFollowUp: (search: CritiqueFollowUpSearch) =>
    [...quotationKeys.critiqueFollowUps(), search] as const,
  one: (id: string) => [...quotationKeys.all, 'one', id] as const,
  record: (id: string) => [...quotationKeys.one(id), 'record'] as const,
  edit: (id: string) => [...quotationKeys.one(id), 'edit'] as const,
  status: (id: string) => [...quotationKeys.one(id), 'status'] as const,
  comparison: (id: string) => [...quotationKeys.one(id), 'comparison'] as const,
  critiques: (id: string) => [...quotationKeys.one(id), 'critiques'] as const,
  logs: (id: string) => [...quotationKeys.one(id), 'logs'] as const,
  options: (subModalityId: string) => [...quotationKeys.all, 'options', subModalityId] as const,
};

/** GET /v1/garantia/cotacoes: one page of the list. */
export function quotationsQuery(search: QuotationListSearch) {
  return queryOptions({
    queryKey: quotationKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<Paged<QuotationRow>>(quotationApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every quotation matching the list's filters and sort (the CSV export). */
export function fetchAllQuotations(search: QuotationListSearch): Promise<QuotationRow[]> {
  return fetchAllRows<QuotationRow>(quotationApi.list, search);
}

/** One quotation with its ETag (the edit form sends it back as If-Match). */
export function quotationQuery(id: string) {
  return queryOptions({
    queryKey: quotationKeys.record(id),
    queryFn: ({ signal }) => api.getWithEtag<Quotation>(apiPath(quotationApi.item, { id }), { signal }),
  });
}

/** GET {id}/edicao: the edit form's data. */
export function quotationEditQuery(id: string) {
  return queryOptions({
    queryKey: quotationKeys.edit(id),
    queryFn: ({ signal }) => api.getWithEtag<QuotationEdit>(apiPath(quotationApi.edit, { id }), { signal }),
  });
}

/** GET {id}/status: the step bar and the actions allowed now. */
export function quotationStatusQuery(id: string) {
  return queryOptions({
    queryKey: quotationKeys.status(id),
    queryFn: ({ signal }) => api.get<QuotationStatusView>(apiPath(quotationApi.status, { id }), { signal }),
  });
}

/** GET {id}/comparativo: the insurers side by side. */
export function comparisonQuery(id: string) {
  return queryOptions({
    queryKey: quotationKeys.comparison(id),
    queryFn: ({ signal }) => api.get<ComparisonRow[]>(apiPath(quotationApi.comparison, { id }), { signal }),
  });
}

/** GET {id}/criticas. */
export function critiquesQuery(id: string) {
  return queryOptions({
    queryKey: quotationKeys.critiques(id),
    queryFn: ({ signal }) => api.get<Critique[]>(apiPath(quotationApi.critiques, { id }), { signal }),
  });
}

/** GET {id}/historicoacoes: who did what, newest first. */
export function quotationLogsQuery(id: string) {
  return queryOptions({
    queryKey: quotationKeys.logs(id),
    queryFn: ({ signal }) => api.get<QuotationLog[]>(apiPath(quotationApi.actionHistory, { id }), { signal }),
  });
}

/** GET opcoes?submodalidade_id=: which blocks the form shows for a sub-modality. */
export function quotationOptionsQuery(subModalityId: string) {
  return queryOptions({
    queryKey: quotationKeys.options(subModalityId),
    queryFn: ({ signal }) =>
      api.get<QuotationOptions>(quotationApi.options, {
        query: { submodalidade_id: subModalityId },
        signal,
        silent: true,
      }),
    staleTime: 60 * 60 * 1000,
  });
}

/** GET criticas/acompanhar: open critiques of every quotation, oldest first. */
export function critiqueFollowUpQuery(search: CritiqueFollowUpSearch) {
  return queryOptions({
    queryKey: quotationKeys.critiqueFollowUp(search),
    queryFn: ({ signal }) =>
      api.get<Paged<CritiqueFollowUp>>(quotationApi.critiqueFollowUp, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}
