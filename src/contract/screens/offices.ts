/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/offices.ts), because the shell, in the /login bundle, reads only these.
 */
export const officeAccess = {
  view: { module: 'cadastro', action: 'visualizar_escritorio' },
  create: { module: 'cadastro', action: 'criar_escritorio' },
  edit: { module: 'cadastro', action: 'editar_escritorio' },
  /** The users' forms (configuracao) and the quotations (cotacao) pick an office too. */
  lookup: { module: ['cadastro', 'cotacao', 'configuracao'] },
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

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const OFFICE_SORT = ['nome', 'cidade', 'uf'] as const;
