import type { DomainManifest } from '../manifest';

export const walletAccess = {
  view: { module: 'carteira' },
} as const;

export const walletScreens = {
  carteira: { ...walletAccess.view, path: '/carteira', title: 'Carteira', ready: false },
} as const;

/** The wallet (carteira) of client companies (issue 9 builds it). */
export const walletManifest = {
  api: {},
  access: walletAccess,
  screens: walletScreens,
} as const satisfies DomainManifest;
