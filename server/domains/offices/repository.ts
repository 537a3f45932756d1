import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { economicGroups, offices } from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import type { ListOptions, PageOf } from '../../lib/listing';

export type OfficeRow = typeof offices.$inferSelect;
export type OfficeValues = Omit<typeof offices.$inferInsert, 'criadoEm' | 'atualizadoEm'>;

// The CNPJ is stored as digits: a search typed with its mask still finds it.
const textFilter = (text: string | undefined) =>
  text ? matches(text, [offices.nome, offices.cidade], offices.cnpj) : undefined;

export const OFFICE_SORT_COLUMNS = { nome: offices.nome, cidade: offices.cidade, uf: offices.uf } as const;

export async function listOffices(
  db: Db,
  options: ListOptions<keyof typeof OFFICE_SORT_COLUMNS> & { ativo: boolean | undefined },
): Promise<PageOf<OfficeRow>> {
  const where = and(
    options.ativo === undefined ? undefined : eq(offices.ativo, options.ativo),
    textFilter(options.text),
  );
  const sort = options.sort ?? 'nome';
  const primary = sort === 'uf' ? offices.uf : folded(OFFICE_SORT_COLUMNS[sort]);
  return listPage(
    db,
    {
      table: offices,
      key: offices.id,
      where,
      // The name breaks ties (and is unique), so pages never overlap.
      orderBy: [ordered(primary, options.direction), ordered(offices.nome, options.direction)],
      select: (filter) => db.select().from(offices).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

export async function findOffice(db: Db, id: string, forUpdate = false): Promise<OfficeRow | undefined> {
  const query = db.select().from(offices).where(eq(offices.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findOfficeByName(db: Db, nome: string): Promise<OfficeRow | undefined> {
  const [row] = await db.select().from(offices).where(eq(offices.nome, nome));
  return row;
}

export async function insertOffice(db: Db, values: OfficeValues): Promise<OfficeRow> {
  const [row] = await db.insert(offices).values(values).returning();
  if (!row) throw new Error('insert de escritório sem retorno');
  return row;
}

export async function updateOffice(db: Db, id: string, values: OfficeValues): Promise<OfficeRow | undefined> {
  const [row] = await db
    .update(offices)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(offices.id, id))
    .returning();
  return row;
}

export async function suggestOffices(
  db: Db,
  text: string | undefined,
  limit: number,
  groupIds?: string[],
): Promise<OfficeRow[]> {
  const ofGroups = groupIds?.length
    ? inArray(
        offices.id,
        db
          .select({ id: economicGroups.escritorioId })
          .from(economicGroups)
          .where(inArray(economicGroups.id, groupIds)),
      )
    : undefined;
  return db
    .select()
    .from(offices)
    .where(and(eq(offices.ativo, true), textFilter(text), ofGroups))
    .orderBy(asc(folded(offices.nome)))
    .limit(limit);
}
