import type { AgroStateId } from '../../contract/agro-quotations';

/** The staff actions of an agro quotation's page (SPEC.md §4 'Agribusiness flow'). */
export type AgroAction =
  | 'adicionar_custo'
  | 'aprovar_forma'
  | 'gerar_cartao'
  | 'enviar_arquivo'
  | 'aprovar_arquivo'
  | 'reprovar_arquivo'
  | 'registrar_proposta'
  | 'registrar_apolice'
  | 'cancelar';

/**
 * Which actions each state allows: the screen shows only these buttons. The server's transition table
 * (server/domains/agro-quotations/workflow.ts) is the rule and answers 409 to anything else; this is
 * what the page offers, the same table: costs may still be added while the producer has not approved
 * one; a rejected signed card goes back to 'card_gerado' (send it again); cancel is open until the
 * policy.
 */
const ACTIONS: Record<AgroStateId, readonly AgroAction[]> = {
  aguardando_custos: ['adicionar_custo', 'cancelar'],
  aguardando_aprovacao: ['adicionar_custo', 'aprovar_forma', 'cancelar'],
  aprovada: ['gerar_cartao', 'cancelar'],
  card_gerado: ['enviar_arquivo', 'cancelar'],
  arquivo_enviado: ['aprovar_arquivo', 'reprovar_arquivo', 'cancelar'],
  arquivo_aprovado: ['registrar_proposta', 'cancelar'],
  proposta: ['registrar_apolice', 'cancelar'],
  apolice_emitida: [],
  cancelada: [],
};

export function agroActionsOf(state: AgroStateId): readonly AgroAction[] {
  return ACTIONS[state];
}

/** Where each action takes the quotation: the `to` of the server's transition table. */
const TARGET: Record<AgroAction, AgroStateId> = {
  adicionar_custo: 'aguardando_aprovacao',
  aprovar_forma: 'aprovada',
  gerar_cartao: 'card_gerado',
  enviar_arquivo: 'arquivo_enviado',
  aprovar_arquivo: 'arquivo_aprovado',
  reprovar_arquivo: 'card_gerado',
  registrar_proposta: 'proposta',
  registrar_apolice: 'apolice_emitida',
  cancelar: 'cancelada',
};

/**
 * The state the quotation will have once the actions waiting on the device are sent, in their order:
 * the page offers the actions of that state, so a step queued offline is not offered again. An action
 * the table does not allow from the state reached so far leaves it there (the server will refuse it).
 */
export function agroStateAfter(state: AgroStateId, waiting: readonly AgroAction[]): AgroStateId {
  return waiting.reduce((s, action) => (ACTIONS[s].includes(action) ? TARGET[action] : s), state);
}
