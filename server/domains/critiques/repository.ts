import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { critiques, users } from '../../db/schema';
import { listPage, ordered } from '../../lib/listing';
import type { Viewer } from '../../lib/visibility';
import type { CritiqueEntity } from './types';

export type CritiqueRow = typeof critiques.$inferSelect;
export type CritiqueValues = typeof critiques.$inferInsert;

const author = alias(users, 'critica_autor');
const resolver = alias(users, 'critica_regularizador');

/** A critique with the names of who wrote and who resolved it (two primary-key joins). */
const withNames = (db: Db) =>
  db
    .select({
      critique: critiques,
      autor: author.nome,
      regularizadaPorNome: resolver.nome,
    })
    .from(critiques)
    .leftJoin(author, eq(author.id, critiques.autorId))
    .leftJoin(resolver, eq(resolver.id, critiques.regularizadaPor));

export type NamedCritique = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];

/** The thread of a record, newest first. */
export function threadOf(db: Db, entidade: CritiqueEntity, entidadeId: string): Promise<NamedCritique[]> {
  return withNames(db)
    .where(and(eq(critiques.entidade, entidade), eq(critiques.entidadeId, entidadeId)))
    .orderBy(desc(critiques.criadoEm), desc(critiques.id));
}

export async function findNamed(db: Db, id: string): Promise<NamedCritique | undefined> {
  const [row] = await withNames(db).where(eq(critiques.id, id));
  return row;
}

export async function find(db: Db, id: string, forUpdate = false): Promise<CritiqueRow | undefined> {
  const q = db.select().from(critiques).where(eq(critiques.id, id));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function openCount(db: Db, entidade: CritiqueEntity, entidadeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(critiques)
    .where(
      and(
        eq(critiques.entidade, entidade),
        eq(critiques.entidadeId, entidadeId),
        eq(critiques.status, 'aberta'),
      ),
    );
  return row?.n ?? 0;
}

/** The open critiques of a record as a correlated count, for a list of the records. */
export const openCountOf = (entidade: CritiqueEntity, entidadeId: AnyColumn): SQL<number> =>
  sql<number>`(select count(*)::int from ${critiques} c
    where c.entidade = ${entidade} and c.entidade_id = ${entidadeId} and c.status = 'aberta')`;

export async function insert(db: Db, values: CritiqueValues): Promise<CritiqueRow> {
  const [row] = await db.insert(critiques).values(values).returning();
  if (!row) throw new Error('crítica não gravada');
  return row;
}

export async function update(db: Db, id: string, values: Partial<CritiqueValues>): Promise<void> {
  await db
    .update(critiques)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(critiques.id, id));
}

/** What the follow-up list shows of the parent record: its table, its key and its columns. */
export interface ParentColumns {
  table: PgTable;
  key: AnyColumn;
  columns: Record<string, SQL | AnyPgColumn>;
  /**
   * The visibility predicate on the parent's table, for a kind the rule does not name (a record seen
   * as its own parent is); the rule's own kinds leave it out.
   */
  visible?: (viewer: Viewer) => SQL | undefined;
}

/** An open critique with the names of its people and what the list shows of its parent. */
export type OpenCritique = NamedCritique & { parent: Record<string, unknown> };

/**
 * One page of the open critiques of one kind of record, oldest first by default, joined with the
 * parent rows the caller sees (`visible`: the one visibility rule's predicate on the parent's table).
 */
export async function openPage(
  db: Db,
  entidade: CritiqueEntity,
  parent: ParentColumns,
  visible: SQL | undefined,
  page: number,
  pageSize: number,
  direction: 'asc' | 'desc',
): Promise<{ rows: OpenCritique[]; total: number }> {
  const open = and(eq(critiques.entidade, entidade), eq(critiques.status, 'aberta'));
  const page_ = await listPage(
    db,
    {
      table: critiques,
      key: critiques.id,
      where: visible
        ? and(
            open,
            sql`${critiques.entidadeId} in (select ${parent.key} from ${parent.table} where ${visible})`,
          )
        : open,
      orderBy: [ordered(critiques.criadoEm, direction), ordered(critiques.id, direction)],
      select: (filter) =>
        db
          .select({
            critique: critiques,
            autor: author.nome,
            regularizadaPorNome: resolver.nome,
            parent: parent.columns,
          })
          .from(critiques)
          .innerJoin(parent.table, eq(parent.key, critiques.entidadeId))
          .leftJoin(author, eq(author.id, critiques.autorId))
          .leftJoin(resolver, eq(resolver.id, critiques.regularizadaPor))
          .where(filter)
          .$dynamic(),
    },
    page,
    pageSize,
  );
  return page_;
}
