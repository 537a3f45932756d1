import type { DomainManifest } from '../manifest';

export const officeAccess = {
  view: { module: 'cadastro', action: 'visualizar_escritorio' },
  create: { module: 'cadastro', action: 'criar_escritorio' },
  edit: { module: 'cadastro', action: 'editar_escritorio' },
  /** The users' forms (configuracao) and the quotations (cotacao) pick an office too. */
  lookup: { module: ['cadastro', 'cotacao', 'configuracao'] },
} as const;

export const officeApi = {
  list: '/v1/escritorios/',
  suggest: '/v1/escritorios/suggest',
  item: '/v1/escritorios/:id',
} as const;

export const officeScreens = {
  escritorios: { ...officeAccess.view, path: '/escritorios', title: 'Escritórios' },
  novoEscritorio: {
    ...officeAccess.create,
    path: '/escritorios/novo-escritorio',
    title: 'Novo escritório',
    parent: 'escritorios',
  },
  editarEscritorio: {
    ...officeAccess.edit,
    path: '/escritorios/editar-escritorio/$id',
    title: 'Editar escritório',
    parent: 'escritorios',
  },
} as const;

export const officesManifest = {
  feature: 'offices',
  server: 'offices',
  label: 'Escritórios',
  api: officeApi,
  access: officeAccess,
  screens: officeScreens,
} as const satisfies DomainManifest;
