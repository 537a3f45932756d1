import type { DomainManifest } from '../manifest';
import { dashboardAccess, dashboardScreens } from '../screens/dashboard';
import type { DashboardPanelId } from '../screens/dashboard';

export { dashboardAccess, dashboardScreens };

/** One endpoint per panel (docs/dashboard.md). */
export const dashboardApi = {
  etapas: '/v1/dashboard/etapas',
  resultados: '/v1/dashboard/resultados',
  'premios-mes': '/v1/dashboard/premios-mes',
  'premios-seguradora': '/v1/dashboard/premios-seguradora',
  vencimentos: '/v1/dashboard/vencimentos',
  limites: '/v1/dashboard/limites',
  pendencias: '/v1/dashboard/pendencias',
  faturas: '/v1/dashboard/faturas',
} as const satisfies Record<DashboardPanelId, string>;

export const dashboardManifest = {
  feature: 'dashboard',
  server: 'dashboard',
  label: 'Dashboard',
  api: dashboardApi,
  access: dashboardAccess,
  screens: dashboardScreens,
} as const satisfies DomainManifest;
