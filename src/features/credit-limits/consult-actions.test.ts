import { describe, expect, it } from 'vitest';
import { CREDIT_CONSULT_WORKFLOW } from '../../contract/workflows/credit-limits';
import { offeredActions } from '../../forms/workflow-offer';
import { updateConsult } from './commands';
import { consultActionOf } from './components/consult-page';

const group = { id: 'g1', nome: 'ACME' };
const item = (consultId: string, change: object) => ({
  command: updateConsult.name,
  payload: { group, consultId, etag: null, label: 'x', change },
});
const spec = { table: CREDIT_CONSULT_WORKFLOW, offerNextState: true };

describe("the consult's actions while one waits on the device", () => {
  it('reads the action of a queued close of this consult only', () => {
    expect(consultActionOf(item('c1', { acao: 'concluir' }), 'c1')).toEqual({ action: 'concluir' });
    expect(consultActionOf(item('c2', { acao: 'concluir' }), 'c1')).toBeNull();
    // An answer or the co-brokerage is no action of the consult's table.
    expect(consultActionOf(item('c1', { respostas: [] }), 'c1')).toBeNull();
    expect(consultActionOf({ command: 'creditLimits.create', payload: {} }, 'c1')).toBeNull();
  });

  it('offers neither close again once one is queued: the consult leaves em_andamento', () => {
    const record = { state: 'em_andamento' as const, acoes: ['concluir', 'cancelar'] };
    expect(offeredActions(spec, record).allowed).toEqual(['concluir', 'cancelar']);
    const pending = consultActionOf(item('c1', { acao: 'cancelar' }), 'c1');
    const offered = offeredActions(spec, record, pending ? [pending] : []);
    expect(offered.state).toBe('cancelada');
    expect(offered.allowed).toEqual([]);
  });
});
