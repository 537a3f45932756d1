import type { DomainManifest } from '../manifest';

/** The own account: any logged-in user; guests get 403 from the access check. */
export const accountAccess = {
  own: { user: true },
} as const;

export const accountApi = {
  me: '/v1/me',
  changePassword: '/v1/me/alterar-senha',
  acceptTerms: '/v1/me/aceitar-termos',
  permissions: '/v1/me/acoes',
} as const;

export const accountScreens = {
  termo: { path: '/termo', title: 'Termo de uso' },
  meuPerfil: { path: '/meu-perfil', title: 'Meu perfil' },
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
