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
