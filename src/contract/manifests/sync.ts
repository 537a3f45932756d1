import type { DomainManifest } from '../manifest';

export const syncScreens = {
  // Guests queue their quotations offline too: they see their own outbox.
  sincronizacao: { path: '/sincronizacao', title: 'Sincronização', guest: true },
} as const;

/** The device's outbox screen: what waits to be sent and what the server refused. Client only. */
export const syncManifest = {
  feature: 'sync',
  api: {},
  access: {},
  screens: syncScreens,
} as const satisfies DomainManifest;
