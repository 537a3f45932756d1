/**
 * List benchmark ("Lists that scale"): 100,000 offices, then page 1 sorted by name, a deep
 * page and a contains-search, each sent by 32 concurrent clients to the API and, in the same run, read
 * straight from the database through the index the page needs (the ideal: no HTTP, no JSON, no
 * count). The ratio API/ideal of throughput is the figure; the goal is ≥ 40 % on page 1 and search and
 * p99 ≤ 50 ms on PostgreSQL. PGlite always; PostgreSQL as well when BENCH_DATABASE_URL is set (an
 * administrator URL: a database is created for the run and dropped after it).
 * Alone: `node --import tsx tests/bench/lists.ts` (BENCH_PGLITE=0 measures PostgreSQL only).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { getTableColumns, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { offices } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { folded } from '../../server/lib/listing';
import { createMailer } from '../../server/plugins/mail';
import { openDatabase } from '../../server/db/client';
import { openScratchDatabase } from '../server/scratch-database';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { TOTAL_COUNT_BOUND } from '../../src/contract/wire';

export const LIST_ROWS = 100_000;
const CONCURRENCY = 32;
/** Requests per scenario and side, unless the time budget ends first. */
const REQUESTS = 2_000;
const BUDGET_MS = 8_000;
const PAGE_SIZE = 5;
const WITH_IDEAL = process.env.BENCH_IDEAL !== '0';
/** The deepest page served: pages start within the counted rows (server/lib/listing.ts `paging`). */
const DEEP_PAGE = Math.floor(TOTAL_COUNT_BOUND / PAGE_SIZE) + 1;
const SEARCH = 'abc';
/** A handful of matches at 100,000 offices (md5 names): the search a sort-index walk is slowest at. */
const SELECTIVE = 'abcde';
/** No match at all: a walk reads the whole table to find out. */
const NOTHING = 'qwxz';

