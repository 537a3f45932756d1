import { SQL, asc, count, desc, getTableName, is, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQLChunk } from 'drizzle-orm';
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
  policies,
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
  policies.numero,
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
 * stored twins (migration 0012) and of the document column (0005). A column given as an expression
 * (`sql\`${column}\``) is folded per row (`folded`): only for small tables, which need no twin.
 */
export function matches(
  text: string,
  columns: (AnyColumn | SQL)[],
  digitsColumn?: AnyColumn,
): SQL | undefined {
  const term = foldText(text);
  const digits = text.replace(/\D/g, '');
  const search = or(
    ...columns.map((c) => sql`${folded(c)} like ${`%${term}%`}`),
    digitsColumn && digits ? sql`${digitsColumn} like ${`%${digits}%`}` : undefined,
  );
  if (search) SEARCHES.add(search);
  return search;
}

/** The filters `matches` made: `listPage` plans a list with a search apart (`withoutSearch`). */
const SEARCHES = new WeakSet<SQL>();

/**
 * `where` with every search of `matches` in it read as true, or undefined when it has none. Searches
 * appear only as terms of and()/or() (never negated), so the result keeps every row `where` keeps.
 */
function withoutSearch(where: SQL): SQL | undefined {
  let found = false;
  const strip = (chunk: SQLChunk): SQLChunk => {
    if (Array.isArray(chunk)) return chunk.map(strip);
    if (!is(chunk, SQL)) return chunk;
    if (SEARCHES.has(chunk)) {
      found = true;
      return sql`true`;
    }
    return new SQL(chunk.queryChunks.map(strip));
  };
  const rest = strip(where) as SQL;
  return found ? rest : undefined;
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

/**
 * How many rows the planner's statistics give a table (pg_class.reltuples, kept by ANALYZE and
 * autovacuum), read at most every ESTIMATE_TTL_MS per table and database. -1 when never analyzed.
 */
const ESTIMATE_TTL_MS = 10_000;
const estimates = new WeakMap<Db, Map<string, { rows: number; at: number }>>();
async function estimatedRows(db: Db, table: PgTable): Promise<number> {
  const name = getTableName(table);
  let ofDb = estimates.get(db);
  if (!ofDb) {
    ofDb = new Map<string, { rows: number; at: number }>();
    estimates.set(db, ofDb);
  }
  const known = ofDb.get(name);
  if (known && Date.now() - known.at < ESTIMATE_TTL_MS) return known.rows;
  const [row] = await db
    .select({ rows: sql<number>`reltuples`.mapWith(Number) })
    .from(sql`pg_class`)
    .where(sql`oid = to_regclass(${name})`);
  const rows = row?.rows ?? -1;
  ofDb.set(name, { rows, at: Date.now() });
  return rows;
}

/**
 * The bounded count of a whole table: the bound + 1 at once when the statistics put the table at ten
 * times the bound or more (counting the bound + 1 entries would cost more than the page itself, and a
 * table that large does not shrink below the bound without autovacuum noticing it within a minute);
 * counted otherwise.
 */
async function countAll(db: Db, table: PgTable): Promise<number> {
  const rows = await estimatedRows(db, table);
  return rows >= 10 * TOTAL_COUNT_BOUND ? TOTAL_COUNT_BOUND + 1 : countUpTo(db, table, undefined);
}

/**
 * How far down the sort order a filter with more than TOTAL_COUNT_BOUND matches is walked for its page
 * before the page is found through the filter's own indexes instead (`listPage`).
 */
export const WALK_CAP = 4 * TOTAL_COUNT_BOUND;

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

/** The `rows` of a raw query: node-postgres and PGlite both answer { rows }. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * The rows of a page's keys. `= any(array(…))` makes the keys an init plan, computed once before the
 * rows' joins: with `in (…)` the planner may guess thousands of keys where the LIMIT leaves a page, and
 * join the whole table to the names before matching it to them (a search over 100,000 policies: 430 ms
 * instead of 2).
 */
const pageKeys = (key: AnyColumn, keys: SQL) => sql`${key} = any(array(${keys}))`;

/**
 * One page of a list and its bounded count (`countUpTo`): every list's page goes through here.
 *
 * Unfiltered, page 1 reads its rows straight from the sort index, in parallel with the count (of a large
 * table, the statistics' estimate: `countAll`). A deeper page (offset ≤ TOTAL_COUNT_BOUND) must skip
 * `offset` rows, and skipping them in the rows' own select would read each skipped row whole (its
 * columns, its scalar subqueries) only to drop it. So it picks the page's keys first, by a subquery that
 * reads the key and the sort keys alone (an index-only scan where the sort index holds the key and the
 * filter's columns, as the indexes of migration 0012 do), then reads the rows of those keys and sorts
 * them again: a deferred join. The subquery's LIMIT is written as a literal (the page size): with a
 * parameter, the generic plan of the prepared statement expects 10 % of the table from it and joins by a
 * sequential scan.
 *
 * Filtered (a search, a status...), the generic plan of a prepared statement cannot know how selective
 * a LIKE parameter is, so no single plan fits: walking the sort index and testing each row reads the
 * whole table for a search with few or no matches (100,000 offices, 'abcde': 750 ms), and finding the
 * matches through the trigram index then sorting them reads every match of a broad one (all 100,000
 * for 'ESC': 170 ms). So, for a filter with a search (`matches`), the SQL fixes the plan and listPage
 * picks it by what the first query finds:
 * 1. the first TOTAL_COUNT_BOUND + 1 matches the filter's own indexes give (a subquery whose LIMIT
 *    keeps the planner from turning it into the sort-index walk), counted by a window and sorted: one
 *    read of the matches gives the bounded count and, with up to TOTAL_COUNT_BOUND of them, the
 *    page's keys (its rows are then read by key);
 * 2. with more, matches are dense: the page's keys come from the first WALK_CAP rows of the sort order
 *    (a subquery with a literal LIMIT, and the filter without its search: the sort index) filtered
 *    outside it, where a page's rows come
 *    within a few hundred entries; only when that walk ends short of a page (a deep page of a filter
 *    with a few thousand matches) are the matches found by their indexes and sorted, behind an
 *    `offset 0` fence.
 * A filter without a search (a parent, a status) is served by btree indexes in either plan: it is
 * counted first; up to TOTAL_COUNT_BOUND matches are sorted behind the fence, more are paged as if
 * unfiltered.
 */
export async function listPage<Q extends PgSelect>(
  db: Db,
  list: ListQuery<Q>,
  page: number,
  pageSize: number,
): Promise<PageOf<Awaited<Q>[number]>> {
  const { limit, offset } = paging(page, pageSize);
  const { table, key, where, orderBy } = list;
  const counted = () => (where ? countUpTo(db, table, where) : countAll(db, table));
  if (limit === undefined) {
    const [rows, total] = await Promise.all([list.select(where).orderBy(...orderBy), counted()]);
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
    return list.select(pageKeys(k, keys)).orderBy(...orderBy);
  };
  if (!key || !where || limit === 0) {
    const query = limit === 0 ? undefined : offset === 0 || !key ? firstPage() : deferred(key);
    const [rows, total] = await Promise.all([query ?? [], counted()]);
    return { rows, total };
  }
  const rest = withoutSearch(where);
  // The subqueries take the table's name, so the filter and the order read as they do on the table.
  const alias = sql.identifier(getTableName(table));
  const fenced = async () => {
    const matching = sql`(select * from ${table} where ${where} offset 0) as ${alias}`;
    const keys = sql`select ${key} from ${matching} order by ${order} ${bounds}`;
    return list.select(pageKeys(key, keys)).orderBy(...orderBy);
  };
  if (!rest) {
    // A filter without a search (a parent, a status): its btree indexes serve it in either plan.
    const total = await countUpTo(db, table, where);
    if (total === 0) return { rows: [], total };
    if (total <= TOTAL_COUNT_BOUND) return { rows: await fenced(), total };
    return { rows: await (offset === 0 ? firstPage() : deferred(key)), total };
  }

  const found = sql`(select * from ${table} where ${where} limit ${sql.raw(String(TOTAL_COUNT_BOUND + 1))}) as ${alias}`;
  const first = await rowsOf<{ k: string | number; n: number | string }>(
    db,
    sql`select ${key} as k, count(*) over () as n from ${found} order by ${order} ${bounds}`,
  );
  const total = first[0] ? Number(first[0].n) : offset === 0 ? 0 : await countUpTo(db, table, where);
  if (total === 0 || first.length === 0) return { rows: [], total };
  if (total <= TOTAL_COUNT_BOUND) {
    // One array parameter (one statement text whatever the page's length), written as an array literal:
    // the PGlite driver would send a JS array as JSON.
    const keys = `{${first.map((r) => `"${String(r.k).replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
    return { rows: await list.select(sql`${key} = any(${keys})`).orderBy(...orderBy), total };
  }

  // The walk reads the rows of the filter without its search (a parent's, a status's) in the list's order.
  const walked = sql`(select * from ${table} where ${rest} order by ${order} limit ${sql.raw(String(WALK_CAP))}) as ${alias}`;
  // No ORDER BY outside: the walk's order carries through, and the page's LIMIT reaches into the walk,
  // which stops at the page's last row (with an outer sort the planner would plan all WALK_CAP rows).
  const rows = await list
    .select(sql`${key} in (select ${key} from ${walked} where ${where} ${bounds})`)
    .orderBy(...orderBy);
  return { rows: rows.length === limit ? rows : await fenced(), total };
}
