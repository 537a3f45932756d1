import type { DomainManifest } from '../manifest';
import { CRITIQUE_WORKFLOW } from '../workflows/critiques';
import { ENDORSEMENT_REQUEST_WORKFLOW } from '../workflows/endorsement-requests';
import {
  ENDORSEMENT_REQUEST_SORT,
  ENDORSEMENT_SORT,
  POLICY_SORT,
  policyAccess,
  policyScreens,
} from '../screens/policies';
import { CRITIQUE_FOLLOW_UP_SORT } from '../screens/quotations';

export { policyAccess, policyScreens };

const base = '/v1/garantia/apolices';

/** SPEC.md §7 "Policies, endorsements, cancellation": the records (the requests come later). */
export const policyApi = {
  list: base,
  item: `${base}/:id`,
  edit: `${base}/:id/edicao`,
  situations: `${base}/situacao/suggest`,
  options: `${base}/opcoes`,
  renewals: `${base}/vencendo`,
  endorsementTypes: `${base}/endossos/tipos/suggest`,
  endorsements: `${base}/:id/endossos`,
  endorsement: `${base}/:id/endossos/:endosso`,
  endorsementSuggest: `${base}/:id/endossos/suggest`,
  endorsementList: '/v1/garantia/endossos',
  requests: `${base}/:id/endossos/solicitacoes`,
  request: `${base}/:id/endossos/solicitacoes/:endosso`,
  // The request's actions: one path per action of its table.
  requestSend: `${base}/:id/endossos/solicitacoes/:endosso/enviar`,
  requestAccept: `${base}/:id/endossos/solicitacoes/:endosso/aceitar`,
  requestRefuse: `${base}/:id/endossos/solicitacoes/:endosso/reprovar`,
  requestCancel: `${base}/:id/endossos/solicitacoes/:endosso/cancelar`,
  // The critiques' routes name the request ':id' (the critiques domain reads it so) and the policy ':apolice'.
  requestCritiques: `${base}/:apolice/endossos/solicitacoes/:id/criticas`,
  requestCritiqueResend: `${base}/:apolice/endossos/solicitacoes/:id/criticas/:critica/reenviar`,
  requestCritiqueResolve: `${base}/:apolice/endossos/solicitacoes/:id/criticas/:critica/regularizar`,
  requestCritiqueFollowUp: '/v1/garantia/endossos/solicitacoes/criticas',
  requestList: '/v1/garantia/endossos/solicitacoes',
  cancellationRequest: `${base}/:id/cancelamento/solicitacao`,
  cancellationRefusal: `${base}/:id/cancelamento/reprovacao`,
} as const;

/** Draft contracts (propostas), policies and their endorsements. */
export const policiesManifest = {
  feature: 'policies',
  server: 'policies',
  label: 'Apólices e endossos',
  api: policyApi,
  access: policyAccess,
  screens: policyScreens,
  sort: {
    apolices: POLICY_SORT,
    endossos: ENDORSEMENT_SORT,
    solicitacoes: ENDORSEMENT_REQUEST_SORT,
    criticas_solicitacoes: CRITIQUE_FOLLOW_UP_SORT,
  },
  audit: {
    apolice: {
      nome: 'Apólice',
      view: policyAccess.detail,
      // A policy's endorsements are audited on the policy (server/domains/policies).
      acoes: { registrar_endosso: 'registrou um endosso', alterar_endosso: 'alterou um endosso' },
      campos: {
        numero: 'Número',
        cotacao: 'Cotação',
        seguradora: 'Seguradora',
        tomador: 'Tomador',
        modalidade: 'Modalidade',
        submodalidade: 'Sub-modalidade',
        tipo_emissao: 'Tipo de emissão',
        segurado: 'Segurado',
        importancia_segurada: 'Importância segurada emitida',
        premio: 'Prêmio',
        comissao: 'Comissão',
        emitida_em: 'Data de emissão',
        vigencia_inicio: 'Início da vigência',
        vigencia_fim: 'Fim da vigência emitido',
        importancia_atual: 'Importância segurada atual',
        vigencia_fim_atual: 'Fim da vigência atual',
        cancelada_em: 'Cancelada em',
        situacao: 'Situação',
        processo: 'Processo',
        arquivo: 'Arquivo da apólice',
        solicitada_por: 'Solicitada por',
        endossos: 'Endossos',
      },
    },
    solicitacao_endosso: {
      nome: 'Solicitação de endosso',
      view: policyAccess.detail,
      // The request's own actions ('enviar_solicitacao': action ids are one namespace, and 'editar' or
      // 'cancelar' already read otherwise for a quotation) and its critiques ('_critica') are audited on
      // it; the endorsement its acceptance creates is audited on the policy ('registrar_endosso').
      workflows: { _solicitacao: ENDORSEMENT_REQUEST_WORKFLOW, _critica: CRITIQUE_WORKFLOW },
      campos: {
        apolice_id: 'Apólice',
        apolice: 'Apólice',
        tipo: 'Tipo',
        data_efeito: 'Data de efeito',
        valor: 'Valor da alteração',
        nova_vigencia_fim: 'Novo fim de vigência',
        descricao: 'Dados alterados',
        motivo_cancelamento: 'Motivo do cancelamento',
        com_restituicao: 'Com restituição de prêmio',
        valor_restituicao: 'Valor da restituição',
        estado: 'Estado',
        enviada_em: 'Enviada em',
        decidida_em: 'Decidida em',
        motivo_reprovacao: 'Motivo da reprovação',
        endosso: 'Endosso',
        criticas_abertas: 'Críticas abertas',
      },
    },
  },
} as const satisfies DomainManifest;
