import { describe, expect, it } from 'vitest';
import { agroWorkflow } from '../../server/domains/agro-quotations/workflow';
import { answerWorkflow, consultWorkflow } from '../../server/domains/credit-limits/workflow';
import { costWorkflow, critiqueWorkflow, quotationWorkflow } from '../../server/domains/quotations/workflow';
import type { AnyWorkflow } from '../../server/lib/workflow';
import type { WorkflowTable } from '../../src/contract/workflow-table';
import { actionsFrom, stateAfterAction } from '../../src/contract/workflow-table';
import { AGRO_WORKFLOW } from '../../src/contract/workflows/agro-quotations';
import { CREDIT_ANSWER_WORKFLOW, CREDIT_CONSULT_WORKFLOW } from '../../src/contract/workflows/credit-limits';
import {
  CRITIQUE_WORKFLOW,
  QUOTATION_COST_WORKFLOW,
  QUOTATION_WORKFLOW,
} from '../../src/contract/workflows/guarantee-quotations';
import { offeredActions } from '../../src/forms/workflow-offer';

/**
 * Every workflow's transition table (src/contract/workflows/) is the one fact: the server's workflow
 * built from it allows exactly the table's actions in each state and moves to the table's state, and
 * the client's buttons and optimistic states are the same table's.
 */
const PAIRS: [string, WorkflowTable<string, string>, AnyWorkflow][] = [
  ['cotação agro', AGRO_WORKFLOW, agroWorkflow],
  ['cotação de garantia', QUOTATION_WORKFLOW, quotationWorkflow],
  ['custo de seguradora', QUOTATION_COST_WORKFLOW, costWorkflow],
  ['crítica', CRITIQUE_WORKFLOW, critiqueWorkflow],
  ['resposta de limite de crédito', CREDIT_ANSWER_WORKFLOW, answerWorkflow],
  ['consulta de limite de crédito', CREDIT_CONSULT_WORKFLOW, consultWorkflow],
];

/** A context in which every guard passes (no open critique). */
const PASSING = { criticasAbertas: 0 } as never;

describe.each(PAIRS)('the workflow of %s', (_name, table, workflow) => {
  const states = Object.keys(table.states);
  const actions = Object.keys(table.actions);

  it.each(states)('in %s allows exactly the actions of the table, moving to their state', (state) => {
    expect(workflow.allowed(state, PASSING)).toEqual(actionsFrom(table, state));
    for (const action of actions) {
      if (actionsFrom(table, state).includes(action)) {
        const to = workflow.apply(state, action, PASSING);
        expect(to).toBe(table.actions[action]?.to);
        const after = stateAfterAction(table, state, action);
        expect(after).toBe(table.actions[action]?.stays ? state : to);
      } else {
        expect(() => workflow.apply(state, action, PASSING), `${action} em ${state}`).toThrow(
          /^Não é possível .+ na situação '.+'/,
        );
        expect(stateAfterAction(table, state, action)).toBe(state);
      }
    }
  });

  it('names its documents from the table', () => {
    expect(workflow.id).toBe(table.id);
    expect(workflow.states).toEqual(table.states);
  });
});

describe.each(PAIRS)('the page of %s', (_name, table, workflow) => {
  it.each(Object.keys(table.states))('in %s offers the server’s allowed actions', (state) => {
    const acoes = workflow.allowed(state, PASSING);
    const spec = { table, offerNextState: true };
    expect(offeredActions(spec, { state, acoes }).allowed).toEqual(acoes);
    // A read without `acoes` falls back to the table, which is the server's.
    expect(offeredActions(spec, { state }).allowed).toEqual(acoes);
  });
});

describe('the agro quotation page offline', () => {
  const spec = { table: AGRO_WORKFLOW, offerNextState: true };

  it('applies queued actions as the server will', () => {
    const queued = offeredActions(spec, { state: 'card_gerado' }, [
      { action: 'enviar_arquivo' },
      { action: 'aprovar_arquivo' },
    ]);
    expect(queued.state).toBe(
      agroWorkflow.apply(agroWorkflow.apply('card_gerado', 'enviar_arquivo'), 'aprovar_arquivo'),
    );
    expect(queued.allowed).toEqual(agroWorkflow.allowed(queued.state));
    // Refused by the table: stays where it is, as the server's 409 changes nothing.
    expect(offeredActions(spec, { state: 'card_gerado' }, [{ action: 'aprovar_arquivo' }]).state).toBe(
      'card_gerado',
    );
  });
});

describe('a guard in a table', () => {
  it('holds the guarantee quotation back while a critique is open', () => {
    expect(() =>
      quotationWorkflow.apply('aprovacao_minuta', 'aprovar_minuta', { criticasAbertas: 1 }),
    ).toThrow(/crítica/);
    expect(quotationWorkflow.allowed('aprovacao_minuta', { criticasAbertas: 1 })).not.toContain(
      'aprovar_minuta',
    );
  });
});
