/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/brokers.ts), because the shell, in the /login bundle, reads only these.
 */
/** SPEC.md §6 has no broker actions: brokers go with the insurers' (seguradora) actions. */
export const brokerAccess = {
  view: { module: 'cadastro', action: 'visualizar_seguradora' },
  create: { module: 'cadastro', action: 'criar_seguradora' },
  edit: { module: 'cadastro', action: 'editar_seguradora' },
  lookup: { module: ['cadastro', 'cotacao'] },
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

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const BROKER_SORT = ['razao_social', 'cnpj'] as const;
