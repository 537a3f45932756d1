import { AGRO_STATES, AGRO_STATE_IDS } from '../agro-quotations';
import type { AgroActionId, AgroStateId } from '../agro-quotations';
import { agroQuotationApi as api } from '../agro-quotations-api';
import { agroQuotationAccess as access } from '../screens/agro-quotations';
import { workflowTable } from '../workflow-table';

const states = Object.fromEntries(AGRO_STATES.map((s) => [s.id, s.nome])) as Record<AgroStateId, string>;

/** The states an agro quotation goes through, in order, without the cancellation. */
export const AGRO_PATH: readonly AgroStateId[] = AGRO_STATE_IDS.filter((s) => s !== 'cancelada');

/** Every state before the policy that is not cancelled: where the quotation can still change. */
const OPEN = AGRO_PATH.filter((s) => s !== 'apolice_emitida');

/**
 * The agribusiness quotation (SPEC.md §4 'Agribusiness flow'). Every write after the creation runs one
 * of these actions inside one transaction with its audit row, named after the action
 * (server/lib/transition.ts, server/domains/agro-quotations/transition.ts). The '...Cafezal'
 * endpoints run the same actions on coffee quotations; the plain ones on the other crops. Every read of
 * a quotation answers the actions allowed now (`acoes`), and the page draws its buttons from them.
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
      route: {
        method: 'POST',
        path: api.costAdd,
        access: access.write,
        summary: 'Adiciona os custos de uma seguradora, por forma de pagamento',
      },
    },
    aprovar_forma_pagamento: {
      label: 'Aprovar forma de pagamento',
      frase: 'aprovar uma forma de pagamento',
      from: ['aguardando_aprovacao'],
      to: 'aprovada',
      route: {
        method: 'PUT',
        path: { agricola: api.approve, cafezal: api.approveCoffee },
        access: access.guestWrite,
        summary: 'Aprova uma forma de pagamento de um custo',
      },
    },
    gerar_card: {
      label: 'Gerar cartão de adesão',
      frase: 'gerar o cartão de adesão',
      from: ['aprovada'],
      to: 'card_gerado',
      route: {
        method: 'PUT',
        path: { agricola: api.cardGenerate, cafezal: api.cardGenerateCoffee },
        access: access.write,
        summary: 'Gera o cartão de adesão em PDF',
      },
    },
    enviar_arquivo: {
      label: 'Enviar cartão assinado',
      frase: 'enviar o cartão assinado',
      from: ['card_gerado'],
      to: 'arquivo_enviado',
      route: {
        method: 'POST',
        path: { agricola: api.fileUpload, cafezal: api.fileUploadCoffee },
        access: access.write,
        summary: 'Envia o cartão assinado (multipart, campo arquivo; ?cotacao_id=)',
      },
    },
    aprovar_arquivo: {
      label: 'Aprovar cartão assinado',
      frase: 'aprovar o cartão assinado',
      from: ['arquivo_enviado'],
      to: 'arquivo_aprovado',
      route: {
        method: 'PUT',
        path: api.fileApprove,
        access: access.write,
        summary: 'Aprova o cartão assinado',
      },
    },
    reprovar_arquivo: {
      label: 'Reprovar cartão assinado',
      frase: 'reprovar o cartão assinado',
      from: ['arquivo_enviado'],
      to: 'card_gerado',
      route: {
        method: 'PUT',
        path: api.fileReject,
        access: access.write,
        summary: 'Reprova o cartão assinado (motivo obrigatório): volta ao cartão gerado',
      },
    },
    registrar_proposta: {
      label: 'Registrar proposta',
      frase: 'registrar a proposta',
      from: ['arquivo_aprovado'],
      to: 'proposta',
      route: {
        method: 'PUT',
        path: { agricola: api.proposal, cafezal: api.proposalCoffee },
        access: access.write,
        summary: 'Registra o número da proposta',
      },
    },
    emitir_apolice: {
      label: 'Registrar apólice',
      frase: 'registrar a apólice',
      from: ['proposta'],
      to: 'apolice_emitida',
      route: {
        method: 'PUT',
        path: { agricola: api.policy, cafezal: api.policyCoffee },
        access: access.write,
        summary: 'Registra a apólice emitida: número e vigência',
      },
    },
    cancelar: {
      label: 'Cancelar',
      // The reason follows in the history: 'cancelou Motivo do cancelamento de — para …'.
      feito: 'cancelou',
      from: OPEN,
      to: 'cancelada',
      route: {
        method: 'PUT',
        path: api.cancel,
        access: access.write,
        summary: 'Cancela a cotação agro (motivo obrigatório), em qualquer situação antes da apólice',
      },
    },
    enviar_foto: {
      label: 'Enviar foto',
      frase: 'enviar uma foto da propriedade',
      from: OPEN,
      to: 'aguardando_custos',
      stays: true,
      route: {
        method: 'POST',
        path: api.photos,
        access: access.guestWrite,
        summary: 'Envia uma foto da propriedade (multipart, campo arquivo; imagens)',
      },
    },
    salvar_croqui: {
      label: 'Salvar croqui',
      frase: 'salvar o croqui da lavoura',
      from: OPEN,
      to: 'aguardando_custos',
      stays: true,
      route: {
        method: 'PUT',
        path: api.sketch,
        access: access.guestWrite,
        summary: 'Salva o croqui da lavoura (contorno e pontos, WGS 84)',
      },
    },
  },
});

export type AgroAction = keyof typeof AGRO_WORKFLOW.actions;

/** The wire's list of action ids (AGRO_ACTION_IDS) and the table name the same actions: checked by tsc. */
export const AGRO_ACTIONS_MATCH: [AgroAction, AgroActionId] extends [AgroActionId, AgroAction]
  ? true
  : never = true;
