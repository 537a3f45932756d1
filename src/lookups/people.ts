import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { ApiError } from '../api/errors';
import { apiPath } from '../contract/manifest';
import { peopleAccess, peopleApi } from '../contract/manifests/people';
import type { Bank, CepLookup, Cnae, CompanyLookup } from '../contract/pessoas';
import { PESSOAS_CACHE_DAYS } from '../contract/pessoas';
import { LOOKUP_STALE_MS, lookupKey } from './keys';

/**
 * The company (CNPJ), address (CEP), CNAE and bank lookups. No command writes them (`people` is no
 * command prefix): a CNPJ's data changes at the Receita, not here. Answers already seen persist with
 * the query cache (src/api/query.tsx), so a form autofills a CNPJ or CEP seen before without signal.
 */
const DOMAIN = 'people';

export const peopleLookupAccess = peopleAccess.lookup;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * About as long as the server keeps an upstream answer (30 days), capped at 24 days: TanStack times
 * staleness with setTimeout, whose 32-bit limit (24.8 days) 30 days would overflow (firing at once).
 */
const ANSWER_STALE_MS = Math.min(PESSOAS_CACHE_DAYS, 24) * DAY_MS;

/** A 4xx is the answer (invalid, unknown): asking again gives the same. A 5xx or no answer may pass. */
const retryUnavailable = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status !== null && error.status < 500);

/** GET /v1/pessoa-juridica/{cnpj} (14 digits). Silent: the field says what happened, not an alert. */
export function companyLookupQuery(cnpjDigits: string) {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'cnpj', cnpjDigits),
    queryFn: ({ signal }) =>
      api.get<CompanyLookup>(apiPath(peopleApi.company, { cnpj: cnpjDigits }), { signal, silent: true }),
    staleTime: ANSWER_STALE_MS,
    retry: retryUnavailable,
  });
}

/** GET /v1/cep/{cep} (8 digits). */
export function cepLookupQuery(cepDigits: string) {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'cep', cepDigits),
    queryFn: ({ signal }) =>
      api.get<CepLookup>(apiPath(peopleApi.cep, { cep: cepDigits }), { signal, silent: true }),
    staleTime: ANSWER_STALE_MS,
    retry: retryUnavailable,
  });
}

/** GET /v1/cnaes/suggest?query=: IBGE CNAE 2.3 subclasses by code or description. */
export function cnaeSuggestQuery(query = '') {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'cnaes', query),
    queryFn: ({ signal }) =>
      api.get<Cnae[]>(peopleApi.cnaeSuggest, { query: { query }, signal, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET /v1/bancos/suggest?query=: banks by COMPE code, ISPB or name. */
export function bankSuggestQuery(query = '') {
  return queryOptions({
    queryKey: lookupKey(DOMAIN, 'banks', query),
    queryFn: ({ signal }) =>
      api.get<Bank[]>(peopleApi.bankSuggest, { query: { query }, signal, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}
