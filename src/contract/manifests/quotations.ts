import { CRITIQUE_WORKFLOW, QUOTATION_WORKFLOW } from '../workflows/guarantee-quotations';
import { quotationApi } from '../guarantee-quotations-api';
import type { DomainManifest } from '../manifest';
import {
  CRITIQUE_FOLLOW_UP_SORT,
  QUOTATION_SORT,
  quotationAccess,
  quotationScreens,
} from '../screens/quotations';

export { quotationAccess, quotationScreens };

export { quotationApi };

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
