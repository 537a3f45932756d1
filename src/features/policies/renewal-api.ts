import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import { keepPreviousPage } from '../../api/previous-page';
import type { Paged } from '../../contract/common';
import { policyApi } from '../../contract/manifests/policies';
import type { RenewalItem, RenewalWindow } from '../../contract/policy-renewals';
import { policyKeys } from './api';

export interface RenewalSearch {
  dias: RenewalWindow;
  page: number;
  page_size: number;
}

/** GET /v1/garantia/apolices/vencendo: the renewal radar's page. */
export function renewalsQuery(search: RenewalSearch) {
  return queryOptions({
    queryKey: [...policyKeys.lists(), 'vencendo', search] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<RenewalItem>>(policyApi.renewals, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}
