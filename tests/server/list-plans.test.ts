import crypto from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seedReference } from '../../server/db/seed/reference';
import * as profiles from '../../server/domains/access-profiles/repository';
import * as brokers from '../../server/domains/brokers/repository';
import * as credit from '../../server/domains/credit-limits/repository';
import * as groups from '../../server/domains/economic-groups/repository';
import * as reasons from '../../server/domains/cancellation-reasons/repository';
import * as insurers from '../../server/domains/insurers/repository';
import * as judiciary from '../../server/domains/judiciary/repository';
import * as modalities from '../../server/domains/modalities/repository';
import * as offices from '../../server/domains/offices/repository';
import * as quotations from '../../server/domains/quotations/repository';
import type { QuotationScope } from '../../server/domains/quotations/scope';
import * as users from '../../server/domains/users/repository';
import { ACCESS_PROFILE_SORT } from '../../src/contract/screens/access-profiles';
import { BROKER_SORT } from '../../src/contract/screens/brokers';
import { CANCELLATION_REASON_SORT } from '../../src/contract/screens/cancellation-reasons';
import { COMPANY_SORT, GROUP_SORT } from '../../src/contract/screens/economic-groups';
import { COURT_SORT, COURT_UNIT_SORT } from '../../src/contract/screens/courts';
import { CREDIT_CONSULT_SORT, CREDIT_FOLLOW_UP_SORT } from '../../src/contract/screens/credit-limits';
import { INSURER_CONTACT_SORT, INSURER_SORT } from '../../src/contract/screens/insurers';
import { MODALITY_SORT, SUB_MODALITY_SORT } from '../../src/contract/screens/modalities';
import { OFFICE_SORT } from '../../src/contract/screens/offices';
import { QUOTATION_SORT } from '../../src/contract/screens/quotations';
import { USER_SORT } from '../../src/contract/screens/users';
import { quotationListQuery } from '../../src/contract/guarantee-quotations';
import { TOTAL_COUNT_BOUND } from '../../src/contract/wire';
import { openScratchDatabase } from './scratch-database';
import type { ScratchDatabase } from './scratch-database';

/**
 * Page 1 of every list, sorted by each sortable column both ways, and its contains-search, must read
 * through an index at 10,000 rows: a sequential scan there means a list that slows with every row
 * (100,000 offices took 14 s per page). The deepest page (server/lib/listing.ts `listPage`)
 * must carry its skipped rows as their key and sort keys only, never whole (their columns, their
 * scalar subqueries), and where the sort index holds the key, read them from the index alone. The
 * queries are the repositories' own, captured through drizzle's logger and EXPLAINed with their
 * parameters, on PGlite or on TEST_DATABASE_URL.
 */

const ROWS = 10_000;
const PARENT = {
  court: crypto.randomUUID(),
  modality: crypto.randomUUID(),
  insurer: crypto.randomUUID(),
  group: crypto.randomUUID(),
};
/** An outside broker: responsible for 1 in 100 quotations, and for 20 groups (about 1 in 25). */
const BROKER = crypto.randomUUID();
const SCOPES: Record<'all' | 'wallet', QuotationScope> = {
  all: { userId: crypto.randomUUID(), guest: false, area: 'geral', structure: 'funcionario' },
  wallet: { userId: BROKER, guest: false, area: 'garantia', structure: 'corretor_parceiro' },
};

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
  /** EXPLAIN (ANALYZE, VERBOSE) only. */
  Output?: string[];
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Heap Fetches'?: number;
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const seqScans = (node: PlanNode, table: string): number =>
  (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table ? 1 : 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + seqScans(child, table), 0);

type Direction = 'asc' | 'desc';
/** Pages of 5 rows: the deepest one the pager reaches starts at row TOTAL_COUNT_BOUND + 1. */
const PAGE_SIZE = 5;
const DEEP_PAGE = TOTAL_COUNT_BOUND / PAGE_SIZE + 1;

