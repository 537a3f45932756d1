import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import { keepPreviousPage } from '../../api/previous-page';
import type { Paged } from '../../contract/common';
import type {
  CritiqueFollowUp,
  QuotationEdit,
  QuotationOptions,
  QuotationRow,
} from '../../contract/guarantee-quotations';
import { apiPath } from '../../contract/manifest';
import { quotationApi } from '../../contract/manifests/quotations';
import {
  comparisonQuery,
  critiquesQuery,
  quotationQuery,
  quotationRecordKeys,
  quotationStatusQuery,
} from '../../lookups/quotations';
import type { CritiqueFollowUpSearch, QuotationListSearch } from './search';

// The reads of one quotation live in the lookups layer (the offline prefetch fills the same keys).
export { comparisonQuery, critiquesQuery, quotationQuery, quotationStatusQuery };

/**
 * Query keys, broad to narrow: every read of one quotation lives under `one(id)`, so a command on a
 * quotation refreshes its page, status, critiques and history at once; the lists are apart.
 */
export const quotationKeys = {
  ...quotationRecordKeys,
  lists: () => [...quotationKeys.all, 'list'] as const,
  list: (search: QuotationListSearch) => [...quotationKeys.lists(), search] as const,
  critiqueFollowUps: () => [...quotationKeys.all, 'critiqueFollowUp'] as const,
  critiqueFollowUp: (search: CritiqueFollowUpSearch) =>
    [...quotationKeys.critiqueFollowUps(), search] as const,
  edit: (id: string) => [...quotationKeys.one(id), 'edit'] as const,
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

/** GET {id}/edicao: the edit form's data. */
export function quotationEditQuery(id: string) {
  return queryOptions({
    queryKey: quotationKeys.edit(id),
    queryFn: ({ signal }) => api.getWithEtag<QuotationEdit>(apiPath(quotationApi.edit, { id }), { signal }),
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
