import type { Paged } from '../../../src/contract/common';
import {
  ENDORSEMENT_REQUEST_WORKFLOW,
  REQUEST_MESSAGES,
  answerDueDate,
} from '../../../src/contract/endorsement-requests';
import type {
  AcceptRequestData,
  CancellationRequestData,
  EndorsementRequest,
  EndorsementRequestAction,
  EndorsementRequestData,
  EndorsementRequestListItem,
  EndorsementRequestListQuery,
  EndorsementRequestState,
  PolicyWithRequests,
  RefuseRequestData,
} from '../../../src/contract/endorsement-requests';
import { QUOTATION_MESSAGES } from '../../../src/contract/guarantee-quotations';
import { ENDORSEMENT_TYPES, nameOfId } from '../../../src/contract/policies';
import type { Db } from '../../db/client';
import { endorsementRequests } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { createOnce } from '../../lib/create-once';
import type { Created } from '../../lib/listing';
import { runTransition } from '../../lib/transition';
import type { TransitionRecord } from '../../lib/transition';
import { visibleWhere } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';
import { workflowFromTable } from '../../lib/workflow';
import * as critiques from '../critiques/service';
import type { CritiqueHost, CritiqueView, FollowUpRow, ParentColumns } from '../critiques/service';
import * as policyRepo from './repository';
import * as repo from './requests-repository';
import type { StoredRequest } from './requests-repository';
import { getPolicy, registerEndorsement } from './service';
import type { PolicyCaller } from './service';

/**
 * Endorsement requests (docs/policies.md, "Solicitações de endosso"): a workflow on the transition
 * runner (src/contract/workflows/endorsement-requests.ts), seen by whoever sees its policy, with the
 * critiques domain's thread. Accepting one registers the endorsement through the policies' own
 * `registerEndorsement` in the same transaction.
 */

interface RequestContext {
  criticasAbertas: number;
}

export const requestWorkflow = workflowFromTable<
  EndorsementRequestState,
  EndorsementRequestAction,
  RequestContext
>(ENDORSEMENT_REQUEST_WORKFLOW, {
  sem_critica_aberta: (c) => (c && c.criticasAbertas > 0 ? QUOTATION_MESSAGES.openCritique : undefined),
});

const visiblePolicies = (viewer: Viewer) => visibleWhere(viewer, 'apolice');
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What an audit row of a request holds: its columns, named as the history labels them. */
async function audited(db: Db, row: StoredRequest): Promise<object> {
  const joined = await repo.findJoined(db, row.id);
  return {
    apolice_id: row.apoliceId,
    tipo: { id: row.tipo, nome: nameOfId(ENDORSEMENT_TYPES, row.tipo) },
    data_efeito: row.dataEfeito,
    valor: row.valor,
    nova_vigencia_fim: row.novaVigenciaFim,
    descricao: row.descricao,
    motivo_cancelamento:
      row.motivoCancelamentoId && joined?.motivo
        ? { id: row.motivoCancelamentoId, nome: joined.motivo }
        : null,
    com_restituicao: row.comRestituicao,
    valor_restituicao: row.valorRestituicao,
    estado: { id: row.estado, nome: ENDORSEMENT_REQUEST_WORKFLOW.states[row.estado] },
    enviada_em: iso(row.enviadaEm),
    decidida_em: iso(row.decididaEm),
    motivo_reprovacao: row.motivoReprovacao,
    endosso:
      row.endossoId && joined?.endossoNumero ? { id: row.endossoId, nome: joined.endossoNumero } : null,
    criticas_abertas: joined?.criticasAbertas ?? 0,
  };
}

const context = async (db: Db, row: StoredRequest): Promise<RequestContext> => ({
  criticasAbertas: await critiques.openCount(db, 'solicitacao_endosso', row.id),
});

export type RequestTransitions = TransitionRecord<
  StoredRequest,
  EndorsementRequestAction,
  RequestContext,
  repo.RequestValues
>;

/**
 * The requests the caller sees as records of the workflow; with `policyId`, only that policy's (one
 * of another policy answers as missing). Every state change rewrites the policy's 'em_endosso'.
 */
