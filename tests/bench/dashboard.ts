/**
 * Dashboard benchmark: N guarantee quotations, M policies and K invoices (by default 1,000,000, 300,000
 * and 1,000,000, as the issue asks; DASHBOARD_QUOTATIONS, DASHBOARD_POLICIES and DASHBOARD_INVOICES set
 * others) over 200 groups and 5 insurers, with credit limits, critiques and endorsement requests; then
 * every panel of GET /v1/dashboard/<painel> (a year's period: the widest read) under concurrent clients,
 * as a viewer of the whole area and as a wallet-restricted partner, beside the panel's bare aggregate
 * read straight from the database (tests/bench/lists.ts does the measuring); then, with a built dist/,
 * the whole dashboard's first render in Chromium. Goals: each panel's p99 ≤ 100 ms on PostgreSQL, the
 * first render ≤ 1 s. Alone: PGlite (unless BENCH_PGLITE=0) and PostgreSQL when BENCH_DATABASE_URL or
 * DATABASE_URL names a server; in `npm run bench`, PostgreSQL only (a million rows in PGlite take longer
 * to seed than the whole run). DASHBOARD_DATABASE=<name> keeps the seeded database between runs
 * (docs/dashboard.md, "Medidas", lists the other switches).
 * Alone: `DASHBOARD_QUOTATIONS=20000 DASHBOARD_POLICIES=6000 node --import tsx tests/bench/dashboard.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { eq, sql } from 'drizzle-orm';
import { DASHBOARD_PANEL_IDS } from '../../src/contract/dashboard';
import { subModalities } from '../../server/db/schema';
import { chromiumArgs, chromiumExecutable } from '../e2e/env';
import { LoginPage } from '../e2e/pages/login-page';
import type { ListBenchResult, ListScenarioSpec, ListSubject } from './lists';
import { benchListOf } from './lists';

const QUOTATIONS = Number(process.env.DASHBOARD_QUOTATIONS ?? 1_000_000);
const POLICIES = Number(process.env.DASHBOARD_POLICIES ?? 300_000);
const INVOICES = Number(process.env.DASHBOARD_INVOICES ?? 1_000_000);
const GROUPS = 200;
const INSURERS = 5;

/** The goal of each panel's p99 (ms). */
export const DASHBOARD_P99_GOAL_MS = 100;
/** The goal of the whole dashboard's first render (ms): navigation to every panel drawn. */
export const DASHBOARD_RENDER_GOAL_MS = 1_000;

/**
 * The wallet-restricted partner of the bench: responsible for one group of the 200 (so 1/200 of the
 * rows: 5,000 quotations, 1,500 policies, 5,000 invoices), a `corretor_parceiro` of the guarantee area.
 */
const WALLET_USER = '0b0b0b0b-0000-4000-8000-000000000001';
const BENCH_ADMIN = { email: 'admin@bench.local', password: 'Senha-Bench-2026' };

/** Only these panels (comma-separated ids), e.g. while working on one. */
const ONLY = process.env.DASHBOARD_PANELS?.split(',').filter(Boolean);

