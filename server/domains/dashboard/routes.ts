import type { FastifyInstance } from 'fastify';
import { dashboardPanelRecord, dashboardQuery } from '../../../src/contract/dashboard';
import type { DashboardArea, DashboardPanel, DashboardPanelId } from '../../../src/contract/dashboard';
import { dashboardAccess as access, dashboardApi as api } from '../../../src/contract/manifests/dashboard';
import { worksIn } from '../../../src/contract/visibility';
import { badRequest, forbidden } from '../../errors';
import { typed } from '../../lib/route-schema';
import { viewerOf } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';
import { principalOf } from '../../plugins/auth';
import { PANELS, panelRows, windowOf } from './panels';

const RECORD_AREA = { garantia: 'garantia', agro: 'agronegocio' } as const;
const AREA_NAMES: Record<DashboardArea, string> = { garantia: 'garantia', agro: 'agro' };

/** The area a caller reads when the query names none: their own (`geral` reads garantia first). */
const defaultArea = (viewer: Viewer): DashboardArea => (viewer.area === 'agronegocio' ? 'agro' : 'garantia');

/** One route per panel of PANELS, GET /v1/dashboard/<painel>?area=garantia|agro&periodo=mes|trimestre|ano. */
export async function dashboardRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  for (const [id, panel] of Object.entries(PANELS) as [
    DashboardPanelId,
    (typeof PANELS)[DashboardPanelId],
  ][]) {
    app.get(
      api[id],
      {
        config: { access: access.view },
        schema: {
          summary: `${panel.summary} (área: garantia ou agro; período: mes, trimestre ou ano)`,
          querystring: dashboardQuery,
          response: { 200: dashboardPanelRecord },
        },
      },
      async (req): Promise<DashboardPanel> => {
        const viewer = await viewerOf(db, principalOf(req));
        const area = req.query.area ?? defaultArea(viewer);
        if (!worksIn(viewer.area, RECORD_AREA[area]))
          throw forbidden(`Usuário sem acesso aos números da área ${AREA_NAMES[area]}.`);
        if (!panel.areas.includes(area))
          throw badRequest([
            { field: 'area', message: `Este painel não existe para a área ${AREA_NAMES[area]}.` },
          ]);
        const window = windowOf(req.query.periodo);
        const linhas = await panelRows(panel, { db, viewer, area, window });
        return {
          painel: id,
          area,
          periodo: { id: window.id, de: window.de, ate: window.ate },
          series: panel.series(area),
          linhas,
        };
      },
    );
  }
}
