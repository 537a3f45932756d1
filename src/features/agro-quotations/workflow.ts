import type { AgroStateId } from '../../contract/agro-quotations';
import { AGRO_WORKFLOW } from '../../contract/workflows/agro-quotations';
import type { AgroAction as AgroWorkflowAction } from '../../contract/workflows/agro-quotations';
import { actionsFrom, stateAfter } from '../../contract/workflow-table';

/**
 * The staff actions of an agro quotation's page (SPEC.md §4 'Agribusiness flow'): the actions of the
 * one transition table (src/contract/workflows/agro-quotations.ts) that have a button here. Photos and
 * the sketch are the guest form's.
 */
export type AgroAction = Exclude<AgroWorkflowAction, 'enviar_foto' | 'salvar_croqui'>;

const PAGE_ACTIONS: ReadonlySet<AgroWorkflowAction> = new Set<AgroAction>([
  'adicionar_custo',
  'aprovar_forma_pagamento',
  'gerar_card',
  'enviar_arquivo',
  'aprovar_arquivo',
  'reprovar_arquivo',
  'registrar_proposta',
  'emitir_apolice',
  'cancelar',
]);

const isPageAction = (a: AgroWorkflowAction): a is AgroAction => PAGE_ACTIONS.has(a);

/** The page's actions the table allows in `state`: the buttons it shows (the server answers 409 to others). */
export function agroActionsOf(state: AgroStateId): readonly AgroAction[] {
  return actionsFrom(AGRO_WORKFLOW, state).filter(isPageAction);
}

/**
 * The state the quotation will have once the actions waiting on the device are sent, in their order:
 * the page offers the actions of that state, so a step queued offline is not offered again.
 */
export const agroStateAfter = (state: AgroStateId, waiting: readonly AgroAction[]): AgroStateId =>
  stateAfter(AGRO_WORKFLOW, state, waiting);
