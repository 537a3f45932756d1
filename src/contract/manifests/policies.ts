import type { DomainManifest } from '../manifest';

export const policyAccess = {
  view: { module: 'apolice' },
} as const;

export const policyScreens = {
  propostas: { ...policyAccess.view, path: '/propostas', title: 'Propostas', ready: false },
  apolices: { ...policyAccess.view, path: '/apolices', title: 'Apólices', ready: false },
  endossos: { ...policyAccess.view, path: '/endossos', title: 'Endossos', ready: false },
} as const;

/** Draft contracts (propostas), policies and endorsements (a later issue builds them). */
export const policiesManifest = {
  api: {},
  access: policyAccess,
  screens: policyScreens,
} as const satisfies DomainManifest;
