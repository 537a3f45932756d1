import type * as v from 'valibot';
import { queryOptions } from '@tanstack/react-query';
import { fetchAllRows } from '../../api/all-rows';
import { api } from '../../api/client';
import { keepPreviousPage } from '../../api/previous-page';
import type { Paged } from '../../contract/common';
import { apiPath } from '../../contract/manifest';
import { policyApi } from '../../contract/manifests/policies';
import type {
  Endorsement,
  EndorsementListItem,
  Policy,
  PolicyDetail,
  endorsementBody,
} from '../../contract/policies';
import type { CritiqueFollowUpViewSearch, EndorsementListSearch, PolicyListSearch } from './search';
import { endorsementApiQuery, requestApiQuery } from './search';
import type {
  EndorsementRequest,
  EndorsementRequestListItem,
  PolicyWithRequests,
  RequestCritique,
  RequestCritiqueFollowUp,
  endorsementRequestBody,
} from '../../contract/endorsement-requests';

/** Query keys, broad to narrow, so one invalidation reaches every page of the lists. */
export const policyKeys = {
  all: ['policies'] as const,
  lists: () => [...policyKeys.all, 'list'] as const,
  list: (search: PolicyListSearch) => [...policyKeys.lists(), search] as const,
  detail: (id: string) => [...policyKeys.all, 'detail', id] as const,
  endorsementLists: () => [...policyKeys.all, 'endorsements'] as const,
  endorsementList: (search: EndorsementListSearch) => [...policyKeys.endorsementLists(), search] as const,
  endorsement: (id: string) => [...policyKeys.all, 'endorsement', id] as const,
  requests: (policyId: string) => [...policyKeys.all, 'requests', policyId] as const,
  request: (id: string) => [...policyKeys.all, 'request', id] as const,
  requestCritiques: (id: string) => [...policyKeys.request(id), 'critiques'] as const,
  requestLists: () => [...policyKeys.all, 'request-list'] as const,
  requestCritiqueFollowUps: () => [...policyKeys.all, 'request-critique-follow-up'] as const,
  requestList: (search: EndorsementListSearch) => [...policyKeys.requestLists(), search] as const,
};

/** The endorsement requests of a policy, newest first, with the actions allowed now. */
export function policyRequestsQuery(policyId: string) {
  return queryOptions({
    queryKey: policyKeys.requests(policyId),
    queryFn: ({ signal }) =>
      api.get<Paged<EndorsementRequestListItem>>(policyApi.requestList, {
        query: { apolice_id: policyId, page_size: -1 },
        signal,
      }),
  });
}

/** One request of a policy with its ETag (the edit screen's If-Match) and the actions allowed now. */
export function requestQuery(policyId: string, id: string) {
  return queryOptions({
    queryKey: policyKeys.request(id),
    queryFn: ({ signal }) =>
      api.getWithEtag<EndorsementRequest>(apiPath(policyApi.request, { id: policyId, endosso: id }), {
        signal,
      }),
  });
}

/** The critiques of one request, newest first. */
export function requestCritiquesQuery(policyId: string, id: string) {
  return queryOptions({
    queryKey: policyKeys.requestCritiques(id),
    queryFn: ({ signal }) =>
      api.get<RequestCritique[]>(apiPath(policyApi.requestCritiques, { apolice: policyId, id }), { signal }),
  });
}

/** /acompanhar-criticas?origem=solicitacoes: the open critiques of the requests the user sees. */
export function requestCritiqueFollowUpQuery(search: CritiqueFollowUpViewSearch) {
  const { origem: _origin, ...query } = search;
  return queryOptions({
    queryKey: [...policyKeys.requestCritiqueFollowUps(), query] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<RequestCritiqueFollowUp>>(policyApi.requestCritiqueFollowUp, {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

/** /endossos?visao=solicitacoes: the requests of the policies the user sees. */
export function requestListQuery(search: EndorsementListSearch) {
  return queryOptions({
    queryKey: policyKeys.requestList(search),
    queryFn: ({ signal }) =>
      api.get<Paged<EndorsementRequestListItem>>(policyApi.requestList, {
        query: requestApiQuery(search),
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

/** What the request form sends once validated. */
export type RequestData = v.InferOutput<typeof endorsementRequestBody>;

export function policiesQuery(search: PolicyListSearch) {
  return queryOptions({
    queryKey: policyKeys.list(search),
    queryFn: ({ signal }) => api.get<Paged<Policy>>(policyApi.list, { query: { ...search }, signal }),
    placeholderData: keepPreviousPage,
  });
}

/** Every policy matching the list's filters and sort (the CSV export). */
export const fetchAllPolicies = (search: PolicyListSearch) => fetchAllRows<Policy>(policyApi.list, search);

/**
 * The policy with its endorsements (running values), its requests (state, actions, open critiques) and
 * its ETag. `solicitacoes` may be absent from a read cached on the device before the server sent it.
 */
export function policyQuery(id: string) {
  return queryOptions({
    queryKey: policyKeys.detail(id),
    queryFn: ({ signal }) =>
      api.getWithEtag<PolicyDetail & Partial<Pick<PolicyWithRequests, 'solicitacoes'>>>(
        apiPath(policyApi.item, { id }),
        { signal },
      ),
  });
}

export function endorsementQuery(policyId: string, id: string) {
  return queryOptions({
    queryKey: policyKeys.endorsement(id),
    queryFn: ({ signal }) =>
      api.getWithEtag<Endorsement>(apiPath(policyApi.endorsement, { id: policyId, endosso: id }), { signal }),
  });
}

export function endorsementsQuery(search: EndorsementListSearch) {
  return queryOptions({
    queryKey: policyKeys.endorsementList(search),
    queryFn: ({ signal }) =>
      api.get<Paged<EndorsementListItem>>(policyApi.endorsementList, {
        query: endorsementApiQuery(search),
        signal,
      }),
    placeholderData: keepPreviousPage,
  });
}

export const fetchAllEndorsements = (search: EndorsementListSearch) =>
  fetchAllRows<EndorsementListItem>(policyApi.endorsementList, endorsementApiQuery(search));

/** What the endorsement form sends once validated. */
export type EndorsementData = v.InferOutput<typeof endorsementBody>;
