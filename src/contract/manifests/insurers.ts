import type { DomainManifest } from '../manifest';
import { insurerAccess, insurerScreens } from '../screens/insurers';

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
} as const satisfies DomainManifest;
