import { ifMatch } from '../../api/if-match';
import { apiPath } from '../../contract/manifest';
import { policyApi, policyScreens } from '../../contract/manifests/policies';
import type { Endorsement } from '../../contract/policies';
import { defineCommand } from '../../offline/commands';
import type {
  AcceptRequestData,
  CancellationRequestData,
  EndorsementRequest,
  RefuseRequestData,
  RequestCritique,
} from '../../contract/endorsement-requests';
import type { EndorsementData, RequestData } from './api';
import { policyKeys } from './api';

/** A create carries a client-generated id, so a replayed create lands on the same row. */
export type NewEndorsement = EndorsementData & { id: string; policyId: string };

export interface EndorsementUpdate {
  policyId: string;
  id: string;
  /** The ETag of the endorsement the form showed: a change made meanwhile elsewhere is a 412. */
  etag: string | null;
  data: EndorsementData;
}

/** A policy's endorsements go out in order (each one's running values depend on the others). */
const policyScope = (id: string) => `policy:${id}`;

export const createEndorsement = defineCommand<NewEndorsement, Endorsement>({
  name: 'policies.endorse',
  scope: (e) => policyScope(e.policyId),
  send: ({ policyId, ...body }, { api }) =>
    api.post<Endorsement>(apiPath(policyApi.endorsements, { id: policyId }), body),
  describe: (e) => `Registrar endosso ${e.numero}`,
  editLink: (e) => ({ to: policyScreens.novoEndosso.path, params: { id: e.policyId } }),
  invalidates: (e) => [policyKeys.detail(e.policyId), policyKeys.lists(), policyKeys.endorsementLists()],
});

export const updateEndorsement = defineCommand<EndorsementUpdate, Endorsement>({
  name: 'policies.updateEndorsement',
  scope: (u) => policyScope(u.policyId),
  send: (u, { api }) =>
    api.put<Endorsement>(apiPath(policyApi.endorsement, { id: u.policyId, endosso: u.id }), u.data, {
      headers: ifMatch(u.etag),
    }),
  describe: (u) => `Alterar endosso ${u.data.numero}`,
  editLink: (u) => ({ to: policyScreens.editarEndosso.path, params: { id: u.policyId, endosso: u.id } }),
  invalidates: (u) => [
    policyKeys.detail(u.policyId),
    policyKeys.endorsement(u.id),
    policyKeys.lists(),
    policyKeys.endorsementLists(),
  ],
});

/** The draft keys of the endorsement forms. */
export const endorsementDraftKeys = {
  create: (policyId: string) => `policies.endorse:${policyId}`,
  update: (id: string) => `policies.updateEndorsement:${id}`,
};

/** A new endorsement request, with the client's id (a replay lands on the same row). */
export type NewRequest = RequestData & { id: string; policyId: string };

export const createRequest = defineCommand<NewRequest, EndorsementRequest>({
  name: 'policies.request',
  scope: (r) => policyScope(r.policyId),
  send: ({ policyId, ...body }, { api }) =>
    api.post<EndorsementRequest>(apiPath(policyApi.requests, { id: policyId }), body),
  describe: () => 'Solicitar endosso',
  editLink: (r) => ({ to: policyScreens.novaSolicitacaoEndosso.path, params: { id: r.policyId } }),
  invalidates: (r) => [policyKeys.detail(r.policyId), policyKeys.requests(r.policyId), policyKeys.lists()],
});

export const requestDraftKey = (policyId: string) => `policies.request:${policyId}`;

export interface RequestUpdate {
  policyId: string;
  id: string;
  /** The ETag of the request the form showed: a change made meanwhile elsewhere is a 412. */
  etag: string | null;
  data: RequestData;
}

export const updateRequest = defineCommand<RequestUpdate, EndorsementRequest>({
  name: 'policies.updateRequest',
  scope: (u) => policyScope(u.policyId),
  send: (u, { api }) =>
    api.put<EndorsementRequest>(requestPath(policyApi.request, u), u.data, { headers: ifMatch(u.etag) }),
  describe: () => 'Alterar solicitação de endosso',
  editLink: (u) => ({
    to: policyScreens.editarSolicitacao.path,
    params: { id: u.policyId, endosso: u.id },
  }),
  invalidates: (u) => [...afterRequestMove(u), policyKeys.request(u.id)],
});

export const updateRequestDraftKey = (id: string) => `policies.updateRequest:${id}`;

/** The cancellation of the policy: a request of the type 'cancelamento' with the client's id. */
export type NewCancellation = CancellationRequestData & { id: string; policyId: string };

export const requestPolicyCancellation = defineCommand<NewCancellation, EndorsementRequest>({
  name: 'policies.requestCancellation',
  scope: (c) => policyScope(c.policyId),
  send: ({ policyId, ...body }, { api }) =>
    api.post<EndorsementRequest>(apiPath(policyApi.cancellationRequest, { id: policyId }), body),
  describe: () => 'Solicitar cancelamento da apólice',
  editLink: (c) => ({ to: policyScreens.cancelamentoApolice.path, params: { id: c.policyId } }),
  invalidates: (c) => [
    policyKeys.detail(c.policyId),
    policyKeys.requests(c.policyId),
    policyKeys.requestLists(),
    policyKeys.lists(),
  ],
});

