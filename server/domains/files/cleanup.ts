import type { FastifyInstance } from 'fastify';
import { and, asc, lt, not, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isTable } from 'drizzle-orm';
import { ORPHAN_FILE_GRACE_HOURS, fileUrl } from '../../../src/contract/files';
import type { Db } from '../../db/client';
import * as schema from '../../db/schema';
import { files, users } from '../../db/schema';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { FileStorage } from './storage';

export const ORPHAN_FILE_GRACE_MS = ORPHAN_FILE_GRACE_HOURS * 60 * 60 * 1000;
/** How often each instance looks for orphans; the first pass runs a minute after start. */
export const ORPHAN_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const FIRST_CLEANUP_DELAY_MS = 60 * 1000;
/** Rows examined per pass: a backlog drains over a few passes instead of one long statement. */
const BATCH = 500;

interface FileReference {
  table: PgTable;
  column: AnyPgColumn;
  /** The column holds the file's URL instead of its id. */
  url?: true;
}

/**
 * The columns that hold a file's URL instead of a foreign key to it: no key says they point at a file,
 * so they are named here. A new column should be a foreign key to `arquivos`, found by itself below.
 */
const FILE_URL_COLUMNS: readonly FileReference[] = [{ table: users, column: users.avatarUrl, url: true }];

/**
 * Every column that points at an uploaded file: each foreign key to `arquivos` of every table of the
 * schema (a domain's table that keeps a file declares the key in its schema, and nothing here grows),
 * plus the URL columns. A file no column points at is removed after the grace period.
 */
export const FILE_REFERENCES: readonly FileReference[] = [
  ...Object.values(schema).flatMap((table): FileReference[] => {
    if (!isTable(table)) return [];
    return getTableConfig(table as PgTable).foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      return ref.foreignTable === files ? ref.columns.map((column) => ({ table: table, column })) : [];
    });
  }),
  ...FILE_URL_COLUMNS,
];

/**
 * The outer row's id, qualified: Drizzle writes a column of the statement's own table as a bare
 * "id", which inside these subqueries would mean the referencing table's id.
 */
const fileId = sql`${files}.${sql.identifier('id')}`;
const fileUrlPrefix = fileUrl('');

function referencedBy(ref: (typeof FILE_REFERENCES)[number]): SQL {
  const column = sql`r.${sql.identifier(ref.column.name)}`;
  const target = ref.url ? sql`${fileUrlPrefix} || ${fileId}::text` : fileId;
  return sql`exists (select 1 from ${ref.table} r where ${column} = ${target})`;
}

const isReferenced = (): SQL => or(...FILE_REFERENCES.map(referencedBy)) ?? sql`false`;

export interface CleanupResult {
  /** Ids of the files removed (row and bytes). */
  removed: string[];
  /** Staged uploads left behind by a crash, removed from disk. */
  staleStaged: number;
}

/**
 * Removes the files no record points to that are older than the grace period: the row in `arquivos`
 * and the bytes in DATA_DIR/arquivos. The grace leaves time for the record that will use a fresh
 * upload (a form saved after its photo, an offline queue sending a photo and then its record). Safe
 * to run on several instances at once: a row is deleted only if still unreferenced, and a record
 * that points at the file meanwhile makes the delete fail on its foreign key, keeping the file.
 */
export async function removeOrphanFiles(
  db: Db,
  storage: FileStorage,
  options: { now?: Date; graceMs?: number } = {},
): Promise<CleanupResult> {
  const cutoff = new Date((options.now ?? new Date()).getTime() - (options.graceMs ?? ORPHAN_FILE_GRACE_MS));
  const orphan = and(lt(files.criadoEm, cutoff), not(isReferenced()));
  const candidates = await db
    .select({ id: files.id })
    .from(files)
    .where(orphan)
    .orderBy(asc(files.criadoEm))
    .limit(BATCH);
  const removed: string[] = [];
  for (const { id } of candidates) {
    try {
      // Checked again in the delete itself: the file may have been taken into use since the select.
      const gone = await db
        .delete(files)
        .where(and(sql`${fileId} = ${id}`, orphan))
        .returning({ id: files.id });
      if (!gone.length) continue;
    } catch (err) {
      if (isForeignKeyViolation(err)) continue;
      throw err;
    }
    // The row goes first: if the process dies here, only unreachable bytes stay behind.
    await storage.remove(id);
    removed.push(id);
  }
  const staleStaged = await storage.removeStaleStaged(cutoff);
  return { removed, staleStaged };
}

/**
 * Runs removeOrphanFiles periodically while the server is up: a timer per instance, unref'd (it never
 * keeps the process alive) and cleared on close, which also waits for a pass under way.
 */
export function scheduleOrphanFileCleanup(app: FastifyInstance, storage: FileStorage): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const pass = () => {
    running ??= removeOrphanFiles(app.db, storage)
      .then((result) => {
        if (result.removed.length || result.staleStaged)
          app.log.info({ ...result, removed: result.removed.length }, 'arquivos órfãos removidos');
      })
      .catch((err: unknown) => app.log.error({ err }, 'falha ao remover arquivos órfãos'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(() => {
      pass();
      timer = setInterval(pass, ORPHAN_CLEANUP_INTERVAL_MS).unref();
    }, FIRST_CLEANUP_DELAY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    clearInterval(timer);
    await running;
  });
}
