import { COMMON_LABELS, CONTACT_LABELS } from '../audit-fields';
import type { DomainManifest } from '../manifest';
import { OFFICE_SORT, officeAccess, officeScreens } from '../screens/offices';

export { officeAccess, officeScreens };

export const officeApi = {
  list: '/v1/escritorios/',
  suggest: '/v1/escritorios/suggest',
  item: '/v1/escritorios/:id',
} as const;

export const officesManifest = {
  feature: 'offices',
  server: 'offices',
  label: 'Escritórios',
  api: officeApi,
  access: officeAccess,
  screens: officeScreens,
  sort: { escritorios: OFFICE_SORT },
  audit: {
    escritorio: {
      nome: 'Escritório',
      view: officeAccess.view,
      campos: { ...COMMON_LABELS, ...CONTACT_LABELS, cnpj: 'CNPJ', cidade: 'Cidade', uf: 'UF' },
    },
  },
} as const satisfies DomainManifest;
