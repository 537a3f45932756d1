import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { INSURER_ANSWER_DAYS } from '../../../src/contract/endorsement-requests';
import { AGRO_STATES } from '../../../src/contract/agro-quotations';
import { QUOTATION_STAGES } from '../../../src/contract/guarantee-quotations';
import { todayUtc } from '../../../src/contract/invoices';
import { RENEWAL_WINDOWS } from '../../../src/contract/policy-renewals';
import { seesWholeArea } from '../../../src/contract/visibility';
import type {
  DashboardArea,
  DashboardPanelId,
  DashboardPeriod,
  DashboardRow,
  DashboardSeries,
} from '../../../src/contract/dashboard';
import type { Db } from '../../db/client';
import {
  agroQuotations,
  creditAnswers,
  creditConsults,
  critiques,
  dashboardExpiringCounts,
  dashboardIssuedCounts,
  dashboardOpenInvoiceCounts,
  dashboardResultCounts,
  dashboardStageCounts,
  economicGroups,
  endorsementRequests,
  insurers,
  invoices,
  policies,
  quotations,
} from '../../db/schema';
import { visibleWhere } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';

/**
 * The dashboard's panels: each one aggregate query (GROUP BY, count FILTER) over indexes, within the
 * caller's visibility (server/lib/visibility.ts, the one rule). A panel is an entry of PANELS: its
 * summary, its areas, its series and the function that reads its rows.
 */

/** The brokerage works on Brasília time, as the lists' date filters (criado_de: T00:00:00-03:00). */
export const TIME_ZONE = 'America/Sao_Paulo';

export interface PanelWindow {
  id: DashboardPeriod;
  /** First day of the period and today, 'aaaa-mm-dd', Brasília time. */
  de: string;
  ate: string;
  /** The months of the period, oldest first, 'aaaa-mm'. */
  meses: string[];
}

const MONTHS_OF: Record<DashboardPeriod, number> = { mes: 1, trimestre: 3, ano: 12 };

const MONTH_NAMES = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

/** 'aaaa-mm' as the charts label it: 'nov/2026'. */
export const monthLabel = (month: string): string =>
  `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month}/${month.slice(0, 4)}`;

/** Today in Brasília (UTC-3, no daylight saving since 2019). */
export const todayBrasilia = (now = Date.now()): string =>
  new Date(now - 3 * 3_600_000).toISOString().slice(0, 10);

/** The period picker's window: the current month, or it and the 2 (trimestre) or 11 (ano) before. */
export function windowOf(period: DashboardPeriod, today = todayBrasilia()): PanelWindow {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  const meses: string[] = [];
  for (let i = MONTHS_OF[period] - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(year, month - i, 1));
    meses.push(d.toISOString().slice(0, 7));
  }
  return { id: period, de: `${meses[0] ?? today.slice(0, 7)}-01`, ate: today, meses };
}

/** Last day of a month 'aaaa-mm'. */
export const monthEnd = (month: string): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

export interface PanelContext {
  db: Db;
  viewer: Viewer;
  area: DashboardArea;
  window: PanelWindow;
}

/**
 * A panel's rows for its viewer. A wallet-restricted viewer reads their own rows: a few thousand at
 * most, but the planner cannot see the wallet's size (an array read at run time, estimated at ten
 * groups), so it plans for ten times the rows: parallel workers and JIT compilation, which under many
 * concurrent requests only add their start-up (tens of ms) to each one.
 */
export function panelRows(panel: PanelDefinition, ctx: PanelContext): Promise<DashboardRow[]> {
  if (seesWholeArea(ctx.viewer)) return panel.rows(ctx);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`set local jit = off`);
    return panel.rows({ ...ctx, db: tx });
  });
}

export interface PanelDefinition {
  /** The OpenAPI summary. */
  summary: string;
  areas: readonly DashboardArea[];
  series: (area: DashboardArea) => DashboardSeries[];
  rows: (ctx: PanelContext) => Promise<DashboardRow[]>;
}

async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

const where = (...parts: (SQL | undefined)[]): SQL => and(...parts) ?? sql`true`;

/** Rounds to cents (sums of numeric come back as float8). */
const cents = (n: number | null | undefined): number => Math.round((n ?? 0) * 100) / 100;
const days = (n: number | null | undefined): number | null =>
  n === null || n === undefined ? null : Math.round(n * 10) / 10;

