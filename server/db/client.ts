import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PreparingClient } from './prepared-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database both drivers give: PGlite (embedded, default) and node-postgres (DATABASE_URL). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and runs the committed migrations.
 * `url` is a PostgreSQL URL; without it PGlite is used, in `dataDir` (or in memory when dataDir is
 * `memory://`).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, Client: PreparingClient });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir !== 'memory://') fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm serves the lists' contains-search (migration 0005); PGlite ships it as a loadable extension.
  const extensions = { pg_trgm };
  const client =
    options.dataDir === 'memory://'
      ? new PGlite({ extensions })
      : new PGlite(path.join(options.dataDir, 'pglite'), { extensions });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}
