import { SQL, asc, count, desc, getTableName, is, or, sql } from 'drizzle-orm';
import type { AnyColumn } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { TOTAL_COUNT_BOUND } from '../../src/contract/wire';
import type { Db } from '../db/client';
import {
  accessProfiles,
  agroQuotations,
  brokers,
  cancellationReasons,
  companies,
  courtUnits,
  courts,
  economicGroups,
  insureds,
  insurerContacts,
  insurers,
  modalities,
  municipalities,
  offices,
  pessoasBanks,
  pessoasCnaes,
  quotations,
  subModalities,
  users,
} from '../db/schema';

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
 * The columns whose folded form is stored (migration 0012): a twin `<column>_dobra`, GENERATED ALWAYS
 * AS (dobra(column)) STORED, with the list's btree (sort) and GIN gin_trgm_ops (search) indexes. Not in
 * the Drizzle schema, so selects, inserts, updates and audit rows never see the twins.
 * dobra() is the IMMUTABLE upper(translate(col, accented, plain)) of migration 0005 (translate() instead
 * of unaccent, which PGlite does not ship; upper() after it, since upper() of non-ASCII letters depends
 * on the locale). Stored, because dobra() costs 10-20 us a call and a query calls it for every row it
 * visits: every row a deep page skips and every row a search rechecks (docs/architecture.md, "Listas
 * que escalam").
 * A new list adds its twins and their indexes in its migration and the columns here.
 */
const STORED_FOLDS = new Set<AnyColumn>([
  accessProfiles.nome,
  agroQuotations.municipio,
  agroQuotations.produtorNome,
  agroQuotations.propriedadeNome,
  brokers.nomeFantasia,
  brokers.razaoSocial,
  cancellationReasons.nome,
  companies.nomeFantasia,
  companies.razaoSocial,
  courtUnits.codigo,
  courtUnits.comarca,
  courtUnits.nome,
  courts.codigo,
  courts.nome,
  courts.sigla,
  economicGroups.nomeFantasia,
  economicGroups.razaoSocial,
  insureds.nome,
  insurerContacts.cargo,
  insurerContacts.email,
  insurerContacts.nome,
  insurers.nome,
  insurers.razaoSocial,
  modalities.nome,
  municipalities.nome,
  offices.cidade,
  offices.nome,
  pessoasBanks.nome,
  pessoasBanks.nomeCompleto,
  pessoasCnaes.descricao,
  quotations.seguradoNome,
  quotations.tomadorNome,
  subModalities.nome,
  users.apelido,
  users.email,
  users.nome,
]);

/**
 * Accent- and case-insensitive form of a column, the one every sort and search of a list reads: its
 * stored twin (`"escritorios"."nome_dobra"`), which the list's indexes cover. Of an expression (no twin
 * to read), dobra(expression), computed per row: for orders no index serves anyway.
 */
export function folded(column: AnyColumn | SQL): SQL {
  if (is(column, SQL)) return sql`dobra(${column})`;
  if (!STORED_FOLDS.has(column)) {
    throw new Error(
      `${getTableName(column.table)}.${column.name} não tem a forma dobrada guardada: crie ${column.name}_dobra na migração e inclua a coluna em STORED_FOLDS.`,
    );
  }
  return sql`${column.table}.${sql.identifier(`${column.name}_dobra`)}`;
}

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
 * contains them, so a search typed with the mask still finds it. Served by the trigram indexes of the
 * stored twins (migration 0012) and of the document column (0005).
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
 * The rows matching `where`, counted exactly up to `bound` (TOTAL_COUNT_BOUND unless told) and answered
 * as the bound + 1 beyond it ('mais de 1.000' in the pager): an exact count(*) reads every matching row,
 * which at millions of rows costs more than the page itself.
 */
export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  bound = TOTAL_COUNT_BOUND,
): Promise<number> {
  const matching = db
    .select({ um: sql<number>`1`.as('um') })
    .from(table)
    .where(where)
    .limit(bound + 1)
    .as('contados');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** What `listPage` reads: a list's table, filter, order and select. */
export interface ListQuery<Q extends PgSelect> {
  /** The list's own table: the count reads it, and a deep page picks its keys from it. */
  table: PgTable;
  /**
   * The table's primary key: a deep page picks its keys first (below). Leave it out when `where` or
   * `orderBy` read a joined table; a deep page then reads its skipped rows whole.
   */
  key?: AnyColumn;
  where: SQL | undefined;
  /** A total order (its last term unique) over the table's columns, folded keys included. */
  orderBy: SQL[];
  /**
   * The rows' select (fields, joins) filtered by `filter`:
   * `(filter) => db.select(…).from(…).where(filter).$dynamic()`.
   */
  select: (filter: SQL | undefined) => Q;
}

/**
 * One page of a list and its bounded count (`countUpTo`): every list's page goes through here.
 *
 * Unfiltered, page 1 reads its rows straight from the sort index, in parallel with the count. A deeper
 * page (offset ≤ TOTAL_COUNT_BOUND) must skip `offset` rows, and skipping them in the rows' own select
 * would read each skipped row whole (its columns, its scalar subqueries) only to drop it. So it picks the
 * page's keys first, by a subquery that reads the key and the sort keys alone (an index-only scan where
 * the sort index holds the key and the filter's columns, as the indexes of migration 0012 do), then
 * reads the rows of those keys and sorts them again: a deferred join. The subquery's LIMIT is written as
 * a literal (the page size): with a parameter, the generic plan of the prepared statement expects 10 %
 * of the table from it and joins by a sequential scan.
 *
 * Filtered (a search, a status...), walking the sort index and testing each row is fast only when the
 * matches are dense; for a selective search it tests the whole table (100,000 offices, 'abcde': 5
 * matches, 750 ms), and the generic plan of a prepared statement, which cannot know how selective a
 * LIKE parameter is, takes that walk whatever the term. So a filtered list counts first, then:
 * - no match: answers at once;
 * - up to TOTAL_COUNT_BOUND matches: finds them through the filter's own indexes (the trigram GIN of a
 *   search) behind an `offset 0` fence, which keeps the planner from turning the matches' scan back
 *   into the sort-index walk, and sorts them (the columns the order does not read are not fetched);
 * - more: walks the sort index (a deep page through the deferred join), where the matches are dense
 *   enough that a page's rows come within a few thousand entries. A deep page of a filter matching a
 *   few thousand rows of a large table is the case left slow: its walk may read much of the index.
 */
export async function listPage<Q extends PgSelect>(
  db: Db,
  list: ListQuery<Q>,
  page: number,
  pageSize: number,
): Promise<PageOf<Awaited<Q>[number]>> {
  const { limit, offset } = paging(page, pageSize);
  const { table, key, where, orderBy } = list;
  if (limit === undefined) {
    const [rows, total] = await Promise.all([
      list.select(where).orderBy(...orderBy),
      countUpTo(db, table, where),
    ]);
    return { rows, total };
  }
  if (!Number.isSafeInteger(limit)) throw new Error(`tamanho de página inválido: ${limit}`);
  const order = sql.join(orderBy, sql`, `);
  const bounds = sql`limit ${sql.raw(String(limit))} offset ${offset}`;
  const firstPage = () =>
    list
      .select(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
  const deferred = (k: AnyColumn) => {
    const filter = where ? sql` where ${where}` : sql``;
    const keys = sql`select ${k} from ${table}${filter} order by ${order} ${bounds}`;
    return list.select(sql`${k} in (${keys})`).orderBy(...orderBy);
  };
  if (!key || !where) {
    const query = offset === 0 || !key ? firstPage() : deferred(key);
    const [rows, total] = await Promise.all([query, countUpTo(db, table, where)]);
    return { rows, total };
  }
  const total = await countUpTo(db, table, where);
  if (total === 0 || limit === 0) return { rows: [], total };
  let query: PgSelect;
  if (total <= TOTAL_COUNT_BOUND) {
    // The fenced subquery takes the table's name, so the filter and the order read as they do on the
    // table itself.
    const alias = sql.identifier(getTableName(table));
    const matching = sql`(select * from ${table} where ${where} offset 0) as ${alias}`;
    const keys = sql`select ${key} from ${matching} order by ${order} ${bounds}`;
    query = list.select(sql`${key} in (${keys})`).orderBy(...orderBy);
  } else query = offset === 0 ? firstPage() : deferred(key);
  return { rows: await query, total };
}