/** Start of the period as a timestamp at Brasília midnight, as the lists' `criado_de`. */
const startOf = (w: PanelWindow) => sql`(${w.de}::date::timestamp at time zone ${TIME_ZONE})`;
const monthOf = (column: SQL) => sql`to_char(${column} at time zone ${TIME_ZONE}, 'YYYY-MM')`;

/* ------------------------------------------------------------------------------------------ panels */

/**
 * Days waited in the current stage, in whole Brasília calendar days (entered today: 0), the measure
 * the counts table keeps (dashboard_cotacoes_etapa.desde): the same on both paths of the panel.
 */
const waitedDays = (since: SQL, today: string) =>
  sql`(${today}::date - (${since} at time zone ${TIME_ZONE})::date)`;

type StageFigures = { n: number; mediana: number | null; maximo: number | null };

/** Count, median (percentile_cont(0.5): the middle two averaged) and maximum of a days histogram. */
export function histogramFigures(histogram: readonly { dias: number; n: number }[]): StageFigures {
  const sorted = histogram.filter((h) => h.n > 0).sort((a, b) => a.dias - b.dias);
  const n = sorted.reduce((sum, h) => sum + h.n, 0);
  if (n === 0) return { n: 0, mediana: null, maximo: null };
  const at = (index: number): number => {
    let seen = 0;
    for (const h of sorted) {
      seen += h.n;
      if (index < seen) return h.dias;
    }
    return sorted[sorted.length - 1]?.dias ?? 0;
  };
  const position = (n - 1) / 2;
  const low = at(Math.floor(position));
  const high = at(Math.ceil(position));
  return {
    n,
    mediana: low + (high - low) * (position - Math.floor(position)),
    maximo: sorted[sorted.length - 1]?.dias ?? null,
  };
}

/**
 * Open guarantee quotations by stage for a viewer who sees the whole area: the counts table kept by
 * the trigger (by stage and day of entry), a few hundred rows instead of every open quotation.
 */
async function stageCounts(db: Db, today: string): Promise<Map<string, StageFigures>> {
  const rows = await rowsOf<{ etapa: string; dias: number; n: number }>(
    db,
    sql`select ${dashboardStageCounts.etapa} as etapa, (${today}::date - ${dashboardStageCounts.desde})::int as dias,
          sum(${dashboardStageCounts.quantidade})::int as n
        from ${dashboardStageCounts}
        where ${dashboardStageCounts.quantidade} <> 0
        group by 1, 2`,
  );
  const byStage = new Map<string, { dias: number; n: number }[]>();
  for (const r of rows) byStage.set(r.etapa, [...(byStage.get(r.etapa) ?? []), r]);
  return new Map([...byStage].map(([etapa, histogram]) => [etapa, histogramFigures(histogram)]));
}

/** Open quotations by stage (agro: by situation), with how long they have waited in it. */
async function stageRows({ db, viewer, area }: PanelContext): Promise<DashboardRow[]> {
  type Row = { chave: string; n: number; mediana: number | null; maximo: number | null };
  const today = todayBrasilia();
  const figures = (since: SQL) => sql`count(*)::int as n,
    (percentile_cont(0.5) within group (order by ${waitedDays(since, today)}))::float8 as mediana,
    max(${waitedDays(since, today)})::int as maximo`;
  const toRow = (id: string, nome: string, r: StageFigures | undefined): DashboardRow => ({
    chave: id,
    rotulo: nome,
    valores: { quantidade: r?.n ?? 0, mediana_dias: days(r?.mediana), max_dias: days(r?.maximo) },
  });
  if (area === 'agro') {
    const open = AGRO_STATES.filter((s) => s.id !== 'apolice_emitida' && s.id !== 'cancelada');
    const rows = await rowsOf<Row>(
      db,
      sql`select ${agroQuotations.situacao} as chave, ${figures(sql`${agroQuotations.situacaoDesde}`)}
          from ${agroQuotations}
          where ${where(
            sql`${agroQuotations.situacao} in (${sql.join(
              open.map((s) => sql`${s.id}`),
              sql`, `,
            )})`,
            visibleWhere(viewer, 'cotacao_agro'),
          )}
          group by 1`,
    );
    const by = new Map(rows.map((r) => [r.chave, r]));
    return open.map((s) => toRow(s.id, s.nome, by.get(s.id)));
  }
  const stages = QUOTATION_STAGES.filter((s) => s.id !== 'apolice_emitida');
  const seen = visibleWhere(viewer, 'cotacao_garantia');
  // The whole area reads the counts; a wallet-restricted viewer (responsible or wallet groups, a
  // rule the per-group counts cannot express) reads their own rows, which are few.
  const by =
    seen === undefined
      ? await stageCounts(db, today)
      : new Map(
          (
            await rowsOf<Row>(
              db,
              sql`select ${quotations.etapa} as chave, ${figures(sql`${quotations.etapaDesde}`)}
                  from ${quotations}
                  where ${where(
                    sql`${quotations.status} = 'em_andamento'`,
                    sql`${quotations.etapa} <> 'apolice_emitida'`,
                    seen,
                  )}
                  group by 1`,
            )
          ).map((r) => [r.chave, r]),
        );
  return stages.map((s) => toRow(s.id, s.nome, by.get(s.id)));
}

