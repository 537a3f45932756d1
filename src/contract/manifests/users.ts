import type { DomainManifest } from '../manifest';

export const userAccess = {
  view: { module: 'configuracao', action: 'visualizar_usuario' },
  create: { module: 'configuracao', action: 'criar_usuario' },
  edit: { module: 'configuracao', action: 'editar_usuario' },
} as const;

export const userApi = {
  list: '/v1/usuarios/',
  areas: '/v1/usuarios/areasNegocio/suggest/',
  suggest: '/v1/usuarios/suggest/',
  positions: '/v1/usuarios/posicoes/suggest/',
  item: '/v1/usuarios/:id',
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

export const usersManifest = {
  feature: 'users',
  server: 'users',
  label: 'Usuários',
  api: userApi,
  access: userAccess,
  screens: userScreens,
} as const satisfies DomainManifest;
