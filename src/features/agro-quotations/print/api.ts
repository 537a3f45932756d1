import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import type { AgroCost, AgroPrintView, AgroQuotation } from '../../../contract/agro-quotations';
import { apiPath } from '../../../contract/manifest';
import { agroQuotationApi } from '../../../contract/manifests/agro-quotations';
import { agroKeys } from '../api';

/** A 4xx is the answer (a wrong token, a quotation that is not the reader's): asking again gives the same. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500);

/**
 * GET {id}/impressao?token=: the print view without login (the guest's link), the quotation with its
 * insurers' costs. Silent: the page says what went wrong, not an alert.
 */
export function agroPrintQuery(id: string, token: string) {
  return queryOptions({
    queryKey: [...agroKeys.one(id), 'print', token] as const,
    queryFn: ({ signal }) =>
      api.get<AgroPrintView>(apiPath(agroQuotationApi.print, { id }), {
        query: { token },
        signal,
        silent: true,
      }),
    retry: retryUnlessRefused,
  });
}

/** Without a token: a logged-in reader (staff, or the guest who made it) reads the quotation and its costs. */
export function agroPrintBySessionQuery(id: string) {
  return queryOptions({
    queryKey: [...agroKeys.one(id), 'print', null] as const,
    queryFn: async ({ signal }): Promise<AgroPrintView> => {
      const [quotation, custos] = await Promise.all([
        api.get<AgroQuotation>(apiPath(agroQuotationApi.item, { id }), { signal, silent: true }),
        api.get<AgroCost[]>(apiPath(agroQuotationApi.costList, { id }), { signal, silent: true }),
      ]);
      return { ...quotation, custos };
    },
    retry: retryUnlessRefused,
  });
}
