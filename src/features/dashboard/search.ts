import { DASHBOARD_AREAS, DASHBOARD_PERIODS } from '../../contract/screens/dashboard';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** URL state of /dashboard: the period (mes by default) and, for `geral` users, the area. */
export const dashboardSearch = searchSchema({
  periodo: param.oneOf(DASHBOARD_PERIODS, 'mes'),
  area: param.oneOf(DASHBOARD_AREAS),
});
export type DashboardSearch = SearchOutput<typeof dashboardSearch>;
