import { asc, desc, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** What every paged list of a repository takes (ARCHITECTURE.md §4 paging). */
export interface ListOptions<TSort extends string> {
  page: number;
  /** -1 = all rows. */
  pageSize: number;
  sort: TSort | undefined;
  direction: 'asc' | 'desc';
  /** Text filter, already folded with `foldText`. */
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

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';

/**
 * Accent- and case-insensitive form of a column. translate() instead of the unaccent extension, which
 * PGlite does not ship by default; upper() after it, because upper() of non-ASCII letters depends on
 * the database locale and translate() has already left only ASCII letters.
 */
export const folded = (column: AnyColumn | SQL): SQL =>
  sql`upper(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/** The same folding for a typed search term, LIKE wildcards escaped. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Rows where any of the columns contains the (already folded) text. */
export const containsAny = (text: string, columns: AnyColumn[]) =>
  or(...columns.map((c) => sql`${folded(c)} like ${`%${text}%`}`));

/** Text search over names plus, when the term has digits, over a digits-only document column. */
export function matches(text: string, columns: AnyColumn[], digitsColumn?: AnyColumn): SQL | undefined {
  const term = foldText(text);
  const digits = text.replace(/\D/g, '');
  return or(
    ...columns.map((c) => sql`${folded(c)} like ${`%${term}%`}`),
    digitsColumn && digits ? sql`${digitsColumn} like ${`%${digits}%`}` : undefined,
  );
}

export const paging = (page: number, pageSize: number) =>
  pageSize === -1 ? { limit: undefined, offset: 0 } : { limit: pageSize, offset: (page - 1) * pageSize };

export const ordered = (expr: SQL | AnyColumn, direction: 'asc' | 'desc') =>
  direction === 'desc' ? desc(expr) : asc(expr);
