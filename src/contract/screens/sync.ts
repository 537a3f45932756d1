/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/sync.ts), because the shell, in the /login bundle, reads only these.
 */
export const syncScreens = {
  // Guests queue their quotations offline too: they see their own outbox.
  sincronizacao: { path: '/sincronizacao', title: 'Sincronização', guest: true },
} as const;
