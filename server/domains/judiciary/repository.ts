import { and, asc, eq, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { courtUnits, courts } from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import type { ListOptions, PageOf } from '../../lib/listing';

export type CourtRow = typeof courts.$inferSelect;
export type CourtUnitRow = typeof courtUnits.$inferSelect;
export type CourtValues = Omit<typeof courts.$inferInsert, 'criadoEm' | 'atualizadoEm'>;
export type CourtUnitValues = Omit<typeof courtUnits.$inferInsert, 'criadoEm' | 'atualizadoEm'>;

export const COURT_SORT_COLUMNS = {
  codigo: courts.codigo,
  sigla: courts.sigla,
  nome: courts.nome,
  segmento: courts.segmento,
} as const;

export async function listCourts(
  db: Db,
  options: ListOptions<keyof typeof COURT_SORT_COLUMNS> & { segmento: number | undefined },
): Promise<PageOf<CourtRow>> {
  const where = and(
    options.segmento === undefined ? undefined : eq(courts.segmento, options.segmento),
    options.text ? matches(options.text, [courts.sigla, courts.nome, courts.codigo]) : undefined,
  );
  const sort = options.sort ?? 'codigo';
  const column = COURT_SORT_COLUMNS[sort];
  // Text columns sort by their folded form, so 'ÁGUA' sits among the A's; codigo breaks ties.
  const primary = sort === 'sigla' || sort === 'nome' ? folded(column) : column;
  return listPage(
    db,
    {
      table: courts,
      key: courts.id,
      where,
      orderBy: [ordered(primary, options.direction), ordered(courts.codigo, options.direction)],
      select: (filter) => db.select().from(courts).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

export const COURT_UNIT_SORT_COLUMNS = {
  codigo: courtUnits.codigo,
  nome: courtUnits.nome,
  comarca: courtUnits.comarca,
} as const;

export async function listCourtUnits(
  db: Db,
  courtId: string,
  options: ListOptions<keyof typeof COURT_UNIT_SORT_COLUMNS>,
): Promise<PageOf<CourtUnitRow>> {
  const where = and(
    eq(courtUnits.tribunalId, courtId),
    options.text
      ? matches(options.text, [courtUnits.codigo, courtUnits.nome, courtUnits.comarca])
      : undefined,
  );
  const sort = options.sort ?? 'codigo';
  const column = COURT_UNIT_SORT_COLUMNS[sort];
  const primary = sort === 'codigo' ? column : folded(column);
  return listPage(
    db,
    {
      table: courtUnits,
      key: courtUnits.id,
      where,
      orderBy: [ordered(primary, options.direction), ordered(courtUnits.codigo, options.direction)],
      select: (filter) => db.select().from(courtUnits).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

export async function findCourt(db: Db, id: string, forUpdate = false): Promise<CourtRow | undefined> {
  const query = db.select().from(courts).where(eq(courts.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findCourtByCode(db: Db, codigo: string): Promise<CourtRow | undefined> {
  const [row] = await db.select().from(courts).where(eq(courts.codigo, codigo));
  return row;
}

export async function insertCourt(db: Db, values: CourtValues): Promise<CourtRow> {
  const [row] = await db.insert(courts).values(values).returning();
  if (!row) throw new Error('insert de tribunal sem retorno');
  return row;
}

export async function updateCourt(db: Db, id: string, values: CourtValues): Promise<CourtRow | undefined> {
  const [row] = await db
    .update(courts)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(courts.id, id))
    .returning();
  return row;
}

export async function findCourtUnit(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<CourtUnitRow | undefined> {
  const query = db.select().from(courtUnits).where(eq(courtUnits.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findCourtUnitByCode(
  db: Db,
  courtId: string,
  codigo: string,
): Promise<CourtUnitRow | undefined> {
  const [row] = await db
    .select()
    .from(courtUnits)
    .where(and(eq(courtUnits.tribunalId, courtId), eq(courtUnits.codigo, codigo)));
  return row;
}

export async function insertCourtUnit(db: Db, values: CourtUnitValues): Promise<CourtUnitRow> {
  const [row] = await db.insert(courtUnits).values(values).returning();
  if (!row) throw new Error('insert de vara sem retorno');
  return row;
}

export async function updateCourtUnit(
  db: Db,
  id: string,
  values: Omit<CourtUnitValues, 'tribunalId'>,
): Promise<CourtUnitRow | undefined> {
  const [row] = await db
    .update(courtUnits)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(courtUnits.id, id))
    .returning();
  return row;
}

export async function suggestCourts(
  db: Db,
  segmento: number,
  text: string | undefined,
  limit: number,
): Promise<CourtRow[]> {
  return db
    .select()
    .from(courts)
    .where(
      and(
        eq(courts.segmento, segmento),
        eq(courts.ativo, true),
        text ? matches(text, [courts.sigla, courts.nome, courts.codigo]) : undefined,
      ),
    )
    .orderBy(asc(courts.codigo))
    .limit(limit);
}

export async function suggestCourtUnits(
  db: Db,
  courtId: string,
  text: string | undefined,
  limit: number,
): Promise<CourtUnitRow[]> {
  return db
    .select()
    .from(courtUnits)
    .where(
      and(
        eq(courtUnits.tribunalId, courtId),
        eq(courtUnits.ativo, true),
        text ? matches(text, [courtUnits.codigo, courtUnits.nome, courtUnits.comarca]) : undefined,
      ),
    )
    .orderBy(asc(courtUnits.codigo))
    .limit(limit);
}