/**
 * Won and lost quotations per month: the quotations created in each month of the period (the cohort,
 * as the list's `criado_de`/`criado_ate` filter them), by how they ended: won (policy issued), lost
 * (cancelled), still open.
 */
async function resultRows({ db, viewer, area, window }: PanelContext): Promise<DashboardRow[]> {
  type Row = { mes: string; ganhas: number; perdidas: number; abertas: number };
  const query =
    area === 'agro'
      ? sql`select ${monthOf(sql`${agroQuotations.criadoEm}`)} as mes,
              count(*) filter (where ${agroQuotations.situacao} = 'apolice_emitida')::int as ganhas,
              count(*) filter (where ${agroQuotations.situacao} = 'cancelada')::int as perdidas,
              count(*) filter (where ${agroQuotations.situacao} not in ('apolice_emitida', 'cancelada'))::int as abertas
            from ${agroQuotations}
            where ${where(sql`${agroQuotations.criadoEm} >= ${startOf(window)}`, visibleWhere(viewer, 'cotacao_agro'))}
            group by 1`
      : visibleWhere(viewer, 'cotacao_garantia') === undefined
        ? // The whole area: the counts table kept by the trigger (by month and result).
          sql`select ${dashboardResultCounts.mes} as mes,
              coalesce(sum(${dashboardResultCounts.quantidade}) filter (where ${dashboardResultCounts.resultado} = 'ganha'), 0)::int as ganhas,
              coalesce(sum(${dashboardResultCounts.quantidade}) filter (where ${dashboardResultCounts.resultado} = 'perdida'), 0)::int as perdidas,
              coalesce(sum(${dashboardResultCounts.quantidade}) filter (where ${dashboardResultCounts.resultado} = 'aberta'), 0)::int as abertas
            from ${dashboardResultCounts}
            where ${dashboardResultCounts.mes} >= ${window.meses[0] ?? window.de.slice(0, 7)}
            group by 1`
        : sql`select ${monthOf(sql`${quotations.criadoEm}`)} as mes,
              count(*) filter (where ${quotations.status} = 'em_andamento' and ${quotations.etapa} = 'apolice_emitida')::int as ganhas,
              count(*) filter (where ${quotations.status} = 'cancelada')::int as perdidas,
              count(*) filter (where ${quotations.status} = 'em_andamento' and ${quotations.etapa} <> 'apolice_emitida')::int as abertas
            from ${quotations}
            where ${where(sql`${quotations.criadoEm} >= ${startOf(window)}`, visibleWhere(viewer, 'cotacao_garantia'))}
            group by 1`;
  const by = new Map((await rowsOf<Row>(db, query)).map((r) => [r.mes, r]));
  return window.meses.map((mes) => {
    const r = by.get(mes);
    return {
      chave: mes,
      rotulo: monthLabel(mes),
      valores: { ganhas: r?.ganhas ?? 0, perdidas: r?.perdidas ?? 0, abertas: r?.abertas ?? 0 },
    };
  });
}

/** Premium and the brokerage's commission (premium × rate) of the policies issued in the period. */
const premiumSums = sql`coalesce(sum(${policies.premio}), 0)::float8 as premio,
  coalesce(sum(${policies.premio} * coalesce(${policies.comissao}, 0) / 100), 0)::float8 as comissao,
  count(*)::int as apolices`;
