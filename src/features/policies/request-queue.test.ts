import { describe, expect, it } from 'vitest';
import { offeredActions } from '../../forms/workflow-offer';
import type { PendingAction } from '../../forms/workflow-offer';
import type { EndorsementRequestAction } from '../../contract/endorsement-requests';
import { actionsOfRequest, requestQueueSpec } from './request-queue';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const POLICY = '33333333-3333-4333-8333-333333333333';

const item = (command: string, payload: object) => ({ command, payload });
const pendingOf = (requestId: string, items: { command: string; payload: unknown }[]) => {
  const spec = requestQueueSpec(requestId);
  return items.flatMap<PendingAction<EndorsementRequestAction>>((i) => {
    const a = spec.actionOf(i);
    return a ? [a] : [];
  });
};

describe('the request buttons with the outbox', () => {
  const created = {
    state: 'criada' as const,
    acoes: ['editar', 'enviar', 'reprovar', 'cancelar', 'criticar'],
  };

  it('offers no second Enviar while one waits on the device for that request', () => {
    const pending = pendingOf(A, [item('policies.sendRequest', { policyId: POLICY, id: A, body: {} })]);
    const offered = offeredActions(requestQueueSpec(A), created, pending);
    expect(offered.allowed).not.toContain('enviar');
    // A move waits: the next actions are the server's to tell (acceptance has a guard).
    expect(offered.allowed).toEqual([]);
  });

  it('keeps the buttons of the other requests of the same policy', () => {
    const pending = pendingOf(B, [item('policies.sendRequest', { policyId: POLICY, id: A, body: {} })]);
    expect(offeredActions(requestQueueSpec(B), created, pending).allowed).toEqual(created.acoes);
  });

  it('a waiting critique of the request takes no button away (critiques may wait more than once)', () => {
    const pending = pendingOf(A, [
      item('policies.critiqueRequest', { policyId: POLICY, requestId: A, id: B, texto: 'x' }),
    ]);
    expect(offeredActions(requestQueueSpec(A), created, pending).allowed).toEqual(created.acoes);
  });

  it('a cancel waiting takes Cancelar away too', () => {
    const pending = pendingOf(A, [item('policies.cancelRequest', { policyId: POLICY, id: A, body: {} })]);
    expect(offeredActions(requestQueueSpec(A), created, pending).offers('cancelar')).toBe(false);
  });

  it('tells the waiting notice only the request’s own items', () => {
    const mine = { key: '1', command: 'policies.sendRequest', payload: { id: A }, label: 'x', error: null };
    const other = { key: '2', command: 'policies.sendRequest', payload: { id: B }, label: 'y', error: null };
    const create = { key: '3', command: 'policies.request', payload: { id: A }, label: 'z', error: null };
    const queued = actionsOfRequest(requestQueueSpec(A), {
      waiting: [mine, other, create],
      refused: [],
      sent: [],
    });
    expect(queued.waiting).toEqual([mine]);
  });
});
