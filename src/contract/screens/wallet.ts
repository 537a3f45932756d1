/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/wallet.ts), because the shell, in the /login bundle, reads only these.
 */
export const walletAccess = {
  /** Any logged-in user reads their own wallet; the server refuses another user's without `manage`. */
  own: { user: true },
  /** Any user's wallet and the insurers' contacts' wallets. */
  manage: { module: 'carteira' },
  /** Moving groups from one wallet to another (an extension of SPEC.md §6, like criar_/editar_). */
  transfer: { module: 'carteira', action: 'transferir_carteira' },
} as const;

export const walletScreens = {
  carteira: { module: 'carteira', path: '/carteira', title: 'Carteira' },
} as const;

/**
 * The sort fields of the domain's paged lists (its manifest's `sort`) and the values of their choice
 * filters: here, beside the screens, because the list routes validate their URL with them in the
 * entry bundle, which must stay light.
 */
export const WALLET_SORT = ['razao_social', 'cnpj'] as const;
