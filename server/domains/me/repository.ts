import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accessProfiles, areas, structures, users } from '../../db/schema';

/**
 * The own account with the names of its area, structure and access profile. `forUpdate` locks the
 * user row until the transaction ends, so an If-Match check and the update see the same version.
 */
export async function findAccount(db: Db, userId: string, forUpdate = false) {
  const query = db
    .select({
      user: users,
      areaNome: areas.nome,
      estruturaNome: structures.nome,
      perfil: { id: accessProfiles.id, nome: accessProfiles.nome },
    })
    .from(users)
    .innerJoin(areas, eq(areas.id, users.areaId))
    .leftJoin(structures, eq(structures.id, users.estruturaId))
    .leftJoin(accessProfiles, eq(accessProfiles.id, users.perfilId))
    .where(eq(users.id, userId))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update', { of: users }) : query);
  return row;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function updateAccount(
  db: Db,
  userId: string,
  values: {
    nome: string;
    apelido: string;
    telefone?: string | null;
    avatarUrl?: string | null;
    paginaInicial?: 'dashboard' | null;
  },
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(users.id, userId));
}

/** Keeps the first acceptance: accepting again (a replayed offline call) changes nothing. */
export async function acceptTerms(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ termosAceitosEm: now, atualizadoEm: now })
    .where(and(eq(users.id, userId), isNull(users.termosAceitosEm)));
}
