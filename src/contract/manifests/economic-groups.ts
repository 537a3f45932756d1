import { COMMON_LABELS, CONTACT_LABELS, COMPANY_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import {
  COMPANY_SORT,
  GROUP_SORT,
  economicGroupAccess,
  economicGroupScreens,
} from '../screens/economic-groups';

export { economicGroupAccess, economicGroupScreens };

export const economicGroupApi = {
  list: '/v1/gruposeconomicos',
  suggest: '/v1/gruposeconomicos/suggest',
  forCurrentUser: '/v1/gruposeconomicos/cotacaocurrentuser',
  item: '/v1/gruposeconomicos/:id',
  companies: '/v1/gruposeconomicos/:id/tomadores',
  company: '/v1/gruposeconomicos/:id/tomadores/:companyId',
  companySuggest: '/v1/gruposeconomicos/:id/tomadores/suggest',
  companiesForQuotation: '/v1/gruposeconomicos/:id/tomadores/cotacao',
  companiesForEndorsement: '/v1/gruposeconomicos/:id/tomadores/endosso',
  terms: '/v1/gruposeconomicos/:taker/prazos',
  favourite: '/v1/gruposeconomicos/tomadores/:taker/favoritar',
  unfavourite: '/v1/gruposeconomicos/tomadores/:taker/desfavoritar',
  balanceSuggest: '/v1/gruposeconomicos/:id/documentos/balancos/suggest',
  documentSuggest: '/v1/gruposeconomicos/:id/documentos/outros/suggest',
  insuredsForQuotation: '/v1/segurados/cotacao',
  officesForQuotation: '/v1/escritorios/cotacao',
} as const;

/** Economic groups of client companies, their borrowers and subsidiaries (SPEC.md §2, §7). */
export const economicGroupsManifest = {
  feature: 'economic-groups',
  server: 'economic-groups',
  label: 'Grupos econômicos',
  api: economicGroupApi,
  access: economicGroupAccess,
  screens: economicGroupScreens,
  sort: { grupos: GROUP_SORT, empresas: COMPANY_SORT },
  audit: {
    grupo_economico: {
      nome: 'Grupo econômico',
      view: economicGroupAccess.view,
      campos: {
        ...COMMON_LABELS,
        ...CONTACT_LABELS,
        ...COMPANY_LABELS,
        status: 'Situação do grupo',
        responsavel: 'Responsável (carteira)',
        escritorio: 'Escritório',
        contatos_relacionamento: 'Contatos de relacionamento',
        balancos: 'Balanços',
        documentos: 'Documentos',
        total_empresas: 'Empresas',
      },
    },
    empresa: {
      nome: 'Tomador ou filial',
      view: economicGroupAccess.view,
      campos: {
        ...COMMON_LABELS,
        ...CONTACT_LABELS,
        ...COMPANY_LABELS,
        grupo_economico: 'Grupo econômico',
        principal: 'Empresa principal',
        vigencia_maxima_meses: 'Vigência máxima (meses)',
        favorito: 'Favorito',
      },
    },
  },
} as const satisfies DomainManifest;
