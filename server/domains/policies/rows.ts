import { and, eq, sql } from 'drizzle-orm';
import type { InferInsertModel, InferSelectModel, SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

/** A table of the domain: keyed by `id`, with the `atualizado_em` every write stamps. */
type RecordTable = PgTable & { id: PgColumn; atualizadoEm: PgColumn };

/**
 * The row reads and writes the policies, their endorsements and their requests share: one by id, one
 * locked for a write (FOR UPDATE, within `where`: the caller's visibility, the parent), the insert that
 * answers the stored row and the update that stamps `atualizado_em`. `noun` names the row in the error
 * of an insert that returned nothing.
 */
export function recordRows<T extends RecordTable>(table: T, noun: string) {
  type Row = InferSelectModel<T>;
  type Values = InferInsertModel<T>;
  // Drizzle's builders lose the table's row type behind a generic table: the answers are its rows.
  const source: PgTable = table;
  const select = (db: Db, where: SQL | undefined) =>
    db.select().from(source).where(where) as unknown as Promise<Row[]> & {
      for(strength: 'update'): Promise<Row[]>;
    };
  return {
    find: async (db: Db, id: string): Promise<Row | undefined> => {
      const [row] = await select(db, eq(table.id, id));
      return row;
    },
    lock: async (db: Db, id: string, ...where: (SQL | undefined)[]): Promise<Row | undefined> => {
      const [row] = await select(db, and(eq(table.id, id), ...where)).for('update');
      return row;
    },
    insert: async (db: Db, values: Values): Promise<Row> => {
      const [row] = (await db
        .insert(table)
        .values(values as never)
        .returning()) as Row[];
      if (!row) throw new Error(`insert de ${noun} sem retorno`);
      return row;
    },
    update: async (db: Db, id: string, values: Partial<Values>): Promise<void> => {
      await db
        .update(table)
        .set({ ...values, atualizadoEm: sql`now()` })
        .where(eq(table.id, id));
    },
  };
}