export interface SideFigures {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface ListScenario {
  name: string;
  api: SideFigures;
  ideal: SideFigures;
  /** The same ideal read served by a bare Fastify route (no auth, hooks, count, compression). */
  idealHttp: SideFigures;
  /** api.perSecond / ideal.perSecond. */
  ratio: number;
  /** api.perSecond / idealHttp.perSecond. */
  httpRatio: number;
}

export interface ListBenchResult {
  rowsName: string;
  database: 'pglite' | 'postgres';
  rows: number;
  scenarios: ListScenario[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** CONCURRENCY loops calling `once` until REQUESTS are done or the budget ends. */
async function load(once: () => Promise<void>): Promise<SideFigures> {
  const latencies: number[] = [];
  const started = performance.now();
  let issued = 0;
  const worker = async () => {
    while (issued < REQUESTS && performance.now() - started < BUDGET_MS) {
      issued += 1;
      const t0 = performance.now();
      await once();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: (latencies.length * 1000) / elapsed,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/**
 * The HTTP clients of the API side run in a worker thread: in the server's own event loop, 32 fetch
 * loops would spend the server's CPU on being clients (the ideal side has no HTTP client at all).
 * Plain JavaScript (eval), so the worker needs no TypeScript loader.
 */
const CLIENT_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, headers, requests, concurrency, budgetMs } = workerData;
const latencies = [];
let issued = 0;
let failure = null;
const started = performance.now();
async function worker() {
  while (issued < requests && performance.now() - started < budgetMs && !failure) {
    issued += 1;
    const t0 = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) failure = 'GET ' + url + ': ' + response.status;
    latencies.push(performance.now() - t0);
  }
}
Promise.all(Array.from({ length: concurrency }, worker)).then(() => {
  parentPort.postMessage({ latencies, elapsed: performance.now() - started, failure });
});
`;

/** REQUESTS GETs of `url` from CONCURRENCY clients in a worker thread. */
function loadHttp(url: string, headers: Record<string, string>): Promise<SideFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT_WORKER, {
      eval: true,
      workerData: { url, headers, requests: REQUESTS, concurrency: CONCURRENCY, budgetMs: BUDGET_MS },
    });
    worker.once('error', reject);
    worker.once('message', (message: { latencies: number[]; elapsed: number; failure: string | null }) => {
      void worker.terminate();
      if (message.failure) {
        reject(new Error(message.failure));
        return;
      }
      const latencies = message.latencies.sort((a, b) => a - b);
      resolve({
        requests: latencies.length,
        perSecond: (latencies.length * 1000) / message.elapsed,
        p50Ms: percentile(latencies, 50),
        p99Ms: percentile(latencies, 99),
      });
    });
  });
}

/** 100,000 offices: page 1 by name, a deep page, a contains-search. */
export const officeList: ListSubject = {
  rowsName: 'escritórios',
  async fill(db) {
    await db.execute(sql`
      insert into escritorios (nome, cidade, uf, cnpj)
      select 'Escritório ' || md5(i::text), 'Cidade ' || md5((i * 7)::text), (array['SP', 'RJ', 'MG'])[1 + i % 3],
        substr(translate(md5(i::text), 'abcdef', '123456'), 1, 14)
      from generate_series(1, ${LIST_ROWS}) i`);
    // Vacuumed as autovacuum keeps a live table (the visibility map lets counts skip the heap), and
    // so autovacuum does not start in the middle of the measurement.
    await db.execute(sql`vacuum analyze escritorios`);
  },
  async scenarios({ db, get: api, ideal }) {
    const get = (query: string) => api(`/v1/escritorios/?${query}`);
    // The ideal deep read is keyset: the row just before the page, then the next 5 by the index.
    const offset = (DEEP_PAGE - 1) * PAGE_SIZE;
    const [before] = await db
      .select({ nome: offices.nome })
      .from(offices)
      .orderBy(folded(offices.nome), offices.nome)
      .offset(offset - 1)
      .limit(1);
    const lastBefore = before?.nome ?? '';
    const term = `%${SEARCH.toUpperCase()}%`;
    // The columns the API reads: `*` would also read the stored folded keys (migration 0012).
    const columns = sql.join(
      Object.values(getTableColumns(offices)).map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    const byName = sql`${folded(offices.nome)}, nome`;

    return [
      [
        'Página 1 por nome',
        get(`page=1&page_size=${PAGE_SIZE}&sort=nome`),
        ideal(sql`select ${columns} from escritorios order by ${byName} limit ${PAGE_SIZE}`),
      ],
      [
        `Página ${DEEP_PAGE.toLocaleString('pt-BR')} por nome`,
        get(`page=${DEEP_PAGE}&page_size=${PAGE_SIZE}&sort=nome`),
        ideal(
          sql`select ${columns} from escritorios where (${byName}) > (dobra(${lastBefore}), ${lastBefore})
              order by ${byName} limit ${PAGE_SIZE}`,
        ),
      ],
      [
        `Busca '${SEARCH}'`,
        get(`page=1&page_size=${PAGE_SIZE}&sort=nome&query=${SEARCH}`),
        ideal(
          sql`select ${columns} from escritorios
              where ${folded(offices.nome)} like ${term} or ${folded(offices.cidade)} like ${term}
              order by ${byName} limit ${PAGE_SIZE}`,
        ),
      ],
      // Few matches and none, in every sort: the generic plan of the prepared statement cannot tell them
      // from a search that matches thousands (server/lib/listing.ts `listPage`).
      ...(['nome', 'cidade', 'uf'] as const).flatMap((sort) =>
        [SELECTIVE, NOTHING].map((term): [string, string, { read: () => Promise<void>; url: string }] => {
          const like = `%${term.toUpperCase()}%`;
          const order = sort === 'uf' ? sql`uf, nome` : sql`${folded(offices[sort])}, nome`;
          return [
            `Busca '${term}' por ${sort}`,
            get(`page=1&page_size=${PAGE_SIZE}&sort=${sort}&query=${term}`),
            ideal(
              sql`select ${columns} from escritorios
                  where ${folded(offices.nome)} like ${like} or ${folded(offices.cidade)} like ${like}
                  order by ${order} limit ${PAGE_SIZE}`,
            ),
          ];
        }),
      ),
    ];
  },
};

type Db = Awaited<ReturnType<typeof openScratchDatabase>>['database']['db'];

/** What a list's scenarios are built from: the database, the API's URL and the ideal read's. */
interface BenchContext {
  db: Db;
  /** The API URL of a path with its query. */
  get: (pathAndQuery: string) => string;
  ideal: (query: ReturnType<typeof sql>) => { read: () => Promise<void>; url: string };
  /** The request headers of another user's session (a wallet-restricted partner). */
  headersOf: (sub: string, area: 'geral' | 'garantia') => Promise<Record<string, string>>;
}

/** A measured request: its name, the API URL, the ideal read, and other headers than the admin's. */
export type ListScenarioSpec = [
  string,
  string,
  { read: () => Promise<void>; url: string },
  Record<string, string>?,
];

/** One list under test: how its rows are made and which requests are measured. */
export interface ListSubject {
  /** 'escritórios', 'cotações' (the heading of the printed figures). */
  rowsName: string;
  fill: (db: Db) => Promise<void>;
  /** Whether a kept database already holds the subject's rows (then neither seed nor fill runs). */
  filled?: (db: Db) => Promise<boolean>;
  scenarios: (ctx: BenchContext) => Promise<ListScenarioSpec[]>;
}

export interface ListBenchOptions {
  /**
   * A database on `adminUrl` kept between runs (created when missing, never dropped): a seed of
   * millions of rows is made once; the subject's `filled` says whether it is there.
   */
  keepDatabase?: string;
  /** The built client (dist/) served by the measured app, for measuring pages too. */
  webRoot?: string;
  /** A new database's name is `<prefix>_<uuid>` (a prefix of its own keeps runs on one server apart). */
  prefix?: string;
  /** Runs after the scenarios against the same app: its base URL and the admin's token. */
  after?: (app: { baseURL: string; token: string; db: Db }) => Promise<void>;
}

/** A named database on the server of `adminUrl`, created when missing and kept after the run. */
async function openKeptDatabase(adminUrl: string, name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`nome de banco inválido: ${name}`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (rows.length === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
  return { database, url: url.toString(), dispose: () => database.close() };
}

/** The list benchmark of `subject` on one database: PGlite in memory, or a new database on `adminUrl`. */
export async function benchListOf(
  subject: ListSubject,
  adminUrl?: string,
  options: ListBenchOptions = {},
): Promise<ListBenchResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-listas-'));
  const scratch =
    adminUrl && options.keepDatabase
      ? await openKeptDatabase(adminUrl, options.keepDatabase)
      : await openScratchDatabase(adminUrl, options.prefix ?? 'bench_listas');
  const { database } = scratch;
  const { db } = database;
  const config = { ...loadConfig({}), adminEmail: 'admin@bench.local', demoData: false, dataDir };
  if (!(options.keepDatabase && subject.filled && (await subject.filled(db)))) {
    const started = performance.now();
    await seed(db, { adminEmail: config.adminEmail, adminPassword: 'Senha-Bench-2026', demoData: false });
    await subject.fill(db);
    process.stderr.write(
      `  ${subject.rowsName}: semeado em ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }

  const app = await buildApp({
    config,
    database,
    mailer: createMailer({ outboxDir: dataDir }),
    webRoot: options.webRoot,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const token = await app.tokens.sign({
    sub: crypto.randomUUID(),
    guest: false,
    area: 'geral',
    modules: MODULE_IDS,
    actions: ACTION_IDS,
  });
  // Browsers ask for compressed answers, so the API side does too.
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  const headersOf = async (sub: string, area: 'geral' | 'garantia') => ({
    authorization: `Bearer ${await app.tokens.sign({ sub, guest: false, area, modules: MODULE_IDS, actions: ACTION_IDS })}`,
    'accept-encoding': 'gzip, br',
  });
  const get = (pathAndQuery: string) => `http://127.0.0.1:${port}${pathAndQuery}`;
  const read = (query: ReturnType<typeof sql>) => async () => {
    await db.execute(query);
  };
  // The ideal read over HTTP: a bare Fastify on the same database answers each scenario's ideal query
  // as JSON, so the API's overhead over plain HTTP + JSON shows apart from HTTP's own cost.
  const idealQueries: ReturnType<typeof sql>[] = [];
  const bare = Fastify();
  bare.get<{ Params: { n: string } }>('/ideal/:n', async (req) => {
    const query = idealQueries[Number(req.params.n)];
    if (!query) throw new Error('cenário desconhecido');
    // node-postgres and PGlite both answer { rows }.
    const result = (await db.execute(query)) as { rows: unknown[] };
    return { items: result.rows };
  });
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const barePort = (bare.server.address() as AddressInfo).port;
  const ideal = (query: ReturnType<typeof sql>) => {
    idealQueries.push(query);
    return { read: read(query), url: `http://127.0.0.1:${barePort}/ideal/${idealQueries.length - 1}` };
  };

  const scenarios = await subject.scenarios({ db, get, ideal, headersOf });

  const results: ListScenario[] = [];
  try {
    for (const [name, api, best, as] of scenarios) {
      process.stderr.write(`  listas (${database.kind}): ${name}...\n`);
      // A first round of each side, not counted: the JIT and the connection pools warm up alike.
      // BENCH_IDEAL=0 measures the API only (a third of the time, when only its figures are wanted).
      const none: SideFigures = { requests: 0, perSecond: 0, p50Ms: 0, p99Ms: 0 };
      if (WITH_IDEAL) {
        await load(best.read);
        await loadHttp(best.url, {});
      }
      await loadHttp(api, as ?? headers);
      const idealFigures = WITH_IDEAL ? await load(best.read) : none;
      const idealHttpFigures = WITH_IDEAL ? await loadHttp(best.url, {}) : none;
      const apiFigures = await loadHttp(api, as ?? headers);
      results.push({
        name,
        api: apiFigures,
        ideal: idealFigures,
        idealHttp: idealHttpFigures,
        ratio: apiFigures.perSecond / idealFigures.perSecond,
        httpRatio: apiFigures.perSecond / idealHttpFigures.perSecond,
      });
    }
    // A failure after the scenarios (a page that never drew) must not lose their figures.
    if (options.after)
      await options.after({ baseURL: get(''), token, db }).catch((error: unknown) => {
        console.error('Medida depois dos cenários interrompida:', error);
      });
  } finally {
    await app.close();
    await bare.close();
    await scratch.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { database: database.kind, rows: LIST_ROWS, rowsName: subject.rowsName, scenarios: results };
}

/** The offices' list benchmark. */
export const benchLists = (adminUrl?: string) => benchListOf(officeList, adminUrl);

export function printListBench(result: ListBenchResult): void {
  const label = result.database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\nListas: ${result.rows.toLocaleString('pt-BR')} ${result.rowsName} em ${label}, ${CONCURRENCY} requisições simultâneas`,
  );
  for (const s of result.scenarios) {
    const side = (who: string, f: SideFigures) =>
      `  ${`${s.name} (${who})`.padEnd(40)} ${`${f.perSecond.toFixed(0)}/s`.padStart(8)}   p50 ${f.p50Ms.toFixed(1)} ms   p99 ${f.p99Ms.toFixed(1)} ms   (${f.requests} req.)`;
    console.log(side('API', s.api));
    console.log(side('leitura ideal', s.ideal));
    console.log(side('leitura ideal por HTTP', s.idealHttp));
    console.log(
      `  ${''.padEnd(40)} API a ${(s.ratio * 100).toFixed(0)} % da leitura ideal, ${(s.httpRatio * 100).toFixed(0)} % da mesma leitura por HTTP`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const run = async () => {
    if (process.env.BENCH_PGLITE !== '0') printListBench(await benchLists());
    if (process.env.BENCH_DATABASE_URL) printListBench(await benchLists(process.env.BENCH_DATABASE_URL));
  };
  run().catch((error: unknown) => {
    console.error('Benchmark de listas interrompido:', error);
    process.exit(1);
  });
}
