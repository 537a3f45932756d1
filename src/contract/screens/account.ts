/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/account.ts), because the shell, in the /login bundle, reads only these.
 */
/** The own account: any logged-in user; guests get 403 from the access check. */
export const accountAccess = {
  own: { user: true },
} as const;

export const accountScreens = {
  termo: { path: '/termo', title: 'Termo de uso' },
  meuPerfil: { path: '/meu-perfil', title: 'Meu perfil' },
} as const;
