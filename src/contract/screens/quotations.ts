/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/quotations.ts), because the shell, in the /login bundle, reads only these.
 */
export const quotationAccess = {
  view: { module: 'cotacao' },
} as const;

export const quotationScreens = {
  listaCotacoes: { ...quotationAccess.view, path: '/lista-cotacoes', title: 'Cotações' },
} as const;
