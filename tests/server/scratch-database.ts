import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import type { Database } from '../../server/db/client';

export interface ScratchDatabase {
  database: Database;
  /** The PostgreSQL URL of the new database; undefined on PGlite. */
  url: string | undefined;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file or bench run: a new database named `<prefix>_<uuid>`
 * on the PostgreSQL server of `adminUrl` when given, otherwise an in-memory PGlite.
 */
export async function openScratchDatabase(
  adminUrl: string | undefined,
  prefix: string,
): Promise<ScratchDatabase> {
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, url: undefined, dispose: () => database.close() };
  }
  const name = `${prefix}_${crypto.randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: 'memory://' });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // pool.end() resolves before its sockets are gone; a forced drop while one is still closing
      // sends it a FATAL that surfaces as an uncaught error. Wait for the backends to leave first.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
