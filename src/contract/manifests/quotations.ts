import { CRITIQUE_WORKFLOW, QUOTATION_WORKFLOW } from '../workflows/guarantee-quotations';
import type { DomainManifest } from '../manifest';
import {
  CRITIQUE_FOLLOW_UP_SORT,
  QUOTATION_SORT,
  quotationAccess,
  quotationScreens,
} from '../screens/quotations';

export { quotationAccess, quotationScreens };

const base = '/v1/garantia/cotacoes';
const insurer = `${base}/:id/seguradora/:seg`;

/** SPEC.md §7 'Guarantee quotations', plus the insurers' comparison. */
export const quotationApi = {
  list: base,
  item: `${base}/:id`,
  edit: `${base}/:id/edicao`,
  status: `${base}/:id/status`,
  logs: `${base}/:id/logs`,
  actionHistory: `${base}/:id/historicoacoes`,
  comparison: `${base}/:id/comparativo`,
  options: `${base}/opcoes`,
  appealTypes: '/v1/garantia/recursal/tiposrecurso/suggest',
  emissionTypes: '/v1/garantia/apolices/tiposemissao/suggest',
  generate: `${base}/:id/gerarcotacao`,
  cancel: `${base}/:id/cancelar`,
  costs: `${insurer}/custos`,
  reactivate: `${insurer}/custos/reativar`,
  decline: `${insurer}/declinar`,
  choose: `${insurer}/formalizarcotacaosolicitarminuta`,
  insurerDraftRequest: `${insurer}/minuta/solicitar`,
  insurerDraftRefuse: `${insurer}/minuta/recusar`,
  insurerDraftApprove: `${insurer}/minuta/aprovar`,
  insurerDraftAskApproval: `${insurer}/minuta/solicitaraprovacao`,
  insurerDraftRemove: `${insurer}/minuta/remover`,
  draft: `${base}/:id/minuta`,
  draftApprove: `${base}/:id/minuta/aprovar`,
  draftAskApproval: `${base}/:id/minuta/solicitaraprovacao`,
  draftRefuse: `${base}/:id/minuta/recusar`,
  draftDecline: `${base}/:id/minuta/registrardeclinio`,
  policy: `${base}/:id/apolice`,
  policyRequest: `${base}/:id/apolice/solicitarparaseguradora`,
  critiques: `${base}/:id/criticas`,
  critiqueResend: `${base}/:id/criticas/:critica/reenviar`,
  critiqueResolve: `${base}/:id/criticas/:critica/regularizar`,
  critiqueFollowUp: `${base}/criticas/acompanhar`,
  email: '/v1/garantia/emails/:id/email/enviar',
} as const;

/** Guarantee quotations: wizard, costs per insurer, draft contract, policy, critiques. */
export const quotationsManifest = {
  server: 'quotations',
  feature: 'quotations',
  label: 'Cotações de garantia',
  api: quotationApi,
  access: quotationAccess,
  screens: quotationScreens,
  sort: { cotacoes: QUOTATION_SORT, criticas: CRITIQUE_FOLLOW_UP_SORT },
  audit: {
    cotacao_garantia: {
      nome: 'Cotação de garantia',
      view: quotationAccess.view,
      workflows: { '': QUOTATION_WORKFLOW, _critica: CRITIQUE_WORKFLOW },
      campos: {
        numero: 'Número',
        status: 'Situação',
        etapa: 'Etapa',
        situacao: 'Situação na lista',
        grupo_economico: 'Grupo econômico',
        tomador: 'Tomador',
        modalidade: 'Modalidade',
        submodalidade: 'Sub-modalidade',
        tipo_emissao: 'Tipo de emissão',
        segurado: 'Segurado',
        importancia_segurada: 'Importância segurada',
        vigencia_inicio: 'Início da vigência',
        vigencia_fim: 'Fim da vigência',
        recurso: 'Recurso',
        processo: 'Processo',
        objeto: 'Objeto',
        seguradora: 'Seguradora escolhida',
        custos: 'Custos das seguradoras',
        minuta: 'Minuta',
        apolice: 'Apólice',
        criticas_abertas: 'Críticas abertas',
        expira_em: 'Validade',
        justificativa_cancelamento: 'Justificativa do cancelamento',
        responsavel: 'Responsável',
      },
    },
  },
} as const satisfies DomainManifest;
