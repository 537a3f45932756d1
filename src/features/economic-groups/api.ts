import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import type { Paged } from '../../contract/common';
import type { Company, EconomicGroup, EconomicGroupRow } from '../../contract/economic-groups';
import { apiPath } from '../../contract/manifest';
import { economicGroupApi } from '../../contract/manifests/economic-groups';
import type { CompanyListSearch, GroupListSearch } from './search';

/**
 * Query keys, broad to narrow, so one invalidation reaches every page of a list. A group's companies
 * live under the group's key: a change to a company refreshes its group too (`total_empresas`).
 */
export const groupKeys = {
  all: ['economicGroups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (search: GroupListSearch) => [...groupKeys.lists(), search] as const,
  detail: (id: string) => [...groupKeys.all, 'detail', id] as const,
  companies: (groupId: string) => [...groupKeys.all, 'companies', groupId] as const,
  companyList: (groupId: string, search: CompanyListSearch) =>
    [...groupKeys.companies(groupId), 'list', search] as const,
  company: (groupId: string, companyId: string) =>
    [...groupKeys.companies(groupId), 'company', companyId] as const,
};

export function groupsQuery(search: GroupListSearch) {
  return queryOptions({
    queryKey: groupKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<Paged<EconomicGroupRow>>(economicGroupApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every group matching the list's filters and sort (the CSV export): page_size=-1. */
export async function fetchAllGroups(search: GroupListSearch): Promise<EconomicGroupRow[]> {
  return fetchAllRows<EconomicGroupRow>(economicGroupApi.list, search);
}

/** One group with its ETag: the edit form sends it back as If-Match. */
export function groupQuery(id: string) {
  return queryOptions({
    queryKey: groupKeys.detail(id),
    queryFn: ({ signal }) =>
      api.getWithEtag<EconomicGroup>(apiPath(economicGroupApi.item, { id }), { signal }),
  });
}

export function companiesQuery(groupId: string, search: CompanyListSearch) {
  return queryOptions({
    queryKey: groupKeys.companyList(groupId, search),
    queryFn: ({ signal }) =>
      api.get<Paged<Company>>(apiPath(economicGroupApi.companies, { id: groupId }), {
        query: { ...search },
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

/** One borrower or subsidiary with its ETag. */
export function companyQuery(groupId: string, companyId: string) {
  return queryOptions({
    queryKey: groupKeys.company(groupId, companyId),
    queryFn: ({ signal }) =>
      api.getWithEtag<Company>(apiPath(economicGroupApi.company, { id: groupId, companyId }), { signal }),
  });
}
