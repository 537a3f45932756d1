import type { EndorsementRequest } from '../../contract/endorsement-requests';
import { ENDORSEMENT_REQUEST_WORKFLOW } from '../../contract/endorsement-requests';
import type { EndorsementRequestAction, EndorsementRequestState } from '../../contract/endorsement-requests';
import type { WorkflowQueueSpec } from '../../forms/use-workflow-action';
import type { RecordActions } from '../../offline/pending-actions';
import {
  acceptRequest,
  addRequestCritique,
  cancelRequest,
  refuseRequest,
  resendRequestCritique,
  resolveRequestCritique,
  sendRequest,
  updateRequest,
} from './commands';

/** The table's action each request command performs. */
const ACTION_OF_COMMAND: Record<string, EndorsementRequestAction> = {
  [sendRequest.name]: 'enviar',
  [cancelRequest.name]: 'cancelar',
  [acceptRequest.name]: 'aceitar',
  [refuseRequest.name]: 'reprovar',
  [updateRequest.name]: 'editar',
  [addRequestCritique.name]: 'criticar',
  [resendRequestCritique.name]: 'criticar',
  [resolveRequestCritique.name]: 'criticar',
};

/** The request a queued write is about: its moves name it `id`, its critiques `requestId`. */
function requestOf(payload: unknown): string | undefined {
  const p = payload as { id?: unknown; requestId?: unknown };
  if (typeof p.requestId === 'string') return p.requestId;
  return typeof p.id === 'string' ? p.id : undefined;
}

/**
 * How a request's buttons read the outbox. Every write of a policy goes in the policy's scope (its
 * endorsements' running values depend on their order), so a queued item counts for a request only when
 * it names that request. Acceptance has a guard the server checks (no open critique): while a move
 * waits, nothing else is offered until the server tells the next actions. Critiques are records of
 * their own and may wait more than once.
 */
export function requestQueueSpec(
  requestId: string,
): WorkflowQueueSpec<EndorsementRequestState, EndorsementRequestAction> {
  return {
    table: ENDORSEMENT_REQUEST_WORKFLOW,
    scope: (policyId) => `policy:${policyId}`,
    actionOf: (item) => {
      const action = ACTION_OF_COMMAND[item.command];
      return action && requestOf(item.payload) === requestId ? { action } : null;
    },
    offerNextState: false,
    repeatable: ['criticar', 'editar'],
  };
}

/** The record useWorkflowQueue reads: keyed by the policy (the outbox scope), stated by the request. */
export const requestQueueRecord = (policyId: string, r: EndorsementRequest) => ({
  id: policyId,
  state: r.estado.id,
  version: r.atualizado_em,
  acoes: r.acoes,
});

/** Only the queued writes of one request, out of its policy's. */
export function actionsOfRequest(
  spec: WorkflowQueueSpec<EndorsementRequestState, EndorsementRequestAction>,
  queued: RecordActions,
): RecordActions {
  const mine = (a: { command: string; payload: unknown }) => spec.actionOf(a) !== null;
  return {
    waiting: queued.waiting.filter(mine),
    refused: queued.refused.filter(mine),
    sent: queued.sent.filter(mine),
  };
}
