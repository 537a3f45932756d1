import * as v from 'valibot';
import { DASHBOARD_AREAS, DASHBOARD_PANEL_IDS, DASHBOARD_PERIODS } from './screens/dashboard';
import type { DashboardArea, DashboardPanelId, DashboardPeriod } from './screens/dashboard';

export { DASHBOARD_AREAS, DASHBOARD_PANEL_IDS, DASHBOARD_PERIODS } from './screens/dashboard';
export type { DashboardArea, DashboardPanelId, DashboardPeriod } from './screens/dashboard';

/**
 * The dashboard's panels (docs/dashboard.md): one endpoint per panel, `GET /v1/dashboard/<painel>`,
 * all answering the same shape — rows (a stage, a month, an insurer...) by series (a count, an amount,
 * days) — so the client draws and tabulates every panel with one component, and a new panel is one
 * entry of the server's table plus its SQL.
 */

/** `area` (default: the caller's own; `geral` reads garantia) and `periodo` (default `mes`). */
export const dashboardQuery = v.object({
  area: v.optional(v.picklist(DASHBOARD_AREAS, 'A área deve ser garantia ou agro.')),
  periodo: v.optional(v.picklist(DASHBOARD_PERIODS, 'O período deve ser mes, trimestre ou ano.'), 'mes'),
});
export type DashboardQuery = v.InferOutput<typeof dashboardQuery>;

/** How the client formats a series' values. */
export const SERIES_UNITS = ['quantidade', 'moeda', 'dias'] as const;
export type SeriesUnit = (typeof SERIES_UNITS)[number];

export interface DashboardSeries {
  id: string;
  nome: string;
  unidade: SeriesUnit;
}

export interface DashboardRow {
  /** The row's key: a stage id, a month 'aaaa-mm', an insurer's id, a window '30'... */
  chave: string;
  rotulo: string;
  /** By series id; null where there is nothing to measure (a median of no quotation). */
  valores: Record<string, number | null>;
  /** Ids the figure's list needs besides the key (the group of a limit row). */
  ref?: Record<string, string>;
}

export interface DashboardPanel {
  painel: DashboardPanelId;
  area: DashboardArea;
  periodo: { id: DashboardPeriod; de: string; ate: string };
  series: DashboardSeries[];
  linhas: DashboardRow[];
}

export const dashboardPanelRecord = v.object({
  painel: v.picklist(DASHBOARD_PANEL_IDS),
  area: v.picklist(DASHBOARD_AREAS),
  periodo: v.object({
    id: v.picklist(DASHBOARD_PERIODS),
    de: v.pipe(v.string(), v.description('Primeiro dia do período (aaaa-mm-dd).')),
    ate: v.pipe(v.string(), v.description('Último dia do período (hoje, aaaa-mm-dd).')),
  }),
  series: v.array(v.object({ id: v.string(), nome: v.string(), unidade: v.picklist(SERIES_UNITS) })),
  linhas: v.array(
    v.object({
      chave: v.string(),
      rotulo: v.string(),
      valores: v.record(v.string(), v.nullable(v.number())),
      ref: v.optional(v.record(v.string(), v.string())),
    }),
  ),
}) satisfies v.GenericSchema<DashboardPanel>;
