import { queryOptions } from '@tanstack/react-query';
import { fetchAllRows } from '../../api/all-rows';
import { api } from '../../api/client';
import { keepPreviousPage } from '../../api/previous-page';
import type { Paged, SuggestItem } from '../../contract/common';
import type { Invoice } from '../../contract/invoices';
import { apiPath } from '../../contract/manifest';
import { invoiceApi } from '../../contract/manifests/invoices';
import type { InvoiceListSearch } from './search';

/** Query keys, broad to narrow, so one invalidation reaches every page of the lists. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (search: InvoiceListSearch) => [...invoiceKeys.lists(), search] as const,
  detail: (id: string) => [...invoiceKeys.all, 'detail', id] as const,
  ofPolicy: (policyId: string) => [...invoiceKeys.lists(), 'policy', policyId] as const,
  overdueOfGroup: (groupId: string) => [...invoiceKeys.lists(), 'group-overdue', groupId] as const,
  reasons: () => [...invoiceKeys.all, 'reasons'] as const,
};

export function invoicesQuery(search: InvoiceListSearch) {
  return queryOptions({
    queryKey: invoiceKeys.list(search),
    queryFn: ({ signal }) => api.get<Paged<Invoice>>(invoiceApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every invoice matching the list's filters and sort (the CSV export). */
export const fetchAllInvoices = (search: InvoiceListSearch) => fetchAllRows<Invoice>(invoiceApi.list, search);

/** All invoices of one policy, by due date (the policy page's section). */
export function policyInvoicesQuery(policyId: string) {
  return queryOptions({
    queryKey: invoiceKeys.ofPolicy(policyId),
    queryFn: ({ signal }) =>
      api.get<Paged<Invoice>>(invoiceApi.list, {
        query: { apolice_id: policyId, page_size: -1, sort: 'vencimento', direction: 'asc' },
        signal,
      }),
  });
}

/** How many invoices of a group's policies are overdue (the group page's payment alert). */
export function groupOverdueQuery(groupId: string) {
  return queryOptions({
    queryKey: invoiceKeys.overdueOfGroup(groupId),
    queryFn: ({ signal }) =>
      api.get<Paged<Invoice>>(invoiceApi.list, {
        query: { grupo_economico_id: groupId, situacao: 'vencida', page_size: 5 },
        signal,
      }),
  });
}

export function invoiceQuery(id: string) {
  return queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<Invoice>(apiPath(invoiceApi.item, { id }), { signal }),
  });
}

export const inactivationReasonsQuery = queryOptions({
  queryKey: invoiceKeys.reasons(),
  queryFn: ({ signal }) => api.get<SuggestItem[]>(invoiceApi.inactivationReasons, { signal }),
  staleTime: Infinity,
});