interface ListCase {
  table: string;
  /** What the case reads, when one table is read more than one way (the quotations' scopes). */
  view?: string;
  /** One INSERT .. SELECT over generate_series(1, ROWS) as i; absent for another view of a table. */
  fill?: string;
  /** Statements run after the fill (the rows other tables point at). */
  after?: readonly string[];
  sorts: readonly string[];
  /** A page (1 unless told) of 5 rows, as the list route asks for it. */
  list(db: Db, sort: string, direction: Direction, text: string | undefined, page?: number): Promise<unknown>;
  /** Whether the list also searches a digits-only document column. */
  digits?: boolean;
  /** Whether the list has a text search at all (the credit-limit lists filter by fields only). */
  text?: false;
  /**
   * Sorts whose index lacks the row's key (a unique constraint's), or every sort ('all'): a deep page
   * reads their skipped keys through the heap. The others read them from the sort index alone.
   */
  heapKeys?: readonly string[] | 'all';
  /** Lists whose filter or order reads a joined table: a deep page skips whole rows (listPage `key`). */
  deferred?: false;
}

const page = (sort: string, direction: Direction, text: string | undefined, number = 1) => ({
  page: number,
  pageSize: PAGE_SIZE,
  direction,
  // As typed: the repositories fold it (server/lib/listing.ts `matches`).
  text,
  ativo: undefined,
  // Every list's sort union is one of the sort-field tuples it is paired with below.
  sort: sort as never,
});

/** The quotation list as the route asks for it: a page of 5, as seen by `scope`. */
const quotationPage =
  (scope: QuotationScope) =>
  (db: Db, sort: string, direction: Direction, text?: string, number = 1) =>
    quotations.listQuotations(
      db,
      v.parse(quotationListQuery, {
        page: String(number),
        page_size: String(PAGE_SIZE),
        sort,
        direction,
        query: text,
      }),
      scope,
    );

