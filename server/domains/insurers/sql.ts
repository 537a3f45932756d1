import { asc, desc, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

const ACCENTED = 'ÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑáàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUCNaaaaaeeeeiiiiooooouuuucn';

/** Accent- and case-insensitive form of a column (translate(): PGlite has no unaccent). */
export const folded = (column: AnyColumn): SQL => sql`upper(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/** The same folding for a typed search term, LIKE wildcards escaped. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
}

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

export interface PageOf<T> {
  rows: T[];
  total: number;
}
