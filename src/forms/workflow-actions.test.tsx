// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkflowTable } from '../contract/workflow-table';
import { actionIdsOf, actionsFrom } from '../contract/workflow-table';
import { AGRO_WORKFLOW } from '../contract/workflows/agro-quotations';
import { CREDIT_ANSWER_WORKFLOW, CREDIT_CONSULT_WORKFLOW } from '../contract/workflows/credit-limits';
import {
  CRITIQUE_WORKFLOW,
  QUOTATION_COST_WORKFLOW,
  QUOTATION_WORKFLOW,
} from '../contract/workflows/guarantee-quotations';
import type { ActionButton } from './workflow-actions';
import { WorkflowActions } from './workflow-actions';
import { offeredActions } from './workflow-offer';

afterEach(cleanup);

const TABLES: [string, WorkflowTable<string, string>][] = [
  ['cotação agro', AGRO_WORKFLOW],
  ['cotação de garantia', QUOTATION_WORKFLOW],
  ['custo de seguradora', QUOTATION_COST_WORKFLOW],
  ['crítica', CRITIQUE_WORKFLOW],
  ['resposta de limite de crédito', CREDIT_ANSWER_WORKFLOW],
  ['consulta de limite de crédito', CREDIT_CONSULT_WORKFLOW],
];

const everyButton = (table: WorkflowTable<string, string>) =>
  Object.fromEntries(actionIdsOf(table).map((a) => [a, { onRun: () => undefined }])) as Record<
    string,
    ActionButton
  >;

const drawn = () => {
  const group = screen.queryByRole('group', { name: 'Ações' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((b) => b.textContent)
    : [];
};

describe.each(TABLES)('the buttons of %s', (_name, table) => {
  it.each(Object.keys(table.states))('in %s are the allowed actions given, by their labels', (state) => {
    const allowed = actionsFrom(table, state);
    render(<WorkflowActions table={table} allowed={allowed} buttons={everyButton(table)} label="Ações" />);
    expect(drawn()).toEqual(allowed.map((a) => table.actions[a]?.label));
    // A read without `acoes` offers the same through the table.
    expect(offeredActions({ table, offerNextState: true }, { state }).allowed).toEqual(allowed);
  });
});

describe('WorkflowActions', () => {
  it('draws only the actions both allowed and drawn here, named for screen readers and runnable by keyboard', () => {
    const onRun = vi.fn();
    render(
      <WorkflowActions
        table={AGRO_WORKFLOW}
        allowed={['aprovar_arquivo', 'reprovar_arquivo', 'cancelar', 'enviar_foto']}
        label="Ações"
        buttons={{
          aprovar_arquivo: { onRun, ariaLabel: 'Aprovar o cartão do JOÃO' },
          reprovar_arquivo: false,
          cancelar: { variant: 'danger', onRun: () => undefined },
          gerar_card: { onRun: () => undefined },
        }}
      />,
    );
    const approve = screen.getByRole('button', { name: 'Aprovar o cartão do JOÃO' });
    expect(drawn()).toEqual(['Aprovar cartão assinado', 'Cancelar']);
    // A native button: Tab reaches it, Enter and Space press it; at least 44 px (min-h-11 min-w-11).
    expect(approve.tagName).toBe('BUTTON');
    expect(approve.className).toContain('min-h-11');
    expect(approve.className).toContain('min-w-11');
    fireEvent.click(approve);
    expect(onRun).toHaveBeenCalledOnce();
  });

  it('draws nothing, not even the group, when no action is offered', () => {
    render(
      <WorkflowActions
        table={AGRO_WORKFLOW}
        allowed={[]}
        buttons={everyButton(AGRO_WORKFLOW)}
        label="Ações"
      />,
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});

describe('offeredActions', () => {
  const agro = { table: AGRO_WORKFLOW, offerNextState: true, repeatable: ['adicionar_custo' as const] };
  const guarantee = { table: QUOTATION_WORKFLOW, offerNextState: false, repeatable: ['criticar' as const] };

  it('takes the server’s allowed actions over the table’s', () => {
    const acoes = ['cancelar', 'criticar'];
    expect(offeredActions(guarantee, { state: 'aprovacao_minuta', acoes }).allowed).toEqual([
      'cancelar',
      'criticar',
    ]);
  });

  it('applies a queued move with stateAfter and offers the next state’s actions, not the queued one', () => {
    const offered = offeredActions(agro, { state: 'arquivo_enviado', acoes: ['aprovar_arquivo'] }, [
      { action: 'aprovar_arquivo' },
    ]);
    expect(offered.state).toBe('arquivo_aprovado');
    expect(offered.allowed).toEqual(['registrar_proposta', 'cancelar', 'enviar_foto', 'salvar_croqui']);
    // Another insurer's costs may wait beside the first.
    expect(
      offeredActions(agro, { state: 'aguardando_aprovacao' }, [{ action: 'adicionar_custo' }]).allowed,
    ).toContain('adicionar_custo');
  });

  it('offers nothing after a queued move where guards are the server’s, and keeps per-insurer actions apart', () => {
    const acoes = actionsFrom(QUOTATION_WORKFLOW, 'aguardando_cotacao');
    const moved = offeredActions(guarantee, { state: 'aguardando_cotacao', acoes }, [
      { action: 'escolher_seguradora', key: 's1' },
    ]);
    expect(moved.allowed).toEqual([]);
    const costs = offeredActions(guarantee, { state: 'aguardando_cotacao', acoes }, [
      { action: 'registrar_custos', key: 's1' },
      { action: 'criticar' },
    ]);
    expect(costs.offers('registrar_custos', 's1')).toBe(false);
    expect(costs.offers('registrar_custos', 's2')).toBe(true);
    expect(costs.offers('criticar')).toBe(true);
  });
});
