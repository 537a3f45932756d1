import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import { keepPreviousPage } from '../../api/previous-page';
import type { Paged } from '../../contract/common';
import type {
  CoBrokerage,
  CreditConsult,
  CreditConsultRow,
  CreditFollowUp,
} from '../../contract/credit-limits';
import { apiPath } from '../../contract/manifest';
import { creditLimitApi } from '../../contract/manifests/credit-limits';
import type { ConsultListSearch, FollowUpSearch } from './search';

/**
 * Query keys, broad to narrow: every read of one group's limits lives under `group(groupId)`, so one
 * command invalidates the group's list, consults and co-brokerage at once; the follow-up list (all
 * groups) is apart. The answers' history (the summary card) is a lookup: src/lookups/credit-limits.ts.
 */
export const creditKeys = {
  all: ['creditLimits'] as const,
  group: (groupId: string) => [...creditKeys.all, 'group', groupId] as const,
  list: (groupId: string, search: ConsultListSearch) =>
    [...creditKeys.group(groupId), 'list', search] as const,
  consult: (groupId: string, consultId: string) =>
    [...creditKeys.group(groupId), 'consult', consultId] as const,
  coBrokerage: (groupId: string, consultId: string) =>
    [...creditKeys.group(groupId), 'coBrokerage', consultId] as const,
  followUps: () => [...creditKeys.all, 'followUp'] as const,
  followUp: (search: FollowUpSearch) => [...creditKeys.followUps(), search] as const,
};

/** GET /{id}/limitescredito: a page of the group's consults. */
export function consultsQuery(groupId: string, search: ConsultListSearch) {
  return queryOptions({
    queryKey: creditKeys.list(groupId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<CreditConsultRow>>(apiPath(creditLimitApi.list, { id: groupId }), {
        query: { ...search },
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

/** Every consult matching the list's filters and sort (the CSV export). */
export function fetchAllConsults(groupId: string, search: ConsultListSearch): Promise<CreditConsultRow[]> {
  return fetchAllRows<CreditConsultRow>(apiPath(creditLimitApi.list, { id: groupId }), search);
}

/** One consult with its ETag: the answer and co-brokerage forms send it back as If-Match. */
export function consultQuery(groupId: string, consultId: string) {
  return queryOptions({
    queryKey: creditKeys.consult(groupId, consultId),
    queryFn: ({ signal }) =>
      api.getWithEtag<CreditConsult>(apiPath(creditLimitApi.item, { id: groupId, consultId }), { signal }),
  });
}

/** GET .../{consultId}/cocorretagem (two empty brokers at 50% when nothing was recorded). */
export function coBrokerageQuery(groupId: string, consultId: string) {
  return queryOptions({
    queryKey: creditKeys.coBrokerage(groupId, consultId),
    queryFn: ({ signal }) =>
      api.get<CoBrokerage>(apiPath(creditLimitApi.coBrokerage, { id: groupId, consultId }), { signal }),
  });
}

/** GET limitescredito/acompanharseguradoras: pending answers of every group, oldest first. */
export function followUpQuery(search: FollowUpSearch) {
  return queryOptions({
    queryKey: creditKeys.followUp(search),
    queryFn: ({ signal }) =>
      api.get<Paged<CreditFollowUp>>(creditLimitApi.followUp, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

export function fetchAllFollowUps(search: FollowUpSearch): Promise<CreditFollowUp[]> {
  return fetchAllRows<CreditFollowUp>(creditLimitApi.followUp, search);
}
