/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/courts.ts), because the shell, in the /login bundle, reads only these.
 */
export const courtAccess = {
  view: { module: 'cadastro', action: 'visualizar_tribunal' },
  create: { module: 'cadastro', action: 'criar_tribunal' },
  edit: { module: 'cadastro', action: 'editar_tribunal' },
  /** The lookups feed the quotation and policy forms, so those modules reach them too. */
  lookup: { module: ['cadastro', 'cotacao', 'apolice'] },
} as const;

export const courtScreens = {
  tribunais: { ...courtAccess.view, path: '/tribunais', title: 'Tribunais' },
  novoTribunal: {
    ...courtAccess.create,
    path: '/tribunais/novo-tribunal',
    title: 'Novo tribunal',
    parent: 'tribunais',
  },
  editarTribunal: {
    ...courtAccess.edit,
    path: '/tribunais/$tribunal/editar-tribunal',
    title: 'Editar tribunal',
    parent: 'tribunais',
  },
  varas: { ...courtAccess.view, path: '/tribunais/$tribunal/varas', title: 'Varas', parent: 'tribunais' },
  novaVara: {
    ...courtAccess.create,
    path: '/tribunais/$tribunal/nova-vara',
    title: 'Nova vara',
    parent: 'varas',
  },
  editarVara: {
    ...courtAccess.edit,
    path: '/tribunais/$tribunal/vara/$vara',
    title: 'Editar vara',
    parent: 'varas',
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const COURT_SORT = ['codigo', 'sigla', 'nome', 'segmento'] as const;
export const COURT_UNIT_SORT = ['codigo', 'nome', 'comarca'] as const;
