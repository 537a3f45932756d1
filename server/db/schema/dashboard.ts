import { date, integer, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Counts the dashboard reads instead of the quotations themselves (docs/dashboard.md, "Contagens"),
 * kept current by statement triggers (migration 0019) on every insert, update and delete, whoever
 * writes. They serve the viewers who see the whole area, so they are not keyed by group (a group key
 * would multiply the rows a read sums by the number of groups); a wallet-restricted viewer's figures
 * are read from their own rows, which are few.
 */

/** Open guarantee quotations (em andamento, before 'apolice_emitida') by stage and the day they entered it (Brasília). */
export const dashboardStageCounts = pgTable(
  'dashboard_cotacoes_etapa',
  {
    etapa: text('etapa').notNull(),
    desde: date('desde', { mode: 'string' }).notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_cotacoes_etapa_pk', columns: [t.etapa, t.desde] })],
);

/** Guarantee quotations by month of creation (Brasília, 'aaaa-mm') and result. */
export const dashboardResultCounts = pgTable(
  'dashboard_cotacoes_resultado',
  {
    mes: text('mes').notNull(),
    /** 'ganha' (policy issued), 'perdida' (cancelled), 'aberta' (still in progress). */
    resultado: text('resultado').notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_cotacoes_resultado_pk', columns: [t.mes, t.resultado] })],
);

/**
 * Open invoices (not paid, not inactive) by their policy's insurer and due day, with their amount: the
 * overdue ones are the days before today, so the figure moves at midnight with no write. Kept by the
 * triggers `faturas_contagens` (every write of `faturas`) and `apolices_seguradora_contagens` (a
 * policy moved to another insurer takes its open invoices along).
 */
export const dashboardOpenInvoiceCounts = pgTable(
  'dashboard_faturas_abertas',
  {
    seguradoraId: uuid('seguradora_id').notNull(),
    vencimento: date('vencimento', { mode: 'string' }).notNull(),
    quantidade: integer('quantidade').notNull(),
    valor: numeric('valor', { precision: 15, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_faturas_abertas_pk', columns: [t.vencimento, t.seguradoraId] })],
);

/**
 * Policies issued by insurer and day, with their premium and the brokerage's commission (premium ×
 * rate / 100, exact numeric): the premium panels sum the days of the period. Kept by the trigger
 * `apolices_contagens` on every write of `apolices`.
 */
export const dashboardIssuedCounts = pgTable(
  'dashboard_apolices_emitidas',
  {
    seguradoraId: uuid('seguradora_id').notNull(),
    emitidaEm: date('emitida_em', { mode: 'string' }).notNull(),
    apolices: integer('apolices').notNull(),
    premio: numeric('premio', { mode: 'number' }).notNull(),
    comissao: numeric('comissao', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_apolices_emitidas_pk', columns: [t.emitidaEm, t.seguradoraId] })],
);

/**
 * Policies by the day their current term ends (`vigencia_fim_atual`) and the day they were cancelled
 * ('infinity' when not), with their current insured amount: the expiring panel sums the days between
 * today and today + 90 whose cancellation is not yet in effect, the list's rule, a few hundred rows
 * instead of every policy of the window. Kept by the trigger `apolices_vencimento_contagens` on every
 * write of `apolices`.
 */
export const dashboardExpiringCounts = pgTable(
  'dashboard_apolices_vencimento',
  {
    vigenciaFim: date('vigencia_fim', { mode: 'string' }).notNull(),
    canceladaEm: date('cancelada_em', { mode: 'string' }).notNull(),
    apolices: integer('apolices').notNull(),
    importancia: numeric('importancia', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'dashboard_apolices_vencimento_pk', columns: [t.vigenciaFim, t.canceladaEm] })],
);