export const dashboardSubject: ListSubject = {
  rowsName: `cotações, ${POLICIES.toLocaleString('pt-BR')} apólices e ${INVOICES.toLocaleString('pt-BR')} faturas (dashboard)`,
  async filled(db) {
    const result = (await db.execute(sql`select
        (select count(*) from cotacoes_garantia)::int as q, (select count(*) from apolices)::int as p,
        (select count(*) from faturas)::int as f`)) as { rows: { q: number; p: number; f: number }[] };
    const [n] = result.rows;
    return !!n && n.q >= QUOTATIONS && n.p >= POLICIES && n.f >= INVOICES;
  },
  async fill(db) {
    const [sub] = await db
      .select({ id: subModalities.id, modalidadeId: subModalities.modalidadeId })
      .from(subModalities)
      .where(eq(subModalities.nome, 'EXECUTANTE CONSTRUTOR'));
    if (!sub) throw new Error('sub-modalidade do seed ausente');
    await db.execute(sql`
      insert into grupos_economicos (id, cnpj, razao_social, nome_fantasia)
      select md5('g' || i)::uuid, lpad(i::text, 14, '0'), 'Grupo ' || md5(i::text), 'Grupo ' || i
      from generate_series(1, ${GROUPS}) i`);
    await db.execute(sql`
      insert into empresas (id, grupo_id, cnpj, razao_social, nome_fantasia, principal)
      select md5('e' || i)::uuid, md5('g' || i)::uuid, lpad((100000 + i)::text, 14, '9'),
        'Tomador ' || md5(i::text), 'Tomador ' || md5(i::text), true
      from generate_series(1, ${GROUPS}) i`);
    await db.execute(sql`
      insert into seguradoras (id, nome, razao_social, cnpj)
      select md5('s' || i)::uuid, 'Seguradora ' || i, 'Seguradora ' || i || ' S.A.', lpad((900 + i)::text, 14, '0')
      from generate_series(1, ${INSURERS}) i`);
    await db.execute(sql`
      insert into cotacoes_garantia (grupo_id, tomador_id, tomador_nome, modalidade_id, submodalidade_id,
        tipo_emissao, segurado_tipo, segurado_documento, segurado_nome, importancia_segurada,
        vigencia_inicio, vigencia_fim, status, etapa, seguradora_id, criado_em, atualizado_em, etapa_desde)
      select md5('g' || (1 + i % ${GROUPS}))::uuid, md5('e' || (1 + i % ${GROUPS}))::uuid,
        'Tomador ' || (1 + i % ${GROUPS}), ${sub.modalidadeId}, ${sub.id}, 'nova', 'PJ',
        lpad(i::text, 14, '0'), 'Segurado ' || i, 1000 + i % 100000, current_date, current_date + 365,
        case when i % 10 = 0 then 'cancelada' else 'em_andamento' end,
        (array['dados_processo', 'aguardando_cotacao', 'solicitar_minuta', 'aprovacao_minuta', 'emissao_apolice', 'apolice_emitida'])[1 + i % 6],
        case when i % 3 = 0 then md5('s' || (1 + i % ${INSURERS}))::uuid end,
        now() - make_interval(mins => (i * 7) % 525600), now(), now() - make_interval(mins => (i * 13) % 86400)
      from generate_series(1, ${QUOTATIONS}) i`);
    await db.execute(sql`
      insert into apolices (numero, seguradora_id, grupo_id, tomador_id, submodalidade_id, emitida_em,
        vigencia_inicio, vigencia_fim, premio, comissao, importancia_segurada, em_endosso)
      select 'B' || i, md5('s' || (1 + i % ${INSURERS}))::uuid, md5('g' || (1 + i % ${GROUPS}))::uuid,
        md5('e' || (1 + i % ${GROUPS}))::uuid, ${sub.id}, current_date - (i % 730),
        current_date - (i % 730), current_date - (i % 730) + 365 + (i % 120), 500 + i % 5000, 20,
        10000 + i % 900000, false
      from generate_series(1, ${POLICIES}) i`);
    await db.execute(sql`
      insert into limites_credito_consultas (id, grupo_id, valor_solicitado, status)
      select md5('c' || i)::uuid, md5('g' || i)::uuid, 10000000, 'concluida' from generate_series(1, ${GROUPS}) i`);
    await db.execute(sql`
      insert into limites_credito_respostas (consulta_id, seguradora_id, status, limite_aprovado, vigencia_inicio, vigencia_fim)
      select md5('c' || g)::uuid, md5('s' || s)::uuid, 'aprovado', 1000000 * (1 + (g * s) % 50),
        current_date - 30, current_date + 335
      from generate_series(1, ${GROUPS}) g, generate_series(1, ${INSURERS}) s`);
    await db.execute(sql`
      insert into criticas (entidade, entidade_id, texto, status)
      select 'cotacao_garantia', id, 'Crítica de bench', case when numero % 2 = 0 then 'aberta' else 'regularizada' end
      from cotacoes_garantia where numero % 50 = 0`);
    await db.execute(sql`
      insert into solicitacoes_endosso (apolice_id, tipo, data_efeito, estado, enviada_em)
      select id, 'alteracao_cadastral', current_date,
        (array['criada', 'enviada', 'aceita', 'reprovada'])[1 + (numero::bigint % 4)::int],
        now() - make_interval(days => (numero::bigint % 40)::int)
      from (select id, substr(numero, 2) as numero from apolices) p where numero::bigint % 20 = 0`);
    // Invoices over the policies, due from a year ago to half a year ahead: a third paid, one in 17
    // inactive, the rest open or overdue.
    await db.execute(sql`
      insert into faturas (apolice_id, numero, parcela, parcelas, valor, vencimento, pago_em, valor_pago, inativada_em, motivo_inativacao)
      select p.id, 'F' || i, 1, 1, 100 + i % 5000, current_date - 365 + i % 540,
        case when i % 3 = 0 then current_date - 365 + i % 540 end, case when i % 3 = 0 then 100 + i % 5000 end,
        case when i % 17 = 0 then now() end, case when i % 17 = 0 then 'substituida' end
      from generate_series(1, ${INVOICES}) i
      join (select id, substr(numero, 2)::int as n from apolices) p on p.n = 1 + i % ${POLICIES}`);
    await db.execute(sql`vacuum analyze`);
  },
  async scenarios({ db, get, ideal, headersOf }) {
    await db.execute(sql`
      insert into usuarios (id, nome, apelido, email, area_id, estrutura_id)
      values (${WALLET_USER}, 'Parceiro de bench', 'Parceiro', 'parceiro@bench.local', 'garantia', 'corretor_parceiro')
      on conflict do nothing`);
    // Group 2: open quotations in three stages (group 1's, i % 200 = 0, are all cancelled).
    await db.execute(
      sql`update grupos_economicos set responsavel_id = null where responsavel_id = ${WALLET_USER}`,
    );
    await db.execute(
      sql`update grupos_economicos set responsavel_id = ${WALLET_USER} where id = md5('g2')::uuid`,
    );
    const wallet = await headersOf(WALLET_USER, 'garantia');
    const year = sql`current_date - interval '12 months'`;
    const bare: Record<(typeof DASHBOARD_PANEL_IDS)[number], ReturnType<typeof sql>> = {
      etapas: sql`select etapa, count(*) from cotacoes_garantia where status = 'em_andamento' group by 1`,
      resultados: sql`select date_trunc('month', criado_em), count(*) filter (where status = 'cancelada')
        from cotacoes_garantia where criado_em >= ${year} group by 1`,
      'premios-mes': sql`select date_trunc('month', emitida_em), sum(premio) from apolices
        where emitida_em >= ${year} group by 1`,
      'premios-seguradora': sql`select seguradora_id, sum(premio) from apolices where emitida_em >= ${year} group by 1`,
      vencimentos: sql`select count(*) from apolices where vigencia_fim_atual between current_date and current_date + 90`,
      limites: sql`select c.grupo_id, r.seguradora_id, max(r.limite_aprovado) from limites_credito_respostas r
        join limites_credito_consultas c on c.id = r.consulta_id where r.status = 'aprovado' group by 1, 2`,
      pendencias: sql`select count(*) from criticas where entidade = 'cotacao_garantia' and status = 'aberta'`,
      faturas: sql`select count(*), sum(valor) from faturas
        where pago_em is null and inativada_em is null and vencimento < current_date`,
    };
    const ids = DASHBOARD_PANEL_IDS.filter((id) => !ONLY || ONLY.includes(id));
    return ids.flatMap((id): ListScenarioSpec[] => [
      [id, get(`/v1/dashboard/${id}?area=garantia&periodo=ano`), ideal(bare[id])],
      [`${id} (carteira)`, get(`/v1/dashboard/${id}?area=garantia&periodo=ano`), ideal(bare[id]), wallet],
    ]);
  },
};