const LISTS: ListCase[] = [
  {
    table: 'tribunais',
    fill: `insert into tribunais (segmento, codigo_tr, codigo, sigla, nome)
      select 1 + i % 9, i::text, 'X.' || i, 'T' || substr(md5(i::text), 1, 6), 'Tribunal ' || md5(i::text)
      from generate_series(1, ${ROWS}) i`,
    sorts: COURT_SORT,
    heapKeys: ['codigo'],
    list: (db, s, d, t, n) => judiciary.listCourts(db, { ...page(s, d, t, n), segmento: undefined }),
  },
  {
    table: 'varas',
    fill: `insert into varas (tribunal_id, codigo, nome, comarca)
      select '${PARENT.court}', lpad(i::text, 6, '0'), 'Vara ' || md5(i::text), 'Comarca ' || md5((i * 7)::text)
      from generate_series(1, ${ROWS}) i`,
    sorts: COURT_UNIT_SORT,
    heapKeys: ['codigo'],
    list: (db, s, d, t, n) => judiciary.listCourtUnits(db, PARENT.court, page(s, d, t, n)),
  },
  {
    table: 'escritorios',
    fill: `insert into escritorios (nome, cidade, uf, cnpj)
      select 'Escritório ' || md5(i::text), 'Cidade ' || md5((i * 7)::text), (array['SP', 'RJ', 'MG'])[1 + i % 3],
        substr(translate(md5(i::text), 'abcdef', '123456'), 1, 14)
      from generate_series(1, ${ROWS}) i`,
    sorts: OFFICE_SORT,
    list: (db, s, d, t, n) => offices.listOffices(db, page(s, d, t, n)),
    digits: true,
  },
  {
    table: 'usuarios',
    fill: `insert into usuarios (nome, apelido, email, area_id)
      select 'Usuário ' || md5(i::text), 'ap' || md5((i * 3)::text), md5((i * 7)::text) || '@lista.local', 'geral'
      from generate_series(1, ${ROWS}) i`,
    sorts: USER_SORT,
    list: (db, s, d, t, n) =>
      users.listUsers(db, { ...page(s, d, t, n), perfilId: undefined, area: undefined, ativo: undefined }),
  },
  {
    table: 'perfis_acesso',
    fill: `insert into perfis_acesso (nome) select 'Perfil ' || md5(i::text) from generate_series(1, ${ROWS}) i`,
    sorts: ACCESS_PROFILE_SORT,
    list: (db, _s, d, t, n) => profiles.listProfiles(db, page('nome', d, t, n)),
  },
  {
    table: 'motivos_cancelamento',
    fill: `insert into motivos_cancelamento (nome)
      select 'Motivo ' || md5(i::text) from generate_series(1, ${ROWS}) i`,
    sorts: CANCELLATION_REASON_SORT,
    list: (db, s, d, t, n) => reasons.listReasons(db, { ...page(s, d, t, n), modalityId: undefined }),
  },
  {
    table: 'modalidades',
    fill: `insert into modalidades (nome, area_id, ordem)
      select 'Modalidade ' || md5(i::text), 'garantia', i from generate_series(1, ${ROWS}) i`,
    sorts: MODALITY_SORT,
    list: (db, s, d, t, n) => modalities.listModalities(db, 'garantia', page(s, d, t, n)),
  },
  {
    table: 'submodalidades',
    fill: `insert into submodalidades (modalidade_id, nome)
      select '${PARENT.modality}', 'Submodalidade ' || md5(i::text) from generate_series(1, ${ROWS}) i`,
    sorts: SUB_MODALITY_SORT,
    list: (db, s, d, t, n) => modalities.listSubModalities(db, PARENT.modality, page(s, d, t, n)),
  },
  {
    table: 'seguradoras',
    fill: `insert into seguradoras (nome, razao_social, cnpj)
      select 'Seguradora ' || md5(i::text), 'Razão ' || md5((i * 7)::text), substr(translate(md5(i::text), 'abcdef', '123456'), 1, 14)
      from generate_series(1, ${ROWS}) i`,
    sorts: INSURER_SORT,
    list: (db, s, d, t, n) => insurers.listInsurers(db, page(s, d, t, n)),
    digits: true,
  },
  {
    table: 'seguradoras_contatos',
    fill: `insert into seguradoras_contatos (seguradora_id, nome, email, cargo)
      select '${PARENT.insurer}', 'Contato ' || md5(i::text), md5((i * 3)::text) || '@seg.local',
        'Cargo ' || md5((i * 7)::text)
      from generate_series(1, ${ROWS}) i`,
    sorts: INSURER_CONTACT_SORT,
    list: (db, s, d, t, n) => insurers.listContacts(db, PARENT.insurer, page(s, d, t, n)),
  },
  {
    table: 'corretoras',
    fill: `insert into corretoras (razao_social, nome_fantasia, cnpj)
      select 'Corretora ' || md5(i::text), 'Fantasia ' || md5((i * 7)::text), substr(translate(md5(i::text), 'abcdef', '123456'), 1, 14)
      from generate_series(1, ${ROWS}) i`,
    sorts: BROKER_SORT,
    list: (db, s, d, t, n) => brokers.listBrokers(db, page(s, d, t, n)),
    digits: true,
  },
  {
    table: 'grupos_economicos',
    fill: `insert into grupos_economicos (razao_social, nome_fantasia, cnpj, cidade, uf)
      select 'Grupo ' || md5(i::text), 'Fantasia ' || md5((i * 7)::text), lpad(i::text, 8, '0') || '000100',
        'Cidade ' || md5((i * 3)::text), 'SP'
      from generate_series(1, ${ROWS}) i`,
    sorts: GROUP_SORT,
    list: (db, s, d, t, n) =>
      groups.listGroups(db, {
        ...page(s, d, t, n),
        status: undefined,
        escritorioId: undefined,
        responsavelId: undefined,
        favoritos: undefined,
        userId: crypto.randomUUID(),
      }),
    digits: true,
  },
  {
    table: 'empresas',
    fill: `insert into empresas (grupo_id, razao_social, nome_fantasia, cnpj)
      select '${PARENT.group}', 'Empresa ' || md5(i::text), 'Fantasia ' || md5((i * 7)::text),
        '9' || lpad(i::text, 7, '0') || '000200'
      from generate_series(1, ${ROWS}) i`,
    sorts: COMPANY_SORT,
    list: (db, s, d, t, n) =>
      groups.listCompanies(db, PARENT.group, crypto.randomUUID(), {
        ...page(s, d, t, n),
        subsidiarias: undefined,
      }),
    digits: true,
  },
  {
    table: 'limites_credito_consultas',
    fill: `insert into limites_credito_consultas (grupo_id, valor_solicitado, status, criado_em)
      select '${PARENT.group}', 1000 + (i * 7919) % 1000000, (array['em_andamento', 'concluida', 'cancelada'])[1 + i % 3],
        now() - make_interval(hours => i)
      from generate_series(1, ${ROWS}) i`,
    sorts: CREDIT_CONSULT_SORT,
    list: (db, s, d, _t, n) =>
      credit.listConsults(db, {
        ...page(s, d, undefined, n),
        groupId: PARENT.group,
        seguradoraId: undefined,
        status: undefined,
        situacao: undefined,
        vigencia: undefined,
        today: '2026-01-01',
      }),
    text: false,
  },
  {
    // One answer per consult above (of the parent insurer); as in a real brokerage, most were answered
    // long ago and a few (1 in 20) still wait, across consults in progress.
    table: 'limites_credito_respostas',
    fill: `insert into limites_credito_respostas (consulta_id, seguradora_id, status, enviado_em)
      select c.id, '${PARENT.insurer}',
        case when c.n % 20 = 0 then (array['aguardando', 'em_analise'])[1 + c.n / 20 % 2] else (array['aprovado', 'recusado'])[1 + c.n % 2] end,
        c.criado_em
      from (select id, criado_em, row_number() over (order by id) as n from limites_credito_consultas) c`,
    sorts: CREDIT_FOLLOW_UP_SORT,
    list: (db, s, d, _t, n) => credit.followUp(db, { ...page(s, d, undefined, n), seguradoraId: undefined }),
    text: false,
    // Filtered and sorted by the consult's, the group's and the insurer's columns (joins).
    deferred: false,
  },
  {
    // Spread over 500 groups; the broker's wallet holds 20 of them (the first by id) and the broker is
    // responsible for 1 in 100 quotations. The list of an employee reads them all.
    table: 'cotacoes_garantia',
    view: 'all',
    fill: `insert into cotacoes_garantia (grupo_id, tomador_id, tomador_nome, modalidade_id, submodalidade_id,
        tipo_emissao, segurado_tipo, segurado_documento, segurado_nome, importancia_segurada, vigencia_inicio,
        vigencia_fim, responsavel_id, criado_em)
      select g.id, (select id from empresas limit 1), 'Tomador ' || md5(i::text), '${PARENT.modality}',
        (select id from submodalidades limit 1), 'nova', 'PJ', lpad(i::text, 14, '0'), 'Segurado ' || md5((i * 7)::text),
        1000 + (i * 7919) % 1000000, '2026-01-01', date '2026-01-01' + (i % 700),
        case when i % 100 = 0 then '${BROKER}'::uuid else gen_random_uuid() end, now() - make_interval(mins => i)
      from generate_series(1, ${ROWS}) i
      join (select id, row_number() over (order by id) - 1 as n from grupos_economicos order by id limit 500) g
        on g.n = i % 500`,
    after: [
      `insert into usuarios (id, nome, apelido, email, area_id, estrutura_id)
        values ('${BROKER}', 'Corretor parceiro', 'corretor', 'corretor@lista.local', 'garantia', 'corretor_parceiro')`,
      `update grupos_economicos set responsavel_id = '${BROKER}'
        where id in (select id from grupos_economicos order by id limit 20)`,
    ],
    sorts: QUOTATION_SORT,
    heapKeys: ['numero'],
    list: quotationPage(SCOPES.all),
    // No `digits`: the insured's document has a trigram index (0011), but at 10,000 rows of zero-padded
    // numbers the digit trigrams' lists are long and the planner rightly prefers one scan of the table.
  },
  {
    // The same list for the broker: their quotations or their wallet's (an OR of two index conditions).
    table: 'cotacoes_garantia',
    view: 'wallet',
    sorts: QUOTATION_SORT,
    // The broker sees some 500 of them: their deepest page is empty.
    heapKeys: 'all',
    list: quotationPage(SCOPES.wallet),
    digits: true,
  },
];

