import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seedReference } from '../../server/db/seed/reference';
import { policyWithRequests } from '../../server/domains/policies/requests';
import { listRenewals } from '../../server/domains/policies/renewals';
import { listPolicies } from '../../server/domains/policies/service';
import { SYSTEM_VIEWER } from '../../server/lib/visibility';
import { POLICY_SITUATION_IDS, POLICY_SORT, policyListQuery } from '../../src/contract/policies';
import { renewalListQuery } from '../../src/contract/policy-renewals';
import { TOTAL_COUNT_BOUND } from '../../src/contract/wire';
import { openScratchDatabase } from './scratch-database';
import type { ScratchDatabase } from './scratch-database';

/**
 * The policies' reads at 10,000 policies (docs/policies.md, "Medidas"): page 1 of /apolices in every
 * sort and direction, with each filter and with a search, and the 'Vencendo' radar read the policies
 * through an index, never a scan of the table; and the policy rows are read with their names as
 * subqueries, not joined: PostgreSQL planned the eleven-table join anew on every request (20 ms and
 * more, against well under 1 ms to run it). On PGlite or on TEST_DATABASE_URL.
 */

const ROWS = 10_000;
const TAKERS = 100;
const INSURERS = 20;
/** The uuid of row `n` (an SQL expression) of a kind, as SQL. */
const uuidOf = (prefix: string, n: string) => `md5('${prefix}' || ${n})::uuid`;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

interface AnalyzedNode extends PlanNode {
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** The nodes of the query itself, its scalar subqueries (SubPlan, InitPlan) left out. */
const ownNodes = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? [])
    .filter((p) => p['Parent Relationship'] !== 'SubPlan' && p['Parent Relationship'] !== 'InitPlan')
    .flatMap(ownNodes),
];
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const JOINS = new Set(['Nested Loop', 'Hash Join', 'Merge Join']);

let scratch: ScratchDatabase;
let database: Database;
let db: Db;
const sent: { sql: string; params: unknown[] }[] = [];
let run: (text: string, params?: unknown[]) => Promise<unknown[]>;

beforeAll(async () => {
  scratch = await openScratchDatabase(process.env.TEST_DATABASE_URL, 'planos_apolices');
  database = scratch.database;
  await seedReference(database.db);
  const logger = { logQuery: (query: string, params: unknown[]) => sent.push({ sql: query, params }) };
  // Drizzle keeps the driver's client on the instance: the probe reuses the migrated connection.
  const { $client } = database.db as unknown as { $client: PGlite | pg.Pool };
  if ($client instanceof pg.Pool) {
    db = drizzlePg($client, { schema, logger });
    run = async (text, params) => (await $client.query(text, params)).rows as unknown[];
  } else {
    db = drizzlePglite($client, { schema, logger });
    run = async (text, params) => (await $client.query(text, params)).rows;
  }
  await run(`insert into modalidades (id, nome, area_id) values (md5('m')::uuid, 'Modalidade', 'garantia')`);
  await run(
    `insert into submodalidades (id, modalidade_id, nome) values (md5('sm')::uuid, md5('m')::uuid, 'Sub')`,
  );
  await run(`insert into grupos_economicos (id, cnpj, razao_social, nome_fantasia)
    select ${uuidOf('g', 'i')}, lpad(i::text, 14, '0'), 'Grupo ' || md5(i::text), 'Grupo ' || i
    from generate_series(1, ${TAKERS}) i`);
  await run(`insert into empresas (id, grupo_id, cnpj, razao_social, nome_fantasia, principal)
    select ${uuidOf('e', 'i')}, ${uuidOf('g', 'i')}, lpad((100000 + i)::text, 14, '9'),
      'Tomador ' || md5(i::text), 'Tomador ' || md5(i::text), true
    from generate_series(1, ${TAKERS}) i`);
  await run(`insert into seguradoras (id, nome, razao_social, cnpj)
    select ${uuidOf('s', 'i')}, 'Seguradora ' || i, 'Seguradora ' || i || ' S.A.', lpad(i::text, 14, '7')
    from generate_series(1, ${INSURERS}) i`);
  // Terms over four years around today; 1 in 7 judicial, 1 in 200 cancelled, 1 in 300 in endorsement.
  await run(`insert into apolices (numero, seguradora_id, grupo_id, tomador_id, submodalidade_id, emitida_em,
      vigencia_inicio, vigencia_fim, premio, importancia_segurada, importancia_atual, vigencia_fim_atual,
      processo_numero, cancelada_em, em_endosso, criado_em)
    select lpad(i::text, 10, '0'), ${uuidOf('s', `(1 + i % ${INSURERS})`)},
      ${uuidOf('g', `(1 + i % ${TAKERS})`)}, ${uuidOf('e', `(1 + i % ${TAKERS})`)},
      md5('sm')::uuid, current_date - 400, current_date - 400,
      current_date - 730 + (i % 1461), 1200 + i, 100000 + (i * 7919) % 1000000, 100000 + (i * 7919) % 1000000,
      current_date - 730 + (i % 1461), case when i % 7 = 0 then lpad(i::text, 20, '0') end,
      case when i % 200 = 0 then current_date - 10 end, i % 300 = 0, now() - make_interval(mins => i)
    from generate_series(1, ${ROWS}) i`);
  await run('vacuum analyze');
}, 240_000);

afterAll(async () => {
  await scratch?.dispose();
});

/** The queries `read` sends that read the policies' table. */
async function queriesOf(read: () => Promise<unknown>) {
  sent.length = 0;
  await read();
  return sent.filter((q) => q.sql.includes('"apolices"'));
}

