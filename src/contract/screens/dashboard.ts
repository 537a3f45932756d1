/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/dashboard.ts), because the shell, in the /login bundle, reads only these.
 */
export const dashboardAccess = {
  view: { module: 'dashboard', action: 'dashboard_inicial' },
} as const;

export const dashboardScreens = {
  dashboard: { ...dashboardAccess.view, path: '/dashboard', title: 'Dashboards', ready: false },
} as const;
