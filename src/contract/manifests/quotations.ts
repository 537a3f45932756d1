import type { DomainManifest } from '../manifest';

export const quotationAccess = {
  view: { module: 'cotacao' },
} as const;

export const quotationScreens = {
  listaCotacoes: { ...quotationAccess.view, path: '/lista-cotacoes', title: 'Cotações' },
} as const;

/** Guarantee and agribusiness quotations (issues 11 and 12 build them). */
export const quotationsManifest = {
  api: {},
  access: quotationAccess,
  screens: quotationScreens,
} as const satisfies DomainManifest;
