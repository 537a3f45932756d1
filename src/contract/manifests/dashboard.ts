import type { DomainManifest } from '../manifest';
import { dashboardAccess, dashboardScreens } from '../screens/dashboard';

export { dashboardAccess, dashboardScreens };

export const dashboardManifest = {
  api: {},
  access: dashboardAccess,
  screens: dashboardScreens,
} as const satisfies DomainManifest;
