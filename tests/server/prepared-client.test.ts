import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS_MAX, PreparingClient, statementName } from '../../server/db/prepared-client';
import { openScratchDatabase } from './scratch-database';

describe('prepared statements by text', () => {
  it('names reads and writes by a hash of their text, the same text the same name', () => {
    const a = statementName('select id from usuarios where id = $1');
    expect(a).toMatch(/^q_[\w-]{27}$/);
    expect(statementName('select id from usuarios where id = $1')).toBe(a);
    expect(statementName('select id from escritorios where id = $1')).not.toBe(a);
    expect(statementName('  WITH x as (select 1) select * from x')).toBeDefined();
    expect(statementName('update usuarios set nome = $1 where id = $2')).toBeDefined();
  });

  it('leaves DDL, transaction control and multi-statement migrations unnamed', () => {
    expect(statementName('create table x (id int)')).toBeUndefined();
    expect(statementName('begin')).toBeUndefined();
    expect(statementName('vacuum analyze')).toBeUndefined();
    expect(statementName('selection')).toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof openScratchDatabase>>;
  let client: PreparingClient;
  beforeAll(async () => {
    scratch = await openScratchDatabase(process.env.TEST_DATABASE_URL, 'preparados');
    client = new PreparingClient({ connectionString: scratch.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await scratch.dispose();
  });

  it('prepares a named query once per connection and reuses it with new values', async () => {
    const text = 'select $1::int + 1 as n';
    const first = await client.query<{ n: number }>({ text, values: [1] });
    const second = await client.query<{ n: number }>({ text, values: [41] });
    expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
    const prepared = await client.query<{ name: string; statement: string }>({
      text: 'select name, statement from pg_prepared_statements where statement = $1',
      values: [text],
    });
    expect(prepared.rows).toEqual([{ name: statementName(text), statement: text }]);
  });
});

// Last: it fills the process's table of names.
describe('the cap on named statements', () => {
  it('stops naming new texts past the cap', () => {
    // Fill the table up to the cap with distinct texts; the next new one runs unnamed.
    for (let i = 0; i < PREPARED_STATEMENTS_MAX; i++) statementName(`select ${i} as limite_de_teste`);
    expect(statementName('select 1 as alem_do_limite')).toBeUndefined();
    // Texts named before the cap keep their names.
    expect(statementName('select id from usuarios where id = $1')).toBeDefined();
  });
});
