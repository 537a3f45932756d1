/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/auth.ts), because the shell, in the /login bundle, reads only these.
 */
export const authAccess = {
  public: { public: true },
} as const;

export const authScreens = {
  login: { path: '/login', title: 'Entrar', public: true },
  recuperarSenha: { path: '/recuperar-senha/$token', title: 'Recuperar senha', public: true },
} as const;