const issuedIn = (w: PanelWindow) =>
  sql`${policies.emitidaEm} >= ${w.de}::date and ${policies.emitidaEm} <= ${w.ate}::date`;

/** The same sums over the counts table (policies issued by insurer and day), for the whole area. */
const issuedSums = sql`coalesce(sum(${dashboardIssuedCounts.premio}), 0)::float8 as premio,
  coalesce(sum(${dashboardIssuedCounts.comissao}), 0)::float8 as comissao,
  coalesce(sum(${dashboardIssuedCounts.apolices}), 0)::int as apolices`;
const countedIn = (w: PanelWindow) =>
  sql`${dashboardIssuedCounts.emitidaEm} >= ${w.de}::date and ${dashboardIssuedCounts.emitidaEm} <= ${w.ate}::date`;

async function premiumByMonthRows({ db, viewer, window }: PanelContext): Promise<DashboardRow[]> {
  type Row = { mes: string; premio: number; comissao: number; apolices: number };
  const seen = visibleWhere(viewer, 'apolice');
  // The whole area reads the counts kept by the trigger; a wallet-restricted viewer, their own rows.
  const rows = await rowsOf<Row>(
    db,
    seen === undefined
      ? sql`select to_char(${dashboardIssuedCounts.emitidaEm}, 'YYYY-MM') as mes, ${issuedSums}
            from ${dashboardIssuedCounts}
            where ${countedIn(window)}
            group by 1`
      : sql`select to_char(${policies.emitidaEm}, 'YYYY-MM') as mes, ${premiumSums}
            from ${policies}
            where ${where(issuedIn(window), seen)}
            group by 1`,
  );
  const by = new Map(rows.map((r) => [r.mes, r]));
  return window.meses.map((mes) => {
    const r = by.get(mes);
    return {
      chave: mes,
      rotulo: monthLabel(mes),
      valores: { premio: cents(r?.premio), comissao: cents(r?.comissao), apolices: r?.apolices ?? 0 },
    };
  });
}

async function premiumByInsurerRows({ db, viewer, window }: PanelContext): Promise<DashboardRow[]> {
  type Row = { id: string; nome: string; premio: number; comissao: number; apolices: number };
  const seen = visibleWhere(viewer, 'apolice');
  const totals =
    seen === undefined
      ? sql`select ${dashboardIssuedCounts.seguradoraId} as seguradora_id, ${issuedSums}
            from ${dashboardIssuedCounts}
            where ${countedIn(window)}
            group by 1
            having sum(${dashboardIssuedCounts.apolices}) <> 0`
      : sql`select ${policies.seguradoraId} as seguradora_id, ${premiumSums}
            from ${policies}
            where ${where(issuedIn(window), seen)}
            group by 1`;
  const rows = await rowsOf<Row>(
    db,
    sql`select s.id, s.nome, t.premio, t.comissao, t.apolices
        from (${totals}) t
        join ${insurers} s on s.id = t.seguradora_id
        order by t.premio desc, s.nome`,
  );
  return rows.map((r) => ({
    chave: r.id,
    rotulo: r.nome,
    valores: { premio: cents(r.premio), comissao: cents(r.comissao), apolices: r.apolices },
  }));
}

/**
 * Policies expiring in 30, 60 and 90 days (cumulative, as the list's 'Vencendo' view): not cancelled,
 * current term ending between today and today + N, the same rule as GET /v1/garantia/apolices/vencendo.
 */