/** First renders measured (the median is the figure). */
const RENDER_RUNS = 5;

/**
 * The whole dashboard's first render in Chromium at 1024 px: from navigation to /dashboard until every
 * panel shows its table (or its empty message), against the bench's app and its full-size database. A
 * logged-in session (the login is not timed), service worker blocked, the HTTP cache warm from the
 * login page as a returning user's (the route chunk is fetched by this navigation).
 */
async function timeFirstRender(baseURL: string): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const times: number[] = [];
  try {
    const context = await browser.newContext({
      baseURL,
      serviceWorkers: 'block',
      viewport: { width: 1024, height: 768 },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.login(BENCH_ADMIN.email, BENCH_ADMIN.password);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    const trace = process.env.DASHBOARD_RENDER_TRACE === '1';
    let log: string[] = [];
    let t0 = 0;
    if (trace)
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        log.push(
          `${(timing.startTime - t0).toFixed(0).padStart(6)} +${timing.responseEnd.toFixed(0).padStart(5)} ms  ${request.url().replace(baseURL, '')}`,
        );
      });
    for (let i = 0; i < RENDER_RUNS + 1; i++) {
      log = [];
      t0 = Date.now();
      const started = performance.now();
      await page.goto('/dashboard?area=garantia&periodo=ano');
      await page
        .waitForFunction(
          (count) => {
            const panels = [...document.querySelectorAll('[data-testid^="painel-"]')];
            return (
              panels.length === count &&
              panels.every((p) => p.querySelector('table') || /Nenhum registro/.test(p.textContent ?? ''))
            );
          },
          DASHBOARD_PANEL_IDS.length,
          { timeout: 60_000, polling: 'raf' },
        )
        .catch(async (error: unknown) => {
          const seen = await page
            .locator('main')
            .innerText()
            .catch(() => '');
          throw new Error(`${page.url()}: ${seen.slice(0, 600)}`, { cause: error });
        });
      // The first visit fills the HTTP cache of the route's chunks; the runs after it are measured.
      if (i > 0) times.push(performance.now() - started);
      if (trace)
        console.error(`render ${i}: ${(performance.now() - started).toFixed(0)} ms\n${log.join('\n')}`);
    }
  } finally {
    await browser.close();
  }
  return times.sort((a, b) => a - b);
}

