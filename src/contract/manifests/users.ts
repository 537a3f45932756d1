import type { DomainManifest } from '../manifest';
import { userAccess, userScreens } from '../screens/users';

export { userAccess, userScreens };

export const userApi = {
  list: '/v1/usuarios/',
  areas: '/v1/usuarios/areasNegocio/suggest/',
  suggest: '/v1/usuarios/suggest/',
  positions: '/v1/usuarios/posicoes/suggest/',
  item: '/v1/usuarios/:id',
} as const;

export const usersManifest = {
  feature: 'users',
  server: 'users',
  label: 'Usuários',
  api: userApi,
  access: userAccess,
  screens: userScreens,
} as const satisfies DomainManifest;