/** A drizzle over the same connection that records each query it sends, and EXPLAIN on it. */
interface Probe {
  db: Db;
  sent: { sql: string; params: unknown[] }[];
  run(sql: string, params?: unknown[]): Promise<unknown[]>;
}

function probeOf(database: Database): Probe {
  const sent: Probe['sent'] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => sent.push({ sql: query, params }) };
  // Drizzle keeps the driver's client on the instance; the test reuses the migrated connection.
  const { $client } = database.db as unknown as { $client: PGlite | pg.Pool };
  if ($client instanceof pg.Pool) {
    return {
      db: drizzlePg($client, { schema, logger }),
      sent,
      run: async (sql, params) => (await $client.query(sql, params)).rows as unknown[],
    };
  }
  return {
    db: drizzlePglite($client, { schema, logger }),
    sent,
    run: async (sql, params) => (await $client.query(sql, params)).rows,
  };
}

let database: Database;
let probe: Probe;
let scratch: ScratchDatabase;

beforeAll(async () => {
  scratch = await openScratchDatabase(process.env.TEST_DATABASE_URL, 'planos');
  database = scratch.database;
  await seedReference(database.db);
  probe = probeOf(database);
  await probe.run(
    `insert into tribunais (id, segmento, codigo_tr, codigo, sigla, nome) values ('${PARENT.court}', 8, '99', 'Z.99', 'TZ', 'Tribunal pai')`,
  );
  await probe.run(
    `insert into modalidades (id, nome, area_id) values ('${PARENT.modality}', 'Modalidade pai', 'agronegocio')`,
  );
  await probe.run(
    `insert into seguradoras (id, nome, razao_social, cnpj) values ('${PARENT.insurer}', 'Seguradora pai', 'Pai', '99999999999999')`,
  );
  await probe.run(
    `insert into grupos_economicos (id, razao_social, cnpj) values ('${PARENT.group}', 'Grupo pai', '99999999000191')`,
  );
  for (const list of LISTS) {
    if (list.fill) await probe.run(list.fill);
    for (const statement of list.after ?? []) await probe.run(statement);
  }
  // Vacuumed too, as autovacuum keeps a live table: the visibility map lets an index-only scan skip the
  // heap. 110,000 rows in PGlite: about a minute alone, several when the other server files run beside it.
  await probe.run('vacuum analyze');
}, 360_000);

