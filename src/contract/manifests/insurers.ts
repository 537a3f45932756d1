import { COMMON_LABELS, CONTACT_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import { INSURER_CONTACT_SORT, INSURER_SORT, insurerAccess, insurerScreens } from '../screens/insurers';

export { insurerAccess, insurerScreens };

export const insurerApi = {
  list: '/v1/seguradoras',
  suggest: '/v1/seguradoras/suggest',
  marketSuggest: '/v1/seguradoras/suggest/consultamercado',
  emails: '/v1/seguradoras/listarseguradoraemail/:id',
  item: '/v1/seguradoras/:id',
  modalitySuggest: '/v1/seguradoras/:id/modalidades/suggest',
  contacts: '/v1/seguradoras/:id/contatosrelacionamento',
  contactSuggest: '/v1/seguradoras/:id/contatosrelacionamento/suggest',
  contact: '/v1/seguradoras/:id/contatosrelacionamento/:contato',
} as const;

/** Insurers (seguradoras) and their relationship contacts. */
export const insurersManifest = {
  feature: 'insurers',
  server: 'insurers',
  label: 'Seguradoras',
  api: insurerApi,
  access: insurerAccess,
  screens: insurerScreens,
  sort: { seguradoras: INSURER_SORT, contatos: INSURER_CONTACT_SORT },
  audit: {
    seguradora: {
      nome: 'Seguradora',
      view: insurerAccess.view,
      campos: {
        ...COMMON_LABELS,
        ...CONTACT_LABELS,
        razao_social: 'Razão social',
        cnpj: 'CNPJ',
        codigo_susep: 'Código SUSEP',
        logo: 'Logo',
        consulta_mercado: 'Consulta de mercado',
        site: 'Site',
        emails: 'E-mails',
        submodalidade_ids: 'Sub-modalidades',
      },
    },
    contato_seguradora: {
      nome: 'Contato da seguradora',
      view: insurerAccess.view,
      campos: { ...COMMON_LABELS, ...CONTACT_LABELS, seguradora_id: 'Seguradora', cargo: 'Cargo' },
    },
  },
} as const satisfies DomainManifest;
