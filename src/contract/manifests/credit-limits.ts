import type { DomainManifest } from '../manifest';
import {
  CREDIT_CONSULT_SORT,
  CREDIT_FOLLOW_UP_SORT,
  creditLimitAccess,
  creditLimitScreens,
} from '../screens/credit-limits';
import { CREDIT_CONSULT_WORKFLOW } from '../workflows/credit-limits';

export { creditLimitAccess, creditLimitScreens };

export const creditLimitApi = {
  list: '/v1/gruposeconomicos/:id/limitescredito',
  item: '/v1/gruposeconomicos/:id/limitescredito/:consultId',
  coBrokerage: '/v1/gruposeconomicos/:id/limitescredito/:consultId/cocorretagem',
  marketConsult: '/v1/gruposeconomicos/:id/limitescredito/consultarmercado',
  renew: '/v1/gruposeconomicos/:id/limitescredito/:consultId/renovar',
  history: '/v1/gruposeconomicos/:id/limitescredito/historico',
  followUp: '/v1/gruposeconomicos/limitescredito/acompanharseguradoras',
  statusSuggest: '/v1/gruposeconomicos/limitescredito/status',
  ccgSuggest: '/v1/gruposeconomicos/limitescredito/estruturaccg',
  approvalRuleSuggest: '/v1/gruposeconomicos/limitescredito/tiposregrasaprovacao',
  premiumRuleSuggest: '/v1/gruposeconomicos/limitescredito/tiposregraspremio',
} as const;

/** Market consults of a group's credit limit, the insurers' answers, renewals and co-brokerage. */
export const creditLimitsManifest = {
  server: 'credit-limits',
  feature: 'credit-limits',
  label: 'Limites de crédito',
  api: creditLimitApi,
  access: creditLimitAccess,
  screens: creditLimitScreens,
  sort: { consultas: CREDIT_CONSULT_SORT, acompanhamento: CREDIT_FOLLOW_UP_SORT },
  audit: {
    limite_credito: {
      nome: 'Consulta de limite de crédito',
      view: creditLimitAccess.view,
      workflows: { '': CREDIT_CONSULT_WORKFLOW },
      campos: {
        grupo_economico: 'Grupo econômico',
        valor_solicitado: 'Valor solicitado',
        status: 'Situação da consulta',
        antecessora_id: 'Consulta renovada',
        observacoes: 'Observações',
        documentos: 'Documentos enviados',
        respostas: 'Respostas das seguradoras',
        cocorretagem: 'Cocorretagem',
        criado_por: 'Criada por',
      },
    },
  },
} as const satisfies DomainManifest;