export function requestTransitions(viewer: Viewer, policyId?: string): RequestTransitions {
  return {
    workflow: requestWorkflow,
    entidade: 'solicitacao_endosso',
    // Its audit ids carry the suffix of its table in the manifest ('enviar_solicitacao').
    auditAs: (action) => `${action}_solicitacao` as const,
    lock: (tx, id) => repo.lockRequest(tx, id, visiblePolicies(viewer), policyId),
    reload: (tx, id) => repo.findRequest(tx, id),
    stateOf: (row) => row.estado,
    context,
    move: (_row, to, action) => ({
      estado: to as EndorsementRequestState,
      ...(action === 'enviar' ? { enviadaEm: new Date() } : {}),
      ...(action === 'aceitar' || action === 'reprovar' || action === 'cancelar'
        ? { decididaEm: new Date() }
        : {}),
    }),
    write: async (tx, id, values) => {
      await repo.updateRequest(tx, id, values);
      const row = await repo.findRequest(tx, id);
      if (row) await repo.syncOpenFlag(tx, row.apoliceId);
    },
    audited,
    version: (tx, row) => readRequest(tx, row.id),
  };
}

/* ---------------------------------------------------------------- wire */

function toRequest(r: repo.JoinedRequest, acoes: EndorsementRequestAction[]): EndorsementRequestListItem {
  const q = r.request;
  const sent = q.estado === 'enviada' && q.enviadaEm ? q.enviadaEm.toISOString() : null;
  return {
    id: q.id,
    apolice: { id: q.apoliceId, numero: r.apoliceNumero },
    tipo: { id: q.tipo, nome: nameOfId(ENDORSEMENT_TYPES, q.tipo) },
    data_efeito: q.dataEfeito,
    valor: q.valor,
    nova_vigencia_fim: q.novaVigenciaFim,
    descricao: q.descricao,
    motivo_cancelamento:
      q.motivoCancelamentoId && r.motivo !== null ? { id: q.motivoCancelamentoId, nome: r.motivo } : null,
    com_restituicao: q.comRestituicao,
    valor_restituicao: q.valorRestituicao,
    estado: { id: q.estado, nome: ENDORSEMENT_REQUEST_WORKFLOW.states[q.estado] },
    enviada_em: iso(q.enviadaEm),
    prazo_resposta: sent && answerDueDate(sent),
    atrasada: r.atrasada,
    decidida_em: iso(q.decididaEm),
    motivo_reprovacao: q.motivoReprovacao,
    endosso: q.endossoId && r.endossoNumero !== null ? { id: q.endossoId, numero: r.endossoNumero } : null,
    criticas_abertas: r.criticasAbertas,
    criado_em: q.criadoEm.toISOString(),
    atualizado_em: q.atualizadoEm.toISOString(),
    acoes,
    tomador: { id: r.tomadorId, nome_fantasia: r.tomador },
    seguradora: { id: r.seguradoraId, nome: r.seguradora },
  };
}

/**
 * The actions the table allows now, with the guard's context (the server's answer, never a copy): the
 * open critiques come with the joined row, so a list or the policy page asks nothing more per request.
 */
const actionsOf = (r: repo.JoinedRequest): EndorsementRequestAction[] =>
  requestWorkflow.allowed(r.request.estado, { criticasAbertas: r.criticasAbertas });

/** A joined request on the wire, with its allowed actions. */
const wireOf = (r: repo.JoinedRequest) => toRequest(r, actionsOf(r));

function detailOf(item: EndorsementRequestListItem): EndorsementRequest {
  const { tomador: _t, seguradora: _s, ...request } = item;
  return request;
}

async function readRequest(db: Db, id: string): Promise<EndorsementRequest> {
  const row = await repo.findJoined(db, id);
  if (!row) throw notFound();
  return detailOf(wireOf(row));
}

/** The policy seen by the caller, or 404. */
async function visiblePolicy(db: Db, viewer: Viewer, policyId: string) {
  const policy = await policyRepo.findPolicyJoined(db, policyId, visiblePolicies(viewer));
  if (!policy) throw notFound();
  return policy;
}

/* ---------------------------------------------------------------- reads */

/** GET .../solicitacoes/{endosso}: a request under its policy (one of another policy: 404). */
export async function getRequest(
  db: Db,
  viewer: Viewer,
  policyId: string,
  id: string,
): Promise<EndorsementRequest> {
  await visiblePolicy(db, viewer, policyId);
  const row = await repo.findJoined(db, id);
  if (!row || row.request.apoliceId !== policyId) throw notFound();
  return detailOf(wireOf(row));
}

/**
 * GET /v1/garantia/apolices/{id}: the policy with its endorsements (two queries, service.getPolicy) and
 * its requests newest first with their actions and open critiques (one more): three in all.
 */
export async function policyWithRequests(
  db: Db,
  viewer: Viewer,
  policyId: string,
): Promise<PolicyWithRequests> {
  const policy = await getPolicy(db, viewer, policyId);
  const rows = await repo.requestsOf(db, policyId);
  return { ...policy, solicitacoes: rows.map((r) => detailOf(wireOf(r))) };
}

/**
 * GET /v1/garantia/endossos/solicitacoes (paged; `atrasadas=true`: the overdue ones;
 * `com_critica_aberta=true`: the ones with an open critique).
 */