afterAll(async () => {
  await scratch.dispose();
});

/**
 * The EXPLAIN of the sorted page query (not the bounded count) that listing sent; `analyze`: run, with
 * each node's rows and output columns (EXPLAIN ANALYZE VERBOSE).
 */
async function pagePlan(list: ListCase, run: () => Promise<unknown>, analyze = false): Promise<PlanNode> {
  probe.sent.length = 0;
  await run();
  const paged = probe.sent.find((q) => /order by/i.test(q.sql) && q.sql.includes(`from "${list.table}"`));
  // No page query: the count found no match and listPage answered without reading a page.
  if (!paged && probe.sent.some((q) => q.sql.includes(`"${list.table}"`))) return { 'Node Type': 'Result' };
  if (!paged) throw new Error(`nenhuma consulta paginada sobre ${list.table}`);
  const options = analyze ? 'analyze, verbose, format json' : 'format json';
  const [row] = (await probe.run(`explain (${options}) ${paged.sql}`, paged.params)) as {
    'QUERY PLAN': { Plan: PlanNode }[];
  }[];
  const plan = row?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('EXPLAIN sem plano');
  return plan;
}

const labelled = LISTS.map((list) => ({
  ...list,
  label: list.view ? `${list.table} (${list.view})` : list.table,
}));

