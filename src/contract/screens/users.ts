/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/users.ts), because the shell, in the /login bundle, reads only these.
 */
export const userAccess = {
  view: { module: 'configuracao', action: 'visualizar_usuario' },
  create: { module: 'configuracao', action: 'criar_usuario' },
  edit: { module: 'configuracao', action: 'editar_usuario' },
  /**
   * The user pickers (GET /v1/usuarios/suggest/: active users' names): the users' screens, a group's
   * responsible (cadastro) and the wallets' owner and destination (carteira).
   */
  pick: { module: ['configuracao', 'cadastro', 'carteira'] },
} as const;

export const userScreens = {
  usuarios: { ...userAccess.view, path: '/usuarios', title: 'Usuários' },
  novoUsuario: {
    ...userAccess.create,
    path: '/usuarios/novo-usuario',
    title: 'Novo usuário',
    parent: 'usuarios',
  },
  usuario: {
    ...userAccess.edit,
    path: '/usuarios/$userId',
    title: 'Editar usuário',
    parent: 'usuarios',
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const USER_SORT = ['nome', 'email', 'apelido'] as const;
