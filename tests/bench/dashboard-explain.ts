/**
 * The plans of every dashboard panel on a seeded bench database (tests/bench/dashboard.ts with
 * DASHBOARD_DATABASE kept): each SQL statement a panel runs, as EXPLAIN (ANALYZE, BUFFERS), for a
 * viewer who sees the whole area and for the bench's wallet-restricted partner.
 * `DASHBOARD_DATABASE_URL=postgres://…/dp_bench node --import tsx tests/bench/dashboard-explain.ts [painel…]`
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { DASHBOARD_PANEL_IDS } from '../../src/contract/dashboard';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../server/db/client';
import { PANELS, windowOf } from '../../server/domains/dashboard/panels';
import type { Viewer } from '../../server/lib/visibility';

const url = process.env.DASHBOARD_DATABASE_URL;
if (!url) throw new Error('defina DASHBOARD_DATABASE_URL (o banco semeado do bench)');
const only = process.argv.slice(2);

const viewers: [string, Viewer][] = [
  [
    'área inteira',
    { userId: '0b0b0b0b-0000-4000-8000-0000000000ff', guest: false, area: 'geral', structure: null },
  ],
  [
    'carteira',
    {
      userId: '0b0b0b0b-0000-4000-8000-000000000001',
      guest: false,
      area: 'garantia',
      structure: 'corretor_parceiro',
      homeArea: 'garantia',
    },
  ],
];

const run = async () => {
  // Not migrated here: the plans of the database as the bench left it.
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const real = drizzle(pool);
  // A stand-in whose execute prints the plan of each statement instead of answering its rows.
  const explaining = {
    async execute(query: SQL) {
      const result = (await real.execute(sql`explain (analyze, buffers) ${query}`)) as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(result.rows.map((r) => r['QUERY PLAN']).join('\n'));
      return { rows: [] };
    },
  } as unknown as Db;
  for (const id of DASHBOARD_PANEL_IDS.filter((p) => only.length === 0 || only.includes(p))) {
    for (const [name, viewer] of viewers) {
      console.log(`\n===== ${id} (${name})`);
      // As the route runs a wallet-restricted viewer's panel (server/domains/dashboard/routes.ts).
      const wallet = viewer.structure !== null;
      await real.execute(sql.raw(`set max_parallel_workers_per_gather = ${wallet ? 0 : 2}`));
      await real.execute(sql.raw(`set jit = ${wallet ? 'off' : 'on'}`));
      await PANELS[id].rows({ db: explaining, viewer, area: 'garantia', window: windowOf('ano') });
    }
  }
  await pool.end();
};
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
