import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { displayCnpj } from '../contract/documents';
import type {
  CompanySuggestion,
  DocumentSuggestion,
  GroupSuggestion,
  InsuredSuggestion,
} from '../contract/economic-groups';
import { companyLabel } from '../contract/economic-groups';
import { apiPath } from '../contract/manifest';
import { economicGroupAccess, economicGroupApi } from '../contract/manifests/economic-groups';
import type { SuggestItem } from '../contract/common';
import { LOOKUP_STALE_MS, lookupKey } from './keys';
import type { PrefetchLookup } from './prefetch';

/**
 * The economic groups' lookups: the pickers of groups, borrowers (tomadores), insureds and offices the
 * quotation, policy and endorsement forms use. Keys: groups under `economicGroups` (commands
 * `economicGroups.*`), borrowers under `companies` (commands `companies.*`, the stars included), so a
 * group or borrower saved anywhere shows at once in every picker.
 */
const GROUPS = 'economicGroups';
const COMPANIES = 'companies';

/** The quotation, policy and endorsement forms pick groups and borrowers (the server's rule). */
export const economicGroupLookupAccess = economicGroupAccess.lookup;

/** The borrower picker's label (SPEC.md §3): nome_fantasia, else the name, and the masked CNPJ. */
export function companySuggestionLabel(company: CompanySuggestion): string {
  return companyLabel(company.nome_fantasia ?? company.nome, displayCnpj(company.cnpj));
}

/** A group picker's label: its name and masked CNPJ. */
export function groupSuggestionLabel(group: GroupSuggestion): string {
  return companyLabel(group.nome, displayCnpj(group.cnpj));
}

/** GET /v1/gruposeconomicos/suggest: active groups matching `query` (name or CNPJ). */
export function groupSuggestQuery(query = '') {
  return queryOptions({
    queryKey: lookupKey(GROUPS, 'suggest', query),
    queryFn: ({ signal }) =>
      api.get<GroupSuggestion[]>(economicGroupApi.suggest, { query: { query }, signal, silent: true }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/**
 * GET /v1/gruposeconomicos/cotacaocurrentuser: every group the current user may quote for. Small (a
 * user's wallet and permissions) and read after login, so a field agent picks a group without signal.
 */
export const groupsForCurrentUserQuery = queryOptions({
  queryKey: lookupKey(GROUPS, 'currentUser'),
  queryFn: ({ signal }) =>
    api.get<GroupSuggestion[]>(economicGroupApi.forCurrentUser, { signal, silent: true }),
  staleTime: LOOKUP_STALE_MS,
});

/**
 * GET /v1/gruposeconomicos/{id}/tomadores/suggest: the group's active borrowers matching `query`,
 * favourites first; `borrowersOnly` sends `subsidiarias=false` (the filiais left out).
 */
export function companySuggestQuery(groupId: string, query = '', { borrowersOnly = false } = {}) {
  return queryOptions({
    queryKey: lookupKey(COMPANIES, 'suggest', groupId, borrowersOnly, query),
    queryFn: ({ signal }) =>
      api.get<CompanySuggestion[]>(apiPath(economicGroupApi.companySuggest, { id: groupId }), {
        query: borrowersOnly ? { query, subsidiarias: false } : { query },
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET /v1/gruposeconomicos/{id}/tomadores/cotacao: the borrowers a quotation of the group may name. */
export function companiesForQuotationQuery(groupId: string) {
  return queryOptions({
    queryKey: lookupKey(COMPANIES, 'quotation', groupId),
    queryFn: ({ signal }) =>
      api.get<CompanySuggestion[]>(apiPath(economicGroupApi.companiesForQuotation, { id: groupId }), {
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET /v1/gruposeconomicos/{id}/tomadores/endosso: every company of the group, inactive ones too. */
export function companiesForEndorsementQuery(groupId: string) {
  return queryOptions({
    queryKey: lookupKey(COMPANIES, 'endorsement', groupId),
    queryFn: ({ signal }) =>
      api.get<CompanySuggestion[]>(apiPath(economicGroupApi.companiesForEndorsement, { id: groupId }), {
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET .../documentos/balancos/suggest or /outros/suggest: the group's documents, newest first. */
export function groupDocumentSuggestQuery(groupId: string, kind: 'balancos' | 'outros') {
  return queryOptions({
    queryKey: lookupKey(GROUPS, 'documents', groupId, kind),
    queryFn: ({ signal }) =>
      api.get<DocumentSuggestion[]>(
        apiPath(kind === 'balancos' ? economicGroupApi.balanceSuggest : economicGroupApi.documentSuggest, {
          id: groupId,
        }),
        { signal, silent: true },
      ),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET /v1/segurados/cotacao: insureds matching `query` (name or document number). */
export function insuredSuggestQuery(query = '') {
  return queryOptions({
    queryKey: lookupKey(GROUPS, 'insureds', query),
    queryFn: ({ signal }) =>
      api.get<InsuredSuggestion[]>(economicGroupApi.insuredsForQuotation, {
        query: { query },
        signal,
        silent: true,
      }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** GET /v1/escritorios/cotacao: the offices the current user may quote for (their own first). */
export const officesForQuotationQuery = queryOptions({
  queryKey: lookupKey(GROUPS, 'officesForQuotation'),
  queryFn: ({ signal }) =>
    api.get<SuggestItem[]>(economicGroupApi.officesForQuotation, { signal, silent: true }),
  staleTime: LOOKUP_STALE_MS,
});

/**
 * One group's reference (name and CNPJ) for the screens of other domains under a group (its credit
 * limits): GET /v1/gruposeconomicos/{id}, kept as a lookup so the groups' commands refresh it.
 */
export function groupReferenceQuery(groupId: string) {
  return queryOptions({
    queryKey: lookupKey(GROUPS, 'reference', groupId),
    queryFn: async ({ signal }): Promise<GroupSuggestion> => {
      const group = await api.get<{
        id: string;
        razao_social: string;
        nome_fantasia: string | null;
        cnpj: string;
      }>(apiPath(economicGroupApi.item, { id: groupId }), { signal, silent: true });
      return { id: group.id, nome: group.nome_fantasia ?? group.razao_social, cnpj: group.cnpj };
    },
    staleTime: LOOKUP_STALE_MS,
  });
}

/** What this domain's lookups read after login (src/lookups/prefetch.ts gathers every module's). */
export const prefetch: readonly PrefetchLookup[] = [
  // A field agent picks the group and the office of a quotation without signal.
  { access: economicGroupLookupAccess, fetch: (client) => client.query(groupsForCurrentUserQuery) },
  { access: economicGroupLookupAccess, fetch: (client) => client.query(officesForQuotationQuery) },
];
