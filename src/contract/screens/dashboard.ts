/**
 * Who may reach the domain's operations and its screens: apart from its API paths
 * (src/contract/manifests/dashboard.ts), because the shell, in the /login bundle, reads only these.
 */
export const dashboardAccess = {
  view: { module: 'dashboard', action: 'dashboard_inicial' },
} as const;

export const dashboardScreens = {
  dashboard: { ...dashboardAccess.view, path: '/dashboard', title: 'Dashboards' },
} as const;

/** The areas the dashboard reads: garantia (guarantee staff, `geral` by default) and agro. */
export const DASHBOARD_AREAS = ['garantia', 'agro'] as const;
export type DashboardArea = (typeof DASHBOARD_AREAS)[number];

/** The period picker: the current month, the last 3 months, the last 12 months (this one included). */
export const DASHBOARD_PERIODS = ['mes', 'trimestre', 'ano'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Every panel, in the order the page shows them; each is `GET /v1/dashboard/<id>`. */
export const DASHBOARD_PANEL_IDS = [
  'etapas',
  'resultados',
  'premios-mes',
  'premios-seguradora',
  'vencimentos',
  'limites',
  'pendencias',
  'faturas',
] as const;
export type DashboardPanelId = (typeof DASHBOARD_PANEL_IDS)[number];

/**
 * The panels of each area: agro has no policies, limits, endorsements or invoices of its own here (its
 * policies are quotations with a policy number, which invoices do not point at: docs/invoices.md).
 */
export const DASHBOARD_AREA_PANELS: Readonly<Record<DashboardArea, readonly DashboardPanelId[]>> = {
  garantia: DASHBOARD_PANEL_IDS,
  agro: ['etapas', 'resultados'],
};
