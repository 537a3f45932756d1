import type { DomainManifest } from '../manifest';
import { accountAccess, accountScreens } from '../screens/account';

export { accountAccess, accountScreens };

export const accountApi = {
  me: '/v1/me',
  changePassword: '/v1/me/alterar-senha',
  acceptTerms: '/v1/me/aceitar-termos',
  permissions: '/v1/me/acoes',
} as const;

/** The logged user's own account (/meu-perfil, /termo) and their permissions. */
export const accountManifest = {
  feature: 'account',
  server: 'me',
  label: 'Minha conta',
  api: accountApi,
  access: accountAccess,
  screens: accountScreens,
} as const satisfies DomainManifest;
