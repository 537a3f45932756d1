import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { keepPreviousPage } from '../../api/previous-page';
import { api } from '../../api/client';
import type { Broker, brokerBody } from '../../contract/brokers';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { brokerApi } from '../../contract/manifests/brokers';
import type { BrokerListSearch } from './search';

export const brokerKeys = {
  all: ['brokers'] as const,
  lists: () => [...brokerKeys.all, 'list'] as const,
  list: (search: BrokerListSearch) => [...brokerKeys.lists(), search] as const,
  detail: (id: string) => [...brokerKeys.all, 'detail', id] as const,
};

export function brokersQuery(search: BrokerListSearch) {
  return queryOptions({
    queryKey: brokerKeys.list(search),
    queryFn: ({ signal }) => api.get<Paged<Broker>>(brokerApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** One broker with its ETag: the edit form sends it back as If-Match. */
export function brokerQuery(id: string) {
  return queryOptions({
    queryKey: brokerKeys.detail(id),
    queryFn: ({ signal }) => api.getWithEtag<Broker>(apiPath(brokerApi.item, { id }), { signal }),
  });
}

export type BrokerData = v.InferOutput<typeof brokerBody>;