let renderTimes: number[] | undefined;

export const benchDashboard = (adminUrl?: string) => {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const webRoot = path.join(root, 'dist');
  const withPages = fs.existsSync(path.join(webRoot, 'index.html')) && process.env.DASHBOARD_RENDER !== '0';
  return benchListOf(dashboardSubject, adminUrl, {
    keepDatabase: adminUrl ? process.env.DASHBOARD_DATABASE : undefined,
    webRoot: withPages ? webRoot : undefined,
    after: withPages
      ? async ({ baseURL, db }) => {
          // The terms of use were accepted at the first login of a real user; the bench's admin is new.
          await db.execute(
            sql`update usuarios set termos_aceitos_em = now() where email = ${BENCH_ADMIN.email} and termos_aceitos_em is null`,
          );
          renderTimes = await timeFirstRender(baseURL);
        }
      : undefined,
  });
};

export function printDashboardBench(result: ListBenchResult): void {
  const label = result.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nDashboard: ${QUOTATIONS.toLocaleString('pt-BR')} cotações, ${POLICIES.toLocaleString('pt-BR')} apólices e ${INVOICES.toLocaleString('pt-BR')} faturas em ${label} (meta: p99 ≤ ${DASHBOARD_P99_GOAL_MS} ms por painel)`,
  );
  for (const s of result.scenarios) {
    const ok = s.api.p99Ms <= DASHBOARD_P99_GOAL_MS ? 'dentro' : 'FORA';
    console.log(
      `  ${s.name.padEnd(31)} API p50 ${s.api.p50Ms.toFixed(1)} ms   p99 ${s.api.p99Ms.toFixed(1)} ms (${ok})   ${s.api.perSecond.toFixed(0)}/s   leitura simples p99 ${s.ideal.p99Ms.toFixed(1)} ms`,
    );
  }
  if (renderTimes?.length) {
    const median = renderTimes[Math.floor(renderTimes.length / 2)] ?? 0;
    const ok = median <= DASHBOARD_RENDER_GOAL_MS ? 'dentro' : 'FORA';
    console.log(
      `  Primeira renderização (1024 px, navegação até todos os painéis): mediana ${median.toFixed(0)} ms (${ok} da meta de ${DASHBOARD_RENDER_GOAL_MS} ms; ${renderTimes.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  } else console.log('  Primeira renderização: não medida (sem dist/: rode `npx vite build`).');
}

/** The PostgreSQL server the bench creates its database on: BENCH_DATABASE_URL, else DATABASE_URL. */
export const dashboardBenchUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const run = async () => {
    if (process.env.BENCH_PGLITE !== '0') printDashboardBench(await benchDashboard());
    const url = dashboardBenchUrl();
    if (url) printDashboardBench(await benchDashboard(url));
  };
  run().catch((error: unknown) => {
    console.error('Benchmark do dashboard interrompido:', error);
    process.exit(1);
  });
}