async function expiringRows({ db, viewer }: PanelContext): Promise<DashboardRow[]> {
  // The policies' rules run on the server's UTC day (server/domains/policies todayIso): the same here,
  // so a figure and its list agree.
  const today = new Date().toISOString().slice(0, 10);
  const until = (n: number) => sql`(${today}::date + ${n}::int)`;
  const last = RENEWAL_WINDOWS[RENEWAL_WINDOWS.length - 1] ?? 90;
  const seen = visibleWhere(viewer, 'apolice');
  const figures = (end: SQL, n: SQL, amount: SQL) =>
    RENEWAL_WINDOWS.map(
      (
        days,
      ) => sql`coalesce(${n} filter (where ${end} <= ${until(days)}), 0)::int as n${sql.raw(String(days))},
        coalesce(${amount} filter (where ${end} <= ${until(days)}), 0)::float8 as is${sql.raw(String(days))}`,
    );
  // The whole area sums the counts by term end and cancellation day (a cancellation not yet in effect
  // still counts, as in the list); a wallet-restricted viewer reads their own policies.
  const [row] = await rowsOf<Record<string, number>>(
    db,
    seen === undefined
      ? sql`select ${sql.join(
          figures(
            sql`${dashboardExpiringCounts.vigenciaFim}`,
            sql`sum(${dashboardExpiringCounts.apolices})`,
            sql`sum(${dashboardExpiringCounts.importancia})`,
          ),
          sql`, `,
        )}
          from ${dashboardExpiringCounts}
          where ${dashboardExpiringCounts.vigenciaFim} >= ${today}::date
            and ${dashboardExpiringCounts.vigenciaFim} <= ${until(last)}
            and ${dashboardExpiringCounts.canceladaEm} > ${today}::date`
      : sql`select ${sql.join(
          figures(sql`${policies.vigenciaFimAtual}`, sql`count(*)`, sql`sum(${policies.importanciaAtual})`),
          sql`, `,
        )}
          from ${policies}
          where ${where(
            sql`${policies.vigenciaFimAtual} >= ${today}::date`,
            sql`${policies.vigenciaFimAtual} <= ${until(last)}`,
            sql`not (${policies.canceladaEm} is not null and ${policies.canceladaEm} <= ${today}::date)`,
            seen,
          )}`,
  );
  return RENEWAL_WINDOWS.map((n) => ({
    chave: String(n),
    rotulo: `Em até ${n} dias`,
    valores: { apolices: row?.[`n${n}`] ?? 0, importancia: cents(row?.[`is${n}`]) },
  }));
}

/** How many groups the limits panel shows: the ones with the largest approved limits in force. */
export const TOP_GROUPS = 5;

/**
 * Credit limit used vs approved per insurer for the top groups, the rule of the renewal radar and the
 * quotation's comparison: the highest approved answer in force of a consult not cancelled; used = the
 * insured amounts of the group's policies in force at that insurer plus its open quotations that chose it.
 */
async function limitRows({ db, viewer }: PanelContext): Promise<DashboardRow[]> {
  const today = new Date().toISOString().slice(0, 10);
  type Row = {
    grupo_id: string;
    grupo: string;
    seguradora_id: string;
    seguradora: string;
    aprovado: number;
    utilizado: number;
  };
  const rows = await rowsOf<Row>(
    db,
    sql`with aprovados as (
          select ${creditConsults.grupoId} as grupo_id, ${creditAnswers.seguradoraId} as seguradora_id,
                 max(${creditAnswers.limiteAprovado})::float8 as aprovado
          from ${creditAnswers}
          join ${creditConsults} on ${creditConsults.id} = ${creditAnswers.consultaId}
          where ${where(
            sql`${creditConsults.status} <> 'cancelada'`,
            sql`${creditAnswers.status} = 'aprovado'`,
            sql`${creditAnswers.vigenciaFim} >= ${today}::date`,
            sql`${creditAnswers.limiteAprovado} is not null`,
            visibleWhere(viewer, 'limite_credito'),
          )}
          group by 1, 2
        ), topo as (
          select grupo_id from aprovados group by grupo_id order by sum(aprovado) desc, grupo_id limit ${TOP_GROUPS}
        )
        select a.grupo_id, coalesce(g.nome_fantasia, g.razao_social) as grupo, a.seguradora_id, s.nome as seguradora, a.aprovado,
          (coalesce((select sum(p.importancia_segurada) from ${policies} p
                     where p.grupo_id = a.grupo_id and p.seguradora_id = a.seguradora_id
                       and p.vigencia_fim >= ${today}::date), 0)
         + coalesce((select sum(q.importancia_segurada) from ${quotations} q
                     where q.grupo_id = a.grupo_id and q.seguradora_id = a.seguradora_id
                       and q.status = 'em_andamento' and q.etapa <> 'apolice_emitida'), 0))::float8 as utilizado
        from aprovados a
        join topo t on t.grupo_id = a.grupo_id
        join ${economicGroups} g on g.id = a.grupo_id
        join ${insurers} s on s.id = a.seguradora_id
        order by a.aprovado desc, 2, s.nome`,
  );
  return rows.map((r) => ({
    chave: `${r.grupo_id}:${r.seguradora_id}`,
    rotulo: `${r.grupo} · ${r.seguradora}`,
    valores: { aprovado: cents(r.aprovado), utilizado: cents(r.utilizado) },
    ref: { grupo_id: r.grupo_id, seguradora_id: r.seguradora_id },
  }));
}

