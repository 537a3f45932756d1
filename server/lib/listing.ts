import { asc, count, desc, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TOTAL_COUNT_BOUND } from '../../src/contract/wire';
import type { Db } from '../db/client';

/** What every paged list of a repository takes (ARCHITECTURE.md §4 paging). */
export interface ListOptions<TSort extends string> {
  page: number;
  /** -1 = all rows. */
  pageSize: number;
  sort: TSort | undefined;
  direction: 'asc' | 'desc';
  /** The search term as the user typed it: `matches` folds it (never fold it before). */
  text: string | undefined;
}

export interface PageOf<T> {
  rows: T[];
  total: number;
}

/** What a create answers: `created` false when a replayed client id found the existing record. */
export interface Created<T> {
  created: boolean;
  record: T;
}

/**
 * Accent- and case-insensitive form of a column: the IMMUTABLE SQL function dobra() of migration 0005,
 * upper(translate(col, accented, plain)). One function name, so the expression indexes and trigram
 * indexes of that migration match these queries exactly (bound translate() arguments never would).
 * translate() instead of the unaccent extension, which PGlite does not ship by default; upper() after
 * it, because upper() of non-ASCII letters depends on the database locale.
 * A new list indexes `dobra(col)` (btree with its tie-breaker, and GIN gin_trgm_ops) in its migration.
 */
export const folded = (column: AnyColumn | SQL): SQL => sql`dobra(${column})`;

/**
 * The JS counterpart of dobra() for a typed search term, LIKE wildcards escaped. Only `matches` calls
 * it: services and repositories pass the term as typed, so it is folded in this one place.
 */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The contains-search of every list and suggest: rows where any of the columns, folded, contains the
 * typed term, folded; when the term has digits, also rows whose digits-only document column (CNPJ)
 * contains them, so a search typed with the mask still finds it. Served by the trigram indexes of
 * `dobra(col)` (and of the document column) in migration 0005.
 */
export function matches(text: string, columns: AnyColumn[], digitsColumn?: AnyColumn): SQL | undefined {
  const term = foldText(text);
  const digits = text.replace(/\D/g, '');
  return or(
    ...columns.map((c) => sql`${folded(c)} like ${`%${term}%`}`),
    digitsColumn && digits ? sql`${digitsColumn} like ${`%${digits}%`}` : undefined,
  );
}

/**
 * LIMIT/OFFSET of a page (`limit` undefined = all rows). Pages start within the counted rows only
 * (offset ≤ TOTAL_COUNT_BOUND, as far as the pager goes): a deeper one is empty at once (LIMIT 0 reads
 * nothing) instead of walking a million index entries to skip them. Past the bound, a search or the
 * other sort direction reaches the rest.
 */
export const paging = (page: number, pageSize: number) => {
  if (pageSize === -1) return { limit: undefined, offset: 0 };
  const offset = (page - 1) * pageSize;
  return offset > TOTAL_COUNT_BOUND ? { limit: 0, offset: 0 } : { limit: pageSize, offset };
};

export const ordered = (expr: SQL | AnyColumn, direction: 'asc' | 'desc') =>
  direction === 'desc' ? desc(expr) : asc(expr);

/**
 * The rows matching `where`, counted exactly up to TOTAL_COUNT_BOUND and answered as the bound + 1
 * beyond it ('mais de 1.000' in the pager): an exact count(*) reads every matching row, which at
 * millions of rows costs more than the page itself.
 */
export async function countUpTo(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const matching = db
    .select({ um: sql<number>`1`.as('um') })
    .from(table)
    .where(where)
    .limit(TOTAL_COUNT_BOUND + 1)
    .as('contados');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}
