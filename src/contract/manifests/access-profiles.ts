import type { DomainManifest } from '../manifest';

export const profileAccess = {
  view: { module: 'configuracao', action: 'visualizar_perfil' },
  create: { module: 'configuracao', action: 'criar_perfil' },
  edit: { module: 'configuracao', action: 'editar_perfil' },
  /** The users' form picks profiles: anyone in Configurações. */
  lookup: { module: 'configuracao' },
} as const;

export const profileApi = {
  modules: '/v1/modulos/',
  list: '/v1/perfisacesso/',
  suggest: '/v1/perfisacesso/suggest/',
  structures: '/v1/perfisacesso/estruturas/suggest/',
  item: '/v1/perfisacesso/:id',
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

export const accessProfilesManifest = {
  feature: 'access-profiles',
  server: 'access-profiles',
  label: 'Perfis de acesso',
  api: profileApi,
  access: profileAccess,
  screens: profileScreens,
} as const satisfies DomainManifest;
