import type { DomainManifest } from '../manifest';

export const insurerAccess = {
  view: { module: 'cadastro', action: 'visualizar_seguradora' },
  create: { module: 'cadastro', action: 'criar_seguradora' },
  edit: { module: 'cadastro', action: 'editar_seguradora' },
  /** The quotation forms pick insurers and their contacts too. */
  lookup: { module: ['cadastro', 'cotacao'] },
} as const;

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

export const insurerScreens = {
  seguradoras: { ...insurerAccess.view, path: '/seguradoras', title: 'Seguradoras' },
  novaSeguradora: {
    ...insurerAccess.create,
    path: '/nova-seguradora',
    title: 'Nova seguradora',
    parent: 'seguradoras',
  },
  editarSeguradora: {
    ...insurerAccess.edit,
    path: '/seguradora/$id',
    title: 'Editar seguradora',
    parent: 'seguradoras',
  },
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
