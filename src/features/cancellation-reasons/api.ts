import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import { fetchAllRows } from '../../api/all-rows';
import type { CancellationReason, cancellationReasonBody } from '../../contract/cancellation-reasons';
import type { Paged, SuggestItem } from '../../contract/common';
import type { ReasonListSearch } from './search';

export const REASONS_PATH = '/v1/motivoscancelamento/';
/** The guarantee modalities (built by the modalities domain): the choices of the form. */
export const MODALITIES_PATH = '/v1/garantia/modalidades';

export const reasonKeys = {
  all: ['cancellationReasons'] as const,
  lists: () => [...reasonKeys.all, 'list'] as const,
  list: (search: ReasonListQuery) => [...reasonKeys.lists(), search] as const,
  detail: (id: string) => [...reasonKeys.all, 'detail', id] as const,
  modalities: () => [...reasonKeys.all, 'modalities'] as const,
};

/** The list's own query: the URL state less `item` (the dialog's, not the server's). */
export type ReasonListQuery = Omit<ReasonListSearch, 'item'>;

export const listQueryOf = ({ item: _item, ...query }: ReasonListSearch): ReasonListQuery => query;

export function reasonsQuery(search: ReasonListQuery) {
  return queryOptions({
    queryKey: reasonKeys.list(search),
    queryFn: ({ signal }) =>
      api.get<Paged<CancellationReason>>(REASONS_PATH, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every reason matching the list's filters and sort (the CSV export). */
export async function fetchAllReasons(search: ReasonListQuery): Promise<CancellationReason[]> {
  return fetchAllRows<CancellationReason>(REASONS_PATH, search);
}

export function reasonQuery(id: string) {
  return queryOptions({
    queryKey: reasonKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<CancellationReason>(`${REASONS_PATH}${id}`, { signal }),
  });
}

/**
 * All guarantee modalities, by name. Silent: a user who may not see the modalities (or a server
 * without them yet) gets an empty choice with a message in the form, not an alert.
 */
export const modalityOptionsQuery = queryOptions({
  queryKey: reasonKeys.modalities(),
  queryFn: async ({ signal }) => {
    const page = await api.get<Paged<SuggestItem>>(MODALITIES_PATH, {
      query: { page_size: -1, sort: 'nome' },
      signal,
      silent: true,
    });
    return page.items.map(({ id, nome }) => ({ id, nome }));
  },
  staleTime: 5 * 60 * 1000,
  retry: false,
});

export type ReasonData = v.InferOutput<typeof cancellationReasonBody>;