describe.each(labelled)('the list over $label at 10,000 rows', (list) => {
  const sorted = list.sorts.flatMap((sort) => (['asc', 'desc'] as const).map((d) => [sort, d] as const));

  it.each(sorted)('reads page 1 sorted by %s %s through an index', async (sort, direction) => {
    const plan = await pagePlan(list, () => list.list(probe.db, sort, direction, undefined));
    expect(seqScans(plan, list.table), JSON.stringify(plan)).toBe(0);
  });

  it.runIf(list.text !== false)(
    'finds a name fragment (accents and case folded) through an index',
    async () => {
      const plan = await pagePlan(list, () => list.list(probe.db, list.sorts[0] ?? 'nome', 'asc', 'ábc'));
      expect(seqScans(plan, list.table), JSON.stringify(plan)).toBe(0);
    },
  );

  it.runIf(list.digits)('finds a fragment of the CNPJ through an index', async () => {
    const plan = await pagePlan(list, () => list.list(probe.db, list.sorts[0] ?? 'nome', 'asc', '0001234'));
    expect(seqScans(plan, list.table), JSON.stringify(plan)).toBe(0);
  });

  describe.runIf(list.deferred !== false)(`page ${DEEP_PAGE}, past ${TOTAL_COUNT_BOUND} rows`, () => {
    it.each(sorted)('sorted by %s %s, carries the skipped rows as keys only', async (sort, direction) => {
      const plan = await pagePlan(
        list,
        () => list.list(probe.db, sort, direction, undefined, DEEP_PAGE),
        true,
      );
      const scans = nodesOf(plan).filter((n) => n['Relation Name'] === list.table);
      const read = (n: PlanNode) => (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1);
      // Past the first PAGE_SIZE rows, a scan of the list's table outputs the key and the (one or two)
      // sort keys: the page's own columns and subqueries are read for its 5 rows only.
      // ('NULL::type' outputs are columns of a subquery's `*` that nothing reads: never fetched.)
      for (const scan of scans.filter((n) => read(n) > PAGE_SIZE)) {
        const fetched = (scan.Output ?? []).filter((column) => !column.startsWith('NULL::'));
        expect(fetched.length, JSON.stringify(scan)).toBeLessThanOrEqual(3);
      }
      expect(seqScans(plan, list.table), JSON.stringify(plan)).toBe(0);
      if (list.heapKeys === 'all' || list.heapKeys?.includes(sort)) return;
      // The sort index holds the key: the skipped rows are read from it alone, the heap not at all.
      const deep = scans.find((n) => read(n) > TOTAL_COUNT_BOUND);
      expect(deep?.['Node Type'], JSON.stringify(plan)).toBe('Index Only Scan');
      expect(deep?.['Heap Fetches'], JSON.stringify(plan)).toBe(0);
    });
  });
});

/** A SQL literal of a captured parameter, for EXECUTE of a statement prepared from the captured text. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** The rows a plan node reads from `table`: those it outputs and those its filter or recheck drops. */
interface AnalyzedNode extends PlanNode {
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
}
const rowsVisited = (node: AnalyzedNode, table: string): number =>
  nodesOf(node)
    .filter((n) => n['Relation Name'] === table)
    .reduce((sum, n: AnalyzedNode) => {
      const visited =
        (n['Actual Rows'] ?? 0) +
        (n['Rows Removed by Filter'] ?? 0) +
        (n['Rows Removed by Index Recheck'] ?? 0);
      return sum + visited * (n['Actual Loops'] ?? 1);
    }, 0);

/**
 * The most rows of the list's table that a page query of `run` visits, each query run through the generic
 * plan of a prepared statement (plan_cache_mode = force_generic_plan): the one the server ends up with
 * after five executions of the same text, blind to how selective the search term is.
 */
async function mostRowsVisitedGeneric(list: ListCase, run: () => Promise<unknown>): Promise<number> {
  probe.sent.length = 0;
  await run();
  // The page's query (the bounded count has no order: at 10,000 rows its generic plan may rightly be
  // one scan of the table, and it stops at TOTAL_COUNT_BOUND + 1 matches).
  const sent = probe.sent.filter((q) => /order by/i.test(q.sql) && q.sql.includes(`"${list.table}"`));
  let most = 0;
  await probe.run('set plan_cache_mode = force_generic_plan');
  try {
    for (const query of sent) {
      await probe.run(`prepare plano_generico as ${query.sql}`);
      try {
        const args = query.params.length ? `(${query.params.map(literal).join(', ')})` : '';
        const [row] = (await probe.run(`explain (analyze, format json) execute plano_generico${args}`)) as {
          'QUERY PLAN': { Plan: AnalyzedNode }[];
        }[];
        const plan = row?.['QUERY PLAN'][0]?.Plan;
        if (plan) most = Math.max(most, rowsVisited(plan, list.table));
      } finally {
        await probe.run('deallocate plano_generico');
      }
    }
  } finally {
    await probe.run('reset plan_cache_mode');
  }
  return most;
}

