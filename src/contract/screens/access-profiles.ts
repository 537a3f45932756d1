/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/access-profiles.ts), because the shell, in the /login bundle, reads only these.
 */
export const profileAccess = {
  view: { module: 'configuracao', action: 'visualizar_perfil' },
  create: { module: 'configuracao', action: 'criar_perfil' },
  edit: { module: 'configuracao', action: 'editar_perfil' },
  /** The users' form picks profiles: anyone in Configurações. */
  lookup: { module: 'configuracao' },
} as const;

export const profileScreens = {
  perfis: { ...profileAccess.view, path: '/perfis', title: 'Perfis de acesso' },
  novoPerfil: {
    ...profileAccess.create,
    path: '/perfis/novo-perfil',
    title: 'Novo perfil',
    parent: 'perfis',
  },
  perfil: {
    ...profileAccess.edit,
    path: '/perfis/$profileId',
    title: 'Editar perfil',
    parent: 'perfis',
  },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const ACCESS_PROFILE_SORT = ['nome'] as const;
