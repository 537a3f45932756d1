import type { DomainManifest } from '../manifest';
import { authAccess, authScreens } from '../screens/auth';

export { authAccess, authScreens };

export const authApi = {
  token: '/connect/token',
  guestToken: '/connect/guestToken',
  forgotPassword: '/v1/usuarios/esqueci-senha',
  resetPassword: '/v1/usuarios/recuperar-senha',
} as const;

/** Login, guest tokens, token refresh and password recovery. */
export const authManifest = {
  feature: 'auth',
  server: 'auth',
  label: 'Autenticação',
  api: authApi,
  access: authAccess,
  screens: authScreens,
} as const satisfies DomainManifest;
