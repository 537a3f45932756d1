import { ifMatch } from '../../api/if-match';
import { apiPath } from '../../contract/manifest';
import { policyApi, policyScreens } from '../../contract/manifests/policies';
import type { Endorsement } from '../../contract/policies';
import { defineCommand } from '../../offline/commands';
import type {
  AcceptRequestData,
  EndorsementRequest,
  RefuseRequestData,
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