/**
 * A selective search (a handful of matches) and one that matches nothing, in every sort and direction,
 * through the generic plan: walking the sort index and testing each row would visit the whole table
 * (100,000 offices, 750 ms a page); the matches must be found through the search's own indexes.
 */
describe.each(labelled.filter((l) => l.text !== false))(
  'a selective or empty search over $label (generic plan)',
  (list) => {
    const sorted = list.sorts.flatMap((sort) => (['asc', 'desc'] as const).map((d) => [sort, d] as const));
    it.each(sorted)('sorted by %s %s, visits only the matches', async (sort, direction) => {
      // No row matches 'qwxz'; 'abcde' a handful (the fills are md5 digests, and no digit reaches the
      // CNPJ's digits-only search).
      for (const term of ['qwxz', 'abcde']) {
        for (const number of [1, 3]) {
          const visited = await mostRowsVisitedGeneric(list, () =>
            list.list(probe.db, sort, direction, term, number),
          );
          expect(visited, `${term}, página ${number}`).toBeLessThanOrEqual(2 * (TOTAL_COUNT_BOUND + 1));
        }
      }
    });
  },
);

/**
 * A broad search ('e': nearly every md5 fill), through the generic plan: finding the matches by the
 * trigram index and sorting them would visit every match (the whole table, 170 ms a page at 100,000
 * offices); past TOTAL_COUNT_BOUND matches the page walks the sort order and stops at its last row. The
 * wallet view is left out: its scope keeps 1 row in 100, so a broad term there is a selective filter.
 */
describe.each(labelled.filter((l) => l.text !== false && l.view !== 'wallet'))(
  'a broad search over $label (generic plan)',
  (list) => {
    const sort = list.sorts[0] ?? 'nome';
    it.each(['asc', 'desc'] as const)(`sorted by ${sort} %s, stops at the page`, async (direction) => {
      for (const number of [1, 3, DEEP_PAGE]) {
        const visited = await mostRowsVisitedGeneric(list, () =>
          list.list(probe.db, sort, direction, 'e', number),
        );
        expect(visited, `página ${number}`).toBeLessThanOrEqual(2 * (TOTAL_COUNT_BOUND + 1));
      }
    });
  },
);

describe('the bounded count', () => {
  it('counts exactly up to the bound and answers the bound + 1 beyond it', async () => {
    const all = await offices.listOffices(probe.db, page('nome', 'asc', undefined));
    expect(all.total).toBe(TOTAL_COUNT_BOUND + 1);
    const few = await offices.listOffices(probe.db, page('nome', 'asc', 'ESCRITORIO AB'));
    const exact = (await probe.run(
      `select count(*)::int as n from escritorios where dobra(nome) like '%ESCRITORIO AB%'`,
    )) as { n: number }[];
    expect(few.total).toBe(exact[0]?.n);
    expect(few.total).toBeGreaterThan(0);
  });

  it('answers a deep page with the rows and order of a plain offset over dobra()', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      for (const text of [undefined, 'á']) {
        const deep = await offices.listOffices(probe.db, page('nome', direction, text, DEEP_PAGE));
        const plain = (await probe.run(
          `select id from escritorios ${text ? `where dobra(nome) like '%A%' or dobra(cidade) like '%A%'` : ''}
           order by dobra(nome) ${direction}, nome ${direction} offset ${TOTAL_COUNT_BOUND} limit ${PAGE_SIZE}`,
        )) as { id: string }[];
        expect(plain).toHaveLength(PAGE_SIZE);
        expect(deep.rows.map((r) => r.id)).toEqual(plain.map((r) => r.id));
      }
    }
  });

  it('serves pages that start within the counted rows, and answers deeper ones empty at once', async () => {
    const deepest = TOTAL_COUNT_BOUND / 5 + 1;
    const last = await offices.listOffices(probe.db, { ...page('nome', 'asc', undefined), page: deepest });
    expect(last.rows).toHaveLength(5);
    const beyond = await offices.listOffices(probe.db, {
      ...page('nome', 'asc', undefined),
      page: deepest + 1,
    });
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(TOTAL_COUNT_BOUND + 1);
  });
});
