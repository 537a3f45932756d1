/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/policies.ts), because the shell, in the /login bundle, reads only these.
 */
export const policyAccess = {
  view: { module: 'apolice' },
} as const;

export const policyScreens = {
  propostas: { ...policyAccess.view, path: '/propostas', title: 'Propostas' },
  apolices: { ...policyAccess.view, path: '/apolices', title: 'Apólices', ready: false },
  endossos: { ...policyAccess.view, path: '/endossos', title: 'Endossos', ready: false },
} as const;