export async function listRequests(
  db: Db,
  viewer: Viewer,
  q: EndorsementRequestListQuery,
): Promise<Paged<EndorsementRequestListItem>> {
  const page = await repo.listRequests(db, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: undefined,
    visible: visiblePolicies(viewer),
    estado: q.estado,
    tipo: q.tipo,
    apoliceId: q.apolice_id,
    atrasadas: q.atrasadas,
    comCriticaAberta: q.com_critica_aberta,
  });
  return { items: page.rows.map(wireOf), total_count: page.total };
}

/* ---------------------------------------------------------------- writes */

function changeValues(data: Omit<EndorsementRequestData, 'id'>) {
  return {
    tipo: data.tipo_id,
    dataEfeito: data.data_efeito,
    valor: data.valor,
    novaVigenciaFim: data.nova_vigencia_fim,
    descricao: data.descricao,
    motivoCancelamentoId: data.motivo_cancelamento_id,
    comRestituicao: data.com_restituicao,
    valorRestituicao: data.valor_restituicao,
  };
}

async function checkReason(db: Db, data: Omit<EndorsementRequestData, 'id'>) {
  if (data.motivo_cancelamento_id && !(await repo.reasonExists(db, data.motivo_cancelamento_id)))
    throw badRequest(
      [{ field: 'motivo_cancelamento_id', message: 'Motivo de cancelamento não encontrado.' }],
      'Motivo de cancelamento não encontrado.',
    );
}

/**
 * POST {id}/endossos/solicitacoes: a new request in 'criada' (idempotent by the client's id, so the
 * offline queue's replay answers the stored one). A cancelled policy takes none; a policy takes one
 * open cancellation request at a time.
 */
export async function createRequest(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  data: EndorsementRequestData,
): Promise<Created<EndorsementRequest>> {
  const stored = async () => {
    if (!data.id) return undefined;
    const found = await repo.findRequest(db, data.id);
    if (!found) return undefined;
    if (found.apoliceId !== policyId) throw conflict(REQUEST_MESSAGES.idTaken);
    return readRequest(db, found.id);
  };
  return createOnce({
    db,
    request: data,
    stored,
    audit: { actor: caller, entidade: 'solicitacao_endosso' },
    // The same fields as the actions' rows (the wire's derived fields are not the request's own).
    audited: ({
      acoes: _a,
      apolice,
      prazo_resposta: _p,
      atrasada: _l,
      criado_em: _c,
      atualizado_em: _u,
      ...r
    }) => ({
      apolice_id: apolice.id,
      ...r,
    }),
    insert: async (tx) => {
      const policy = await policyRepo.lockPolicy(tx, policyId, visiblePolicies(caller.viewer));
      if (!policy) throw notFound();
      if (policy.canceladaEm) throw conflict(REQUEST_MESSAGES.cancelled);
      if (data.tipo_id === 'cancelamento' && (await repo.openCancellation(tx, policyId)))
        throw conflict(REQUEST_MESSAGES.openCancellation);
      await checkReason(tx, data);
      const row = await repo.insertRequest(tx, {
        ...(data.id ? { id: data.id } : {}),
        apoliceId: policyId,
        ...changeValues(data),
        criadoPor: caller.userId,
      });
      await repo.syncOpenFlag(tx, policyId);
      return readRequest(tx, row.id);
    },
    conflict: () => conflict(REQUEST_MESSAGES.idTaken),
  });
}

/** POST {id}/cancelamento/solicitacao: a request of type 'cancelamento'. */
export function requestCancellation(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  data: CancellationRequestData,
): Promise<Created<EndorsementRequest>> {
  return createRequest(db, caller, policyId, {
    id: data.id,
    tipo_id: 'cancelamento',
    data_efeito: data.data_efeito,
    valor: null,
    nova_vigencia_fim: null,
    descricao: null,
    motivo_cancelamento_id: data.motivo_cancelamento_id,
    com_restituicao: data.com_restituicao,
    valor_restituicao: data.valor_restituicao,
  });
}

/** PUT .../solicitacoes/{endosso}: the changes asked for, while open (If-Match: the request's ETag). */
export async function updateRequest(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  id: string,
  data: EndorsementRequestData,
  ifMatch: string | undefined,
): Promise<EndorsementRequest> {
  await runTransition(db, requestTransitions(caller.viewer, policyId), caller, id, 'editar', {
    ifMatch,
    work: async (tx, row) => {
      if (data.tipo_id !== row.tipo && (data.tipo_id === 'cancelamento' || row.tipo === 'cancelamento'))
        throw badRequest(
          [{ field: 'tipo_id', message: 'Uma solicitação de cancelamento não muda de tipo.' }],
          'Uma solicitação de cancelamento não muda de tipo.',
        );
      await checkReason(tx, data);
      return changeValues(data);
    },
  });
  return readRequest(db, id);
}

