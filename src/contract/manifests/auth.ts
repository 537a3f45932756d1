import type { DomainManifest } from '../manifest';

export const authAccess = {
  public: { public: true },
} as const;

export const authApi = {
  token: '/connect/token',
  guestToken: '/connect/guestToken',
  forgotPassword: '/v1/usuarios/esqueci-senha',
  resetPassword: '/v1/usuarios/recuperar-senha',
} as const;

export const authScreens = {
  login: { path: '/login', title: 'Entrar', public: true },
  recuperarSenha: { path: '/recuperar-senha/$token', title: 'Recuperar senha', public: true },
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