/**
 * What waits on the brokerage: open critiques of the quotations, the endorsement requests with an
 * open critique (requests, not critiques, so the figure is the row count of the list it opens:
 * '/endossos' `com_critica_aberta`), and the requests sent and unanswered past the insurer's days (the
 * overdue filter's rule).
 */
async function pendingRows({ db, viewer }: PanelContext): Promise<DashboardRow[]> {
  const quotationsSeen = visibleWhere(viewer, 'cotacao_garantia');
  const policiesSeen = visibleWhere(viewer, 'apolice');
  const ofPolicies = (column: SQL) =>
    policiesSeen
      ? sql`${column} in (select ${policies.id} from ${policies} where ${policiesSeen})`
      : undefined;
  const [row] = await rowsOf<{ cotacoes: number; solicitacoes: number; atrasadas: number }>(
    db,
    sql`select
      (select count(*)::int from ${critiques}
        where ${where(
          sql`${critiques.entidade} = 'cotacao_garantia'`,
          sql`${critiques.status} = 'aberta'`,
          quotationsSeen
            ? sql`${critiques.entidadeId} in (select ${quotations.id} from ${quotations} where ${quotationsSeen})`
            : undefined,
        )}) as cotacoes,
      (select count(*)::int from ${endorsementRequests}
        where ${where(
          sql`exists (select 1 from ${critiques} c where c.entidade = 'solicitacao_endosso'
                and c.entidade_id = ${endorsementRequests.id} and c.status = 'aberta')`,
          ofPolicies(sql`${endorsementRequests.apoliceId}`),
        )}) as solicitacoes,
      (select count(*)::int from ${endorsementRequests}
        where ${where(
          sql`${endorsementRequests.estado} = 'enviada'`,
          sql`${endorsementRequests.enviadaEm} < now() - make_interval(days => ${INSURER_ANSWER_DAYS})`,
          ofPolicies(sql`${endorsementRequests.apoliceId}`),
        )}) as atrasadas`,
  );
  return [
    {
      chave: 'criticas_cotacoes',
      rotulo: 'Críticas abertas em cotações',
      valores: { quantidade: row?.cotacoes ?? 0 },
    },
    {
      chave: 'criticas_solicitacoes',
      rotulo: 'Solicitações de endosso com crítica aberta',
      valores: { quantidade: row?.solicitacoes ?? 0 },
    },
    {
      chave: 'solicitacoes_atrasadas',
      rotulo: `Solicitações de endosso sem resposta há mais de ${INSURER_ANSWER_DAYS} dias`,
      valores: { quantidade: row?.atrasadas ?? 0 },
    },
  ];
}

/**
 * Overdue invoices (count and amount) by their policy's insurer: unpaid, not inactive, due before
 * today (UTC), the list's `situacao=vencida` rule (server/domains/invoices/repository.ts statusWhere).
 * An invoice is visible exactly when its policy is.
 */
