import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Counts the dashboard reads instead of the quotations themselves (docs/dashboard.md, "Contagens"),
 * kept current by the trigger `cotacoes_garantia_contagens` of migration 0019 on every insert, update
 * and delete of `cotacoes_garantia`, whoever writes. Keyed by group so concurrent writes to different
 * groups never wait on the same counter row, and so the figures stay a sum over groups. They serve the
 * viewers who see the whole area; a wallet-restricted viewer's figures are read from their own rows.
 */

/** Open guarantee quotations (em andamento, before 'apolice_emitida') by group, stage and the day they entered it (Brasília). */
export const dashboardStageCounts = pgTable(
  'dashboard_cotacoes_etapa',
  {
    grupoId: uuid('grupo_id').notNull(),
    etapa: text('etapa').notNull(),
    desde: date('desde', { mode: 'string' }).notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_cotacoes_etapa_pk', columns: [t.etapa, t.desde, t.grupoId] })],
);

/** Guarantee quotations by group, month of creation (Brasília, 'aaaa-mm') and result. */
export const dashboardResultCounts = pgTable(
  'dashboard_cotacoes_resultado',
  {
    grupoId: uuid('grupo_id').notNull(),
    mes: text('mes').notNull(),
    /** 'ganha' (policy issued), 'perdida' (cancelled), 'aberta' (still in progress). */
    resultado: text('resultado').notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_cotacoes_resultado_pk', columns: [t.mes, t.resultado, t.grupoId] })],
);
