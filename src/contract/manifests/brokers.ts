import type { DomainManifest } from '../manifest';

/** SPEC.md §6 has no broker actions: brokers go with the insurers' (seguradora) actions. */
export const brokerAccess = {
  view: { module: 'cadastro', action: 'visualizar_seguradora' },
  create: { module: 'cadastro', action: 'criar_seguradora' },
  edit: { module: 'cadastro', action: 'editar_seguradora' },
  lookup: { module: ['cadastro', 'cotacao'] },
} as const;

export const brokerApi = {
  list: '/v1/corretoras',
  suggest: '/v1/corretoras/suggest',
  item: '/v1/corretoras/:id',
} as const;

export const brokerScreens = {
  corretoras: { ...brokerAccess.view, path: '/corretoras', title: 'Corretoras' },
  novaCorretora: {
    ...brokerAccess.create,
    path: '/nova-corretora',
    title: 'Nova corretora',
    parent: 'corretoras',
  },
  editarCorretora: {
    ...brokerAccess.edit,
    path: '/editar-corretora/$id',
    title: 'Editar corretora',
    parent: 'corretoras',
  },
} as const;

export const brokersManifest = {
  feature: 'brokers',
  server: 'brokers',
  label: 'Corretoras',
  api: brokerApi,
  access: brokerAccess,
  screens: brokerScreens,
} as const satisfies DomainManifest;
