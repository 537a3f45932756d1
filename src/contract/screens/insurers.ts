/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/insurers.ts), because the shell, in the /login bundle, reads only these.
 */
export const insurerAccess = {
  view: { module: 'cadastro', action: 'visualizar_seguradora' },
  create: { module: 'cadastro', action: 'criar_seguradora' },
  edit: { module: 'cadastro', action: 'editar_seguradora' },
  /** The quotation forms pick insurers and their contacts too. */
  lookup: { module: ['cadastro', 'cotacao'] },
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

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const INSURER_SORT = ['nome', 'cnpj'] as const;
export const INSURER_CONTACT_SORT = ['nome', 'cargo'] as const;
