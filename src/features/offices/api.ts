import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { officeApi } from '../../contract/manifests/offices';
import type { Office, officeBody } from '../../contract/offices';
import type { OfficeListSearch } from './search';

/** Query keys, broad to narrow, so one invalidation reaches every page of the list. */
export const officeKeys = {
  all: ['offices'] as const,
  lists: () => [...officeKeys.all, 'list'] as const,
  list: (search: OfficeListSearch) => [...officeKeys.lists(), search] as const,
  detail: (id: string) => [...officeKeys.all, 'detail', id] as const,
};

export function officesQuery(search: OfficeListSearch) {
  return queryOptions({
    queryKey: officeKeys.list(search),
    queryFn: ({ signal }) => api.get<Paged<Office>>(officeApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every office matching the list's filters and sort (the CSV export): page_size=-1. */
export async function fetchAllOffices(search: OfficeListSearch): Promise<Office[]> {
  return fetchAllRows<Office>(officeApi.list, search);
}

/** One office with its ETag: the edit form sends it back as If-Match. */
export function officeQuery(id: string) {
  return queryOptions({
    queryKey: officeKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<Office>(apiPath(officeApi.item, { id }), { signal }),
  });
}

/** What the form sends once validated (digits only, upper-cased). */
export type OfficeData = v.InferOutput<typeof officeBody>;