async function overdueInvoiceRows({ db, viewer }: PanelContext): Promise<DashboardRow[]> {
  type Row = { id: string; nome: string; n: number; valor: number };
  const today = todayUtc();
  const seen = visibleWhere(viewer, 'apolice');
  // The whole area sums the open invoices' counts (by insurer and due day) of the days before today.
  const totals =
    seen === undefined
      ? sql`select ${dashboardOpenInvoiceCounts.seguradoraId} as seguradora_id,
              sum(${dashboardOpenInvoiceCounts.quantidade})::int as n,
              coalesce(sum(${dashboardOpenInvoiceCounts.valor}), 0)::float8 as valor
            from ${dashboardOpenInvoiceCounts}
            where ${dashboardOpenInvoiceCounts.vencimento} < ${today}::date
            group by 1
            having sum(${dashboardOpenInvoiceCounts.quantidade}) <> 0`
      : // A wallet's policies (a few thousand at most), each one's overdue invoices read through its own
        // index (faturas_apolice_idx): the aggregate in the lateral keeps the planner from turning it into
        // a join that reads every open invoice.
        sql`select ${policies.seguradoraId} as seguradora_id, sum(f.n)::int as n,
              coalesce(sum(f.valor), 0)::float8 as valor
            from ${policies}
            cross join lateral (
              select count(*) as n, sum(${invoices.valor}) as valor from ${invoices}
              where ${invoices.apoliceId} = ${policies.id}
                and ${invoices.pagoEm} is null
                and ${invoices.inativadaEm} is null
                and ${invoices.vencimento} < ${today}::date
            ) f
            where ${seen}
            group by 1
            having sum(f.n) <> 0`;
  const rows = await rowsOf<Row>(
    db,
    sql`select s.id, s.nome, t.n, t.valor
        from (${totals}) t
        join ${insurers} s on s.id = t.seguradora_id
        order by t.valor desc, s.nome`,
  );
  return rows.map((r) => ({
    chave: r.id,
    rotulo: r.nome,
    valores: { quantidade: r.n, valor: cents(r.valor) },
  }));
}

/* ------------------------------------------------------------------------------------------ table */

const count = (id: string, nome: string): DashboardSeries => ({ id, nome, unidade: 'quantidade' });
const money = (id: string, nome: string): DashboardSeries => ({ id, nome, unidade: 'moeda' });
const inDays = (id: string, nome: string): DashboardSeries => ({ id, nome, unidade: 'dias' });
const BOTH = ['garantia', 'agro'] as const;
const GUARANTEE = ['garantia'] as const;
const premiumSeries = () => [
  money('premio', 'Prêmio emitido'),
  money('comissao', 'Comissão'),
  count('apolices', 'Apólices emitidas'),
];

/** Every panel: a new one is an entry here (and its id in DASHBOARD_PANEL_IDS and the manifest). */
export const PANELS: Record<DashboardPanelId, PanelDefinition> = {
  etapas: {
    summary: 'Cotações em aberto por etapa e há quantos dias esperam nela (mediana e máximo)',
    areas: BOTH,
    series: () => [
      count('quantidade', 'Cotações'),
      inDays('mediana_dias', 'Mediana de dias na etapa'),
      inDays('max_dias', 'Máximo de dias na etapa'),
    ],
    rows: stageRows,
  },
  resultados: {
    summary: 'Cotações criadas em cada mês do período: ganhas, perdidas e em andamento',
    areas: BOTH,
    series: () => [
      count('ganhas', 'Ganhas'),
      count('perdidas', 'Perdidas'),
      count('abertas', 'Em andamento'),
    ],
    rows: resultRows,
  },
  'premios-mes': {
    summary: 'Prêmio e comissão das apólices emitidas em cada mês do período',
    areas: GUARANTEE,
    series: premiumSeries,
    rows: premiumByMonthRows,
  },
  'premios-seguradora': {
    summary: 'Prêmio e comissão das apólices emitidas no período, por seguradora',
    areas: GUARANTEE,
    series: premiumSeries,
    rows: premiumByInsurerRows,
  },
  vencimentos: {
    summary: 'Apólices que vencem em até 30, 60 e 90 dias',
    areas: GUARANTEE,
    series: () => [count('apolices', 'Apólices'), money('importancia', 'Importância segurada')],
    rows: expiringRows,
  },
  limites: {
    summary: `Limite de crédito utilizado e aprovado por seguradora, dos ${TOP_GROUPS} grupos de maior limite`,
    areas: GUARANTEE,
    series: () => [money('aprovado', 'Limite aprovado'), money('utilizado', 'Limite utilizado')],
    rows: limitRows,
  },
  pendencias: {
    summary: 'Críticas em aberto e solicitações de endosso atrasadas',
    areas: GUARANTEE,
    series: () => [count('quantidade', 'Quantidade')],
    rows: pendingRows,
  },
  faturas: {
    summary: 'Faturas vencidas (quantidade e valor), por seguradora',
    areas: GUARANTEE,
    series: () => [count('quantidade', 'Faturas vencidas'), money('valor', 'Valor vencido')],
    rows: overdueInvoiceRows,
  },
};