/** enviar, cancelar: the move alone. */
export async function moveRequest(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  id: string,
  action: 'enviar' | 'cancelar',
): Promise<EndorsementRequest> {
  await runTransition(db, requestTransitions(caller.viewer, policyId), caller, id, action);
  return readRequest(db, id);
}

/** reprovar: the insurer refused it, with its reason. */
export async function refuseRequest(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  id: string,
  data: RefuseRequestData,
): Promise<EndorsementRequest> {
  await runTransition(db, requestTransitions(caller.viewer, policyId), caller, id, 'reprovar', {
    work: async () => ({ motivoReprovacao: data.motivo }),
  });
  return readRequest(db, id);
}

/** POST {id}/cancelamento/reprovacao: refuses the policy's open cancellation request. */
export async function refuseCancellation(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  data: RefuseRequestData,
): Promise<EndorsementRequest> {
  await visiblePolicy(db, caller.viewer, policyId);
  const open = await repo.openCancellation(db, policyId);
  if (!open) throw notFound(REQUEST_MESSAGES.noOpenCancellation);
  return refuseRequest(db, caller, policyId, open.id, data);
}

/**
 * aceitar: the insurer issued the endorsement. It is registered through the policies' own
 * `registerEndorsement` in the same transaction (the policy's current values recomputed, audited on
 * the policy), and the request points at it.
 */
export async function acceptRequest(
  db: Db,
  caller: PolicyCaller,
  policyId: string,
  id: string,
  data: AcceptRequestData,
): Promise<EndorsementRequest> {
  await runTransition(db, requestTransitions(caller.viewer, policyId), caller, id, 'aceitar', {
    work: async (tx, row) => {
      const endorsement = await registerEndorsement(tx, caller, row.apoliceId, {
        numero: data.numero,
        tipo_id: row.tipo,
        data_efeito: row.dataEfeito,
        valor: row.valor,
        nova_vigencia_fim: row.novaVigenciaFim,
        descricao: row.descricao,
        premio: data.premio,
        motivo_cancelamento_id: row.motivoCancelamentoId,
        com_restituicao: row.comRestituicao,
        valor_restituicao: row.valorRestituicao,
      });
      return { endossoId: endorsement.id };
    },
  });
  return readRequest(db, id);
}

/* ---------------------------------------------------------------- critiques */

/**
 * The request's critiques: the critiques domain keyed by ('solicitacao_endosso', id), each change run
 * as the request's action 'criticar' (its table: while open), audited on the request.
 */
export const REQUEST_CRITIQUE_HOST: CritiqueHost<
  StoredRequest,
  EndorsementRequestAction,
  RequestContext,
  repo.RequestValues
> = {
  entidade: 'solicitacao_endosso',
  record: (viewer) => requestTransitions(viewer),
  action: 'criticar',
  find: async (db, id, viewer) => {
    return repo.findVisible(db, id, visiblePolicies(viewer));
  },
};

/** Whether a request belongs to a policy (the critique routes' parent check). */
export async function belongsTo(db: Db, policyId: string, id: string): Promise<boolean> {
  const row = await repo.findRequest(db, id);
  return row !== undefined && row.apoliceId === policyId;
}

/** What the follow-up list shows of a request: its policy's number, borrower, type and state. */
export const REQUEST_CRITIQUE_PARENT: ParentColumns = {
  table: endorsementRequests,
  key: endorsementRequests.id,
  columns: {
    apoliceId: endorsementRequests.apoliceId,
    tipo: endorsementRequests.tipo,
    estado: endorsementRequests.estado,
    apoliceNumero: repo.policyNumberOf(endorsementRequests.apoliceId),
  },
  visible: (viewer) => {
    const v = visiblePolicies(viewer);
    return v ? repo.ofVisiblePolicies(v) : undefined;
  },
};

export type RequestCritique = CritiqueView & { solicitacao_id: string };
export const requestCritiqueWire = ({ entidade_id, ...c }: CritiqueView) => ({
  ...c,
  solicitacao_id: entidade_id,
});

export function requestFollowUpWire({ parent, dias, ...c }: FollowUpRow) {
  const p = parent as { apoliceId: string; tipo: string; estado: string; apoliceNumero: string };
  return {
    ...requestCritiqueWire(c),
    apolice: { id: p.apoliceId, numero: p.apoliceNumero },
    tipo: { id: p.tipo, nome: nameOfId(ENDORSEMENT_TYPES, p.tipo) },
    dias,
  };
}
