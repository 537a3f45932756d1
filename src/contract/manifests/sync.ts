import type { DomainManifest } from '../manifest';
import { syncScreens } from '../screens/sync';

export { syncScreens };

/** The device's outbox screen: what waits to be sent and what the server refused. Client only. */
export const syncManifest = {
  feature: 'sync',
  api: {},
  access: {},
  screens: syncScreens,
} as const satisfies DomainManifest;
