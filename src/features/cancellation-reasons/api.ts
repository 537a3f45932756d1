import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import type { CancellationReason, cancellationReasonBody } from '../../contract/cancellation-reasons';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { reasonApi } from '../../contract/manifests/cancellation-reasons';
import type { ReasonListSearch } from './search';

export const reasonKeys = {
  all: ['cancellationReasons'] as const,
  lists: () => [...reasonKeys.all, 'list'] as const,
  list: (search: ReasonListQuery) => [...reasonKeys.lists(), search] as const,
  detail: (id: string) => [...reasonKeys.all, 'detail', id] as const,
};

/** The list's own query: the URL state less `item` (the dialog's, not the server's). */
export type ReasonListQuery = Omit<ReasonListSearch, 'item'>;

export const listQueryOf = ({ item: _item, ...query }: ReasonListSearch): ReasonListQuery => query;

export function reasonsQuery(search: ReasonListQuery) {
  return queryOptions({
    queryKey: reasonKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<Paged<CancellationReason>>(reasonApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every reason matching the list's filters and sort (the CSV export). */
export async function fetchAllReasons(search: ReasonListQuery): Promise<CancellationReason[]> {
  return fetchAllRows<CancellationReason>(reasonApi.list, search);
}

export function reasonQuery(id: string) {
  return queryOptions({
    queryKey: reasonKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<CancellationReason>(apiPath(reasonApi.item, { id }), { signal }),
  });
}

export type ReasonData = v.InferOutput<typeof cancellationReasonBody>;
