import { COMMON_LABELS, CONTACT_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import { BROKER_SORT, brokerAccess, brokerScreens } from '../screens/brokers';

export { brokerAccess, brokerScreens };

export const brokerApi = {
  list: '/v1/corretoras',
  suggest: '/v1/corretoras/suggest',
  item: '/v1/corretoras/:id',
} as const;

export const brokersManifest = {
  feature: 'brokers',
  server: 'brokers',
  label: 'Corretoras',
  api: brokerApi,
  access: brokerAccess,
  screens: brokerScreens,
  sort: { corretoras: BROKER_SORT },
  audit: {
    corretora: {
      nome: 'Corretora',
      view: brokerAccess.view,
      campos: {
        ...COMMON_LABELS,
        ...CONTACT_LABELS,
        razao_social: 'Razão social',
        nome_fantasia: 'Nome fantasia',
        cnpj: 'CNPJ',
        codigo_susep: 'Código SUSEP',
        contato: 'Contato',
      },
    },
  },
} as const satisfies DomainManifest;
