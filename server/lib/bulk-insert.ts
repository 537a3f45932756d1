import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * Many rows of one table in one statement with one parameter: the rows as a JSON array, spread by
 * `json_populate_recordset` into the table's own row type (`INSERT … SELECT`). A multi-row VALUES
 * insert sends one parameter per cell (thousands per batch), and the server parses and plans them all;
 * one JSON text is parsed once, whatever the batch's length, and the statement text never changes.
 *
 * Each value goes as Drizzle would send it (`mapToDriverValue`, `$defaultFn` applied), json/jsonb ones as
 * JSON. A column no row gives keeps its default; one given by some rows only is NULL in the others,
 * which is what an insert gives a column without a default (one with a default must be given by all).
 */
export async function insertJsonRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.entries(getTableColumns(table)).filter(([, c]) => is(c, PgColumn)) as [
    string,
    PgColumn,
  ][];
  const payload = rows.map((row) => {
    const values = row as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const value = values[key] === undefined && column.defaultFn ? column.defaultFn() : values[key];
      if (value === undefined) continue;
      out[column.name] =
        value === null || column.columnType === 'PgJsonb' || column.columnType === 'PgJson'
          ? value
          : column.mapToDriverValue(value);
    }
    return out;
  });
  const given = columns.filter(([, c]) => payload.some((r) => c.name in r));
  for (const [, c] of given)
    if (c.hasDefault && payload.some((r) => !(c.name in r)))
      throw new Error(`insertJsonRows: ${c.name} tem valor padrão e falta em parte das linhas`);
  const names = sql.join(
    given.map(([, c]) => sql.identifier(c.name)),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  await db.execute(
    sql`insert into ${name} (${names}) select ${names} from json_populate_recordset(null::${name}, ${JSON.stringify(payload)}::json)`,
  );
}
