import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import { keepPreviousPage } from '../../api/previous-page';
import type { AgroCost, AgroQuotation, AgroQuotationRow } from '../../contract/agro-quotations';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { agroQuotationApi } from '../../contract/manifests/agro-quotations';
import { agroFormDataQuery } from '../../lookups/agro';
import type { AgroListSearch, ProposalListSearch } from './search';

// The form's fixed lists live in the lookups layer (the guest form and the offline prefetch read them).
export { agroFormDataQuery };

/**
 * Query keys, broad to narrow: every read of one quotation lives under `one(id)`, so a command on it
 * refreshes the page, its costs and its history at once; the lists are apart.
 */
export const agroKeys = {
  all: ['agroQuotations'] as const,
  one: (id: string) => [...agroKeys.all, 'one', id] as const,
  record: (id: string) => [...agroKeys.one(id), 'record'] as const,
  costs: (id: string) => [...agroKeys.one(id), 'costs'] as const,
  lists: () => [...agroKeys.all, 'list'] as const,
  list: (search: AgroListSearch) => [...agroKeys.lists(), search] as const,
  proposals: (search: ProposalListSearch) => [...agroKeys.lists(), 'proposals', search] as const,
  policies: (search: ProposalListSearch) => [...agroKeys.lists(), 'policies', search] as const,
};

/** GET /v1/agro/cotacoes: one page of the list. */
export function agroQuotationsQuery(search: AgroListSearch) {
  return queryOptions({
    queryKey: agroKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<Paged<AgroQuotationRow>>(agroQuotationApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every agro quotation matching the list's filters and sort (the CSV export). */
export function fetchAllAgroQuotations(search: AgroListSearch): Promise<AgroQuotationRow[]> {
  return fetchAllRows<AgroQuotationRow>(agroQuotationApi.list, search);
}

/** GET /v1/agro/cotacoes/{id}. */
export function agroQuotationQuery(id: string) {
  return queryOptions({
    queryKey: agroKeys.record(id),
    queryFn: ({ signal }) => api.get<AgroQuotation>(apiPath(agroQuotationApi.item, { id }), { signal }),
  });
}

/** GET /v1/agro/agricola/custo/{id}/listar: the insurers' costs of the quotation, by payment form. */
export function agroCostsQuery(id: string) {
  return queryOptions({
    queryKey: agroKeys.costs(id),
    queryFn: ({ signal }) => api.get<AgroCost[]>(apiPath(agroQuotationApi.costList, { id }), { signal }),
  });
}

/** GET /v1/agro/cotacoes/listarpropostas: one page of the proposals (and the policies issued). */
export function agroProposalsQuery(search: ProposalListSearch) {
  return queryOptions({
    queryKey: agroKeys.proposals(search),
    queryFn: ({ signal }) =>
      api.get<Paged<AgroQuotationRow>>(agroQuotationApi.proposals, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every proposal matching the filters (the CSV export of /propostas). */
export function fetchAllAgroProposals(search: ProposalListSearch): Promise<AgroQuotationRow[]> {
  return fetchAllRows<AgroQuotationRow>(agroQuotationApi.proposals, search);
}

/** GET /v1/agro/cotacoes/listarapolices: one page of the policies. */
export function agroPoliciesQuery(search: ProposalListSearch) {
  return queryOptions({
    queryKey: agroKeys.policies(search),
    queryFn: ({ signal }) =>
      api.get<Paged<AgroQuotationRow>>(agroQuotationApi.policies, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}