async function planOf(query: { sql: string; params: unknown[] }): Promise<PlanNode> {
  const [row] = (await run(`explain (format json) ${query.sql}`, query.params)) as {
    'QUERY PLAN': { Plan: PlanNode }[];
  }[];
  const plan = row?.['QUERY PLAN'][0]?.Plan;
  if (!plan) throw new Error('EXPLAIN sem plano');
  return plan;
}

/** Every page query of `read` (those with an order) reads `apolices` through an index. */
async function expectIndexed(read: () => Promise<unknown>) {
  const pages = (await queriesOf(read)).filter((q) => /order by/i.test(q.sql));
  expect(pages.length).toBeGreaterThan(0);
  for (const query of pages) {
    const plan = await planOf(query);
    const scans = nodesOf(plan).filter(
      (n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'apolices',
    );
    expect(scans, `${query.sql}\n${JSON.stringify(plan)}`).toEqual([]);
  }
}

const list = (query: Record<string, string>) => () =>
  listPolicies(db, SYSTEM_VIEWER, v.parse(policyListQuery, { page: '1', page_size: '5', ...query }));

describe('the policy list at 10,000 policies', () => {
  const sorted = POLICY_SORT.flatMap((sort) => (['asc', 'desc'] as const).map((d) => [sort, d] as const));

  it.each(sorted)('reads page 1 sorted by %s %s through an index', async (sort, direction) => {
    await expectIndexed(list({ sort, direction }));
  });

  const someId = async (table: string) => {
    const [row] = (await run(`select id from ${table} order by id limit 1`)) as { id: string }[];
    return row?.id ?? '';
  };

  it('reads each filter through an index', async () => {
    const filters: Record<string, string>[] = [
      { tomador_id: await someId('empresas') },
      { grupo_economico_id: await someId('grupos_economicos') },
      { seguradora_id: await someId('seguradoras') },
      { modalidade_id: await someId('modalidades') },
      { numero: '0000123' },
      { vigencia_fim_de: '2026-01-01', vigencia_fim_ate: '2026-01-31' },
      { emitida_de: daysFromToday(-401), emitida_ate: daysFromToday(-399) },
      ...POLICY_SITUATION_IDS.map((situacao) => ({ situacao })),
    ];
    for (const filter of filters) await expectIndexed(list(filter));
  });

  it.each(['123', '12345', 'qwxz'])('finds %s through an index', async (query) => {
    await expectIndexed(list({ query }));
  });

  it("finds a taker's policies by a fragment of its name or of its CNPJ, and a number's", async () => {
    const [taker] = (await run(
      `select id, substr(razao_social, 9, 10) as nome, cnpj from empresas order by id limit 1`,
    )) as { id: string; nome: string; cnpj: string }[];
    const [owned] = (await run(`select count(*)::int as n from apolices where tomador_id = $1`, [
      taker?.id,
    ])) as { n: number }[];
    for (const query of [taker?.nome.toUpperCase() ?? '', taker?.cnpj.slice(-6) ?? '']) {
      const page = await list({ query, page_size: '100' })();
      expect(page.total_count, query).toBe(owned?.n);
      expect(page.items.every((p) => p.tomador.id === taker?.id)).toBe(true);
    }
    const number = await list({ query: '0000004242' })();
    expect(number.items.map((p) => p.numero)).toEqual(['0000004242']);
  });

  it('stops a broad search (every taker is a "Tomador") at the bound of its count', async () => {
    const pages = (await queriesOf(list({ query: 'tomador' }))).filter((q) => /order by/i.test(q.sql));
    expect(pages.length).toBeGreaterThan(0);
    for (const query of pages) {
      const [row] = (await run(`explain (analyze, format json) ${query.sql}`, query.params)) as {
        'QUERY PLAN': { Plan: AnalyzedNode }[];
      }[];
      const plan = row?.['QUERY PLAN'][0]?.Plan;
      if (!plan) throw new Error('EXPLAIN sem plano');
      const visited = nodesOf(plan)
        .filter((n) => n['Relation Name'] === 'apolices')
        .reduce(
          (sum, n: AnalyzedNode) =>
            sum + ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0)) * (n['Actual Loops'] ?? 1),
          0,
        );
      expect(visited, query.sql).toBeLessThanOrEqual(2 * (TOTAL_COUNT_BOUND + 1));
    }
  });

  it('reads the "Vencendo" radar, judicial first, through an index', async () => {
    for (const dias of ['30', '60', '90']) {
      await expectIndexed(() =>
        listRenewals(db, SYSTEM_VIEWER, v.parse(renewalListQuery, { dias, page: '1', page_size: '5' })),
      );
    }
  });
});

describe('the policy rows', () => {
  it('name their references by subqueries, joining no table (the list, the radar, the detail)', async () => {
    const [policy] = (await run('select id from apolices order by id limit 1')) as { id: string }[];
    const reads = [
      list({ sort: 'vigencia_fim', direction: 'asc' }),
      list({ query: '123' }),
      () => listRenewals(db, SYSTEM_VIEWER, v.parse(renewalListQuery, { dias: '90' })),
      () => policyWithRequests(db, SYSTEM_VIEWER, policy?.id ?? ''),
    ];
    for (const read of reads) {
      // The policy rows' select: the only one that names the policy's file.
      const rows = (await queriesOf(read)).filter((q) => q.sql.includes('"arquivos"'));
      expect(rows).toHaveLength(1);
      for (const query of rows) {
        const plan = await planOf(query);
        const joins = ownNodes(plan).filter((n) => JOINS.has(n['Node Type']));
        expect(
          joins.map((n) => n['Node Type']),
          query.sql,
        ).toEqual([]);
      }
    }
  });
});
