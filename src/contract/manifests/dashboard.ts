import type { DomainManifest } from '../manifest';

export const dashboardAccess = {
  view: { module: 'dashboard', action: 'dashboard_inicial' },
} as const;

export const dashboardScreens = {
  dashboard: { ...dashboardAccess.view, path: '/dashboard', title: 'Dashboards', ready: false },
} as const;

export const dashboardManifest = {
  api: {},
  access: dashboardAccess,
  screens: dashboardScreens,
} as const satisfies DomainManifest;
