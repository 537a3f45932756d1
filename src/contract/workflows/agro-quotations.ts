import { AGRO_STATES, AGRO_STATE_IDS } from '../agro-quotations';
import type { AgroStateId } from '../agro-quotations';
import { workflowTable } from '../workflow-table';

const states = Object.fromEntries(AGRO_STATES.map((s) => [s.id, s.nome])) as Record<AgroStateId, string>;

/** The states an agro quotation goes through, in order, without the cancellation. */
export const AGRO_PATH: readonly AgroStateId[] = AGRO_STATE_IDS.filter((s) => s !== 'cancelada');

/** Every state before the policy that is not cancelled: where the quotation can still change. */
const OPEN = AGRO_PATH.filter((s) => s !== 'apolice_emitida');

/**
 * The agribusiness quotation (SPEC.md §4 'Agribusiness flow'). Every write after the creation runs one
 * of these actions inside one transaction with its audit row, named after the action
 * (server/domains/agro-quotations/service.ts). The '...Cafezal' endpoints run the same actions on
 * coffee quotations; the plain ones on the other crops. The staff page offers the actions of the
 * state (src/features/agro-quotations/workflow.ts).
 */
export const AGRO_WORKFLOW = workflowTable({
  id: 'cotacao-agro',
  nome: 'Cotação agro (agrícola e cafezal)',
  descricao:
    'Os custos são por seguradora e por forma de pagamento; novos custos podem chegar enquanto se espera a aprovação. Reprovar o cartão assinado (com motivo) volta ao cartão gerado, para um novo envio. Enviar foto e Salvar croqui não mudam a situação (a coluna Para não vale para elas) e são aceitos enquanto a cotação está aberta. Cancelar exige o motivo e vale em qualquer situação antes da apólice.',
  objeto: 'a cotação agro',
  states,
  initial: 'aguardando_custos',
  actions: {
    adicionar_custo: {
      label: 'Adicionar custos',
      frase: 'adicionar os custos de uma seguradora',
      from: ['aguardando_custos', 'aguardando_aprovacao'],
      to: 'aguardando_aprovacao',
    },
    aprovar_forma_pagamento: {
      label: 'Aprovar forma de pagamento',
      frase: 'aprovar uma forma de pagamento',
      from: ['aguardando_aprovacao'],
      to: 'aprovada',
    },
    gerar_card: {
      label: 'Gerar cartão de adesão',
      frase: 'gerar o cartão de adesão',
      from: ['aprovada'],
      to: 'card_gerado',
    },
    enviar_arquivo: {
      label: 'Enviar cartão assinado',
      frase: 'enviar o cartão assinado',
      from: ['card_gerado'],
      to: 'arquivo_enviado',
    },
    aprovar_arquivo: {
      label: 'Aprovar cartão assinado',
      frase: 'aprovar o cartão assinado',
      from: ['arquivo_enviado'],
      to: 'arquivo_aprovado',
    },
    reprovar_arquivo: {
      label: 'Reprovar cartão assinado',
      frase: 'reprovar o cartão assinado',
      from: ['arquivo_enviado'],
      to: 'card_gerado',
    },
    registrar_proposta: {
      label: 'Registrar proposta',
      frase: 'registrar a proposta',
      from: ['arquivo_aprovado'],
      to: 'proposta',
    },
    emitir_apolice: {
      label: 'Registrar apólice',
      frase: 'registrar a apólice',
      from: ['proposta'],
      to: 'apolice_emitida',
    },
    // The reason follows in the history: 'cancelou Motivo do cancelamento de — para …'.
    cancelar: { label: 'Cancelar', feito: 'cancelou', from: OPEN, to: 'cancelada' },
    enviar_foto: {
      label: 'Enviar foto',
      frase: 'enviar uma foto da propriedade',
      from: OPEN,
      to: 'aguardando_custos',
      stays: true,
    },
    salvar_croqui: {
      label: 'Salvar croqui',
      frase: 'salvar o croqui da lavoura',
      from: OPEN,
      to: 'aguardando_custos',
      stays: true,
    },
  },
});

export type AgroAction = keyof typeof AGRO_WORKFLOW.actions;
