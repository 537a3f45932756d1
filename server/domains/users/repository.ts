import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { accessProfiles, offices, users } from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';

export type UserRow = typeof users.$inferSelect;
export type UserValues = Partial<Omit<typeof users.$inferInsert, 'criadoEm' | 'atualizadoEm'>>;

export const USER_SORT_COLUMNS = { nome: users.nome, email: users.email, apelido: users.apelido } as const;

/** A user row with the names of its profile and office. */
const withNames = {
  user: users,
  perfilNome: accessProfiles.nome,
  escritorioNome: offices.nome,
};
export interface UserWithNames {
  user: UserRow;
  perfilNome: string | null;
  escritorioNome: string | null;
}

const joined = (db: Db) =>
  db
    .select(withNames)
    .from(users)
    .leftJoin(accessProfiles, eq(accessProfiles.id, users.perfilId))
    .leftJoin(offices, eq(offices.id, users.escritorioId));

export async function listUsers(
  db: Db,
  o: {
    page: number;
    pageSize: number;
    direction: 'asc' | 'desc';
    sort: keyof typeof USER_SORT_COLUMNS | undefined;
    text: string | undefined;
    perfilId: string | undefined;
    area: string | undefined;
    ativo: boolean | undefined;
  },
): Promise<{ rows: UserWithNames[]; total: number }> {
  const where = and(
    o.text ? matches(o.text, [users.nome, users.apelido, users.email]) : undefined,
    o.perfilId ? eq(users.perfilId, o.perfilId) : undefined,
    o.area ? eq(users.areaId, o.area) : undefined,
    o.ativo === undefined ? undefined : eq(users.ativo, o.ativo),
  );
  const column = folded(USER_SORT_COLUMNS[o.sort ?? 'nome']);
  return listPage(
    db,
    {
      table: users,
      key: users.id,
      where,
      // The tie-breaker runs in the same direction, so one index (col_dobra, id) serves both ways.
      orderBy: [ordered(column, o.direction), ordered(users.id, o.direction)],
      select: (filter) => joined(db).where(filter).$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export async function findUser(db: Db, id: string): Promise<UserWithNames | undefined> {
  const [row] = await joined(db).where(eq(users.id, id));
  return row;
}

export async function lockUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByEmail(db: Db, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, exceptId ? ne(users.id, exceptId) : undefined));
  return row;
}

export async function insertUser(
  db: Db,
  values: UserValues & Pick<UserRow, 'nome' | 'apelido' | 'email' | 'areaId'>,
) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert de usuário sem retorno');
  return row;
}

export async function updateUser(db: Db, id: string, values: UserValues): Promise<void> {
  await db
    .update(users)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(users.id, id));
}

export async function profileExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accessProfiles.id })
    .from(accessProfiles)
    .where(eq(accessProfiles.id, id));
  return Boolean(row);
}

export async function officeExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id));
  return Boolean(row);
}

export async function suggestUsers(db: Db, text: string | undefined, limit: number) {
  return db
    .select({ id: users.id, nome: users.nome, apelido: users.apelido })
    .from(users)
    .where(and(eq(users.ativo, true), text ? matches(text, [users.nome, users.apelido]) : undefined))
    .orderBy(asc(folded(users.nome)))
    .limit(limit);
}

export async function positionsInUse(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ posicao: users.posicao })
    .from(users)
    .where(and(isNotNull(users.posicao), ne(users.posicao, '')));
  return rows.flatMap((r) => (r.posicao ? [r.posicao] : []));
}