export const cancellationDraftKey = (policyId: string) => `policies.requestCancellation:${policyId}`;

/** An action on one request of a policy: the request's path and, for the insurer's answers, its body. */
export interface RequestMove<B = Record<string, never>> {
  policyId: string;
  id: string;
  body: B;
}

/** What an answer to a request makes stale: the policy (its situation, its term), its requests, the lists. */
const afterRequestMove = (m: { policyId: string }) => [
  policyKeys.detail(m.policyId),
  policyKeys.requests(m.policyId),
  policyKeys.requestLists(),
  policyKeys.lists(),
  policyKeys.endorsementLists(),
];

const requestPath = (path: string, m: { policyId: string; id: string }) =>
  apiPath(path, { id: m.policyId, endosso: m.id });

export const sendRequest = defineCommand<RequestMove, EndorsementRequest>({
  name: 'policies.sendRequest',
  scope: (m) => policyScope(m.policyId),
  send: (m, { api }) => api.post<EndorsementRequest>(requestPath(policyApi.requestSend, m), {}),
  describe: () => 'Enviar solicitação de endosso à seguradora',
  invalidates: afterRequestMove,
});

export const cancelRequest = defineCommand<RequestMove, EndorsementRequest>({
  name: 'policies.cancelRequest',
  scope: (m) => policyScope(m.policyId),
  send: (m, { api }) => api.post<EndorsementRequest>(requestPath(policyApi.requestCancel, m), {}),
  describe: () => 'Cancelar solicitação de endosso',
  invalidates: afterRequestMove,
});

export const acceptRequest = defineCommand<RequestMove<AcceptRequestData>, EndorsementRequest>({
  name: 'policies.acceptRequest',
  scope: (m) => policyScope(m.policyId),
  send: (m, { api }) => api.post<EndorsementRequest>(requestPath(policyApi.requestAccept, m), m.body),
  describe: (m) => `Registrar aceite (endosso ${m.body.numero})`,
  invalidates: afterRequestMove,
});

export const refuseRequest = defineCommand<RequestMove<RefuseRequestData>, EndorsementRequest>({
  name: 'policies.refuseRequest',
  scope: (m) => policyScope(m.policyId),
  send: (m, { api }) => api.post<EndorsementRequest>(requestPath(policyApi.requestRefuse, m), m.body),
  describe: () => 'Reprovar solicitação de endosso',
  invalidates: afterRequestMove,
});

/** Two moves of one command are the same action when they touch the same request. */
export const sameRequest = (a: { id: string }, b: { id: string }) => a.id === b.id;

/** A request's critique: the thread's path names the policy and the request. */
export interface RequestCritiqueRef {
  policyId: string;
  requestId: string;
}

/**
 * What a critique makes stale: the thread, the request (its open count and actions, also on the policy's
 * read) and the follow-up list.
 */
const afterCritique = (c: RequestCritiqueRef) => [
  policyKeys.detail(c.policyId),
  policyKeys.requestCritiques(c.requestId),
  policyKeys.request(c.requestId),
  policyKeys.requests(c.policyId),
  policyKeys.requestLists(),
  policyKeys.requestCritiqueFollowUps(),
];

export const addRequestCritique = defineCommand<
  RequestCritiqueRef & { id: string; texto: string },
  RequestCritique
>({
  name: 'policies.critiqueRequest',
  scope: (c) => policyScope(c.policyId),
  send: ({ policyId, requestId, id, texto }, { api }) =>
    api.post<RequestCritique>(apiPath(policyApi.requestCritiques, { apolice: policyId, id: requestId }), {
      id,
      texto,
    }),
  describe: () => 'Nova crítica da solicitação de endosso',
  editLink: (c) => ({
    to: policyScreens.novaCriticaSolicitacao.path,
    params: { id: c.policyId, endosso: c.requestId },
  }),
  invalidates: afterCritique,
});

export const resendRequestCritique = defineCommand<RequestCritiqueRef & { critica: string }, RequestCritique>(
  {
    name: 'policies.resendRequestCritique',
    scope: (c) => policyScope(c.policyId),
    send: ({ policyId, requestId, critica }, { api }) =>
      api.post<RequestCritique>(
        apiPath(policyApi.requestCritiqueResend, { apolice: policyId, id: requestId, critica }),
        {},
      ),
    describe: () => 'Reenviar crítica da solicitação de endosso',
    invalidates: afterCritique,
  },
);

export const resolveRequestCritique = defineCommand<
  RequestCritiqueRef & { critica: string; resolucao: string | null },
  RequestCritique
>({
  name: 'policies.resolveRequestCritique',
  scope: (c) => policyScope(c.policyId),
  send: ({ policyId, requestId, critica, resolucao }, { api }) =>
    api.put<RequestCritique>(
      apiPath(policyApi.requestCritiqueResolve, { apolice: policyId, id: requestId, critica }),
      { resolucao },
    ),
  describe: () => 'Regularizar crítica da solicitação de endosso',
  invalidates: afterCritique,
});

/** Two critique writes are the same action when they touch the same critique. */
export const sameCritique = (a: { critica: string }, b: { critica: string }) => a.critica === b.critica;
