import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';
import type {
  DashboardArea,
  DashboardPanel,
  DashboardPanelId,
  DashboardPeriod,
} from '../../contract/dashboard';
import { dashboardApi } from '../../contract/manifests/dashboard';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  panel: (id: DashboardPanelId, area: DashboardArea, periodo: DashboardPeriod) =>
    [...dashboardKeys.all, id, area, periodo] as const,
};

/**
 * One panel's figures. Each panel is its own query, so a slow one never holds the others back; the
 * persisted query cache keeps the last answer for a reading with no signal (its dataUpdatedAt is the
 * 'dados de ...' the page shows).
 */
export function panelQuery(id: DashboardPanelId, area: DashboardArea, periodo: DashboardPeriod) {
  return queryOptions({
    queryKey: dashboardKeys.panel(id, area, periodo),
    queryFn: ({ signal }) => api.get<DashboardPanel>(dashboardApi[id], { query: { area, periodo }, signal }),
    staleTime: 60_000,
  });
}
