import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessProfiles,
  profileActions,
  profileModules,
  profileStructureSuggestions,
  users,
} from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';

export type ProfileRow = typeof accessProfiles.$inferSelect;

export interface ProfileGrants {
  modulos: string[];
  acoes: string[];
  estruturas: { estruturaId: string; posicao: string }[];
}

const foldedName = folded(accessProfiles.nome);
/**
 * The outer profile's id, qualified: Drizzle writes a column of the selected table as a bare "id",
 * which inside a subquery over usuarios (which has its own id) would mean the user's id.
 */
const outerProfileId = sql`${accessProfiles}.${sql.identifier('id')}`;

export async function listProfiles(
  db: Db,
  o: { page: number; pageSize: number; direction: 'asc' | 'desc'; text: string | undefined },
) {
  const where = o.text ? matches(o.text, [accessProfiles.nome]) : undefined;
  return listPage(
    db,
    {
      table: accessProfiles,
      key: accessProfiles.id,
      where,
      // The tie-breaker runs in the same direction, so one index (nome_dobra, id) serves both ways.
      orderBy: [ordered(foldedName, o.direction), ordered(accessProfiles.id, o.direction)],
      select: (filter) =>
        db
          .select({
            id: accessProfiles.id,
            nome: accessProfiles.nome,
            ativo: accessProfiles.ativo,
            modulos: sql<number>`(select count(*)::int from ${profileModules} m where m.perfil_id = ${outerProfileId})`,
            acoes: sql<number>`(select count(*)::int from ${profileActions} a where a.perfil_id = ${outerProfileId})`,
            // Active users only: a deactivated user no longer holds the profile's grants.
            usuarios: sql<number>`(select count(*)::int from ${users} u where u.perfil_id = ${outerProfileId} and u.ativo)`,
          })
          .from(accessProfiles)
          .where(filter)
          .$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export async function findProfile(db: Db, id: string, forUpdate = false): Promise<ProfileRow | undefined> {
  const query = db.select().from(accessProfiles).where(eq(accessProfiles.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findProfileByName(db: Db, nome: string, exceptId?: string) {
  const [row] = await db
    .select({ id: accessProfiles.id })
    .from(accessProfiles)
    .where(
      and(
        sql`lower(${accessProfiles.nome}) = lower(${nome})`,
        exceptId ? ne(accessProfiles.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function grantsOf(db: Db, id: string): Promise<ProfileGrants> {
  const [modulos, acoes, estruturas] = await Promise.all([
    db
      .select({ id: profileModules.moduloId })
      .from(profileModules)
      .where(eq(profileModules.perfilId, id))
      .orderBy(asc(profileModules.moduloId)),
    db
      .select({ id: profileActions.acaoId })
      .from(profileActions)
      .where(eq(profileActions.perfilId, id))
      .orderBy(asc(profileActions.acaoId)),
    db
      .select({
        estruturaId: profileStructureSuggestions.estruturaId,
        posicao: profileStructureSuggestions.posicao,
      })
      .from(profileStructureSuggestions)
      .where(eq(profileStructureSuggestions.perfilId, id))
      .orderBy(asc(profileStructureSuggestions.estruturaId), asc(profileStructureSuggestions.posicao)),
  ]);
  return { modulos: modulos.map((m) => m.id), acoes: acoes.map((a) => a.id), estruturas };
}

export async function insertProfile(db: Db, values: { id?: string; nome: string; ativo: boolean }) {
  const [row] = await db.insert(accessProfiles).values(values).returning();
  if (!row) throw new Error('insert de perfil sem retorno');
  return row;
}

export async function updateProfile(db: Db, id: string, values: { nome: string; ativo: boolean }) {
  await db
    .update(accessProfiles)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(accessProfiles.id, id));
}

/** Replaces the modules, actions and structure suggestions of a profile. */
export async function replaceGrants(db: Db, id: string, grants: ProfileGrants): Promise<void> {
  await db.delete(profileModules).where(eq(profileModules.perfilId, id));
  await db.delete(profileActions).where(eq(profileActions.perfilId, id));
  await db.delete(profileStructureSuggestions).where(eq(profileStructureSuggestions.perfilId, id));
  if (grants.modulos.length)
    await db.insert(profileModules).values(grants.modulos.map((moduloId) => ({ perfilId: id, moduloId })));
  if (grants.acoes.length)
    await db.insert(profileActions).values(grants.acoes.map((acaoId) => ({ perfilId: id, acaoId })));
  if (grants.estruturas.length)
    await db
      .insert(profileStructureSuggestions)
      .values(grants.estruturas.map((e) => ({ perfilId: id, ...e })))
      .onConflictDoNothing();
}

export async function activeProfiles(db: Db) {
  return db
    .select({ id: accessProfiles.id, nome: accessProfiles.nome })
    .from(accessProfiles)
    .where(eq(accessProfiles.ativo, true))
    .orderBy(asc(foldedName));
}

/** The distinct positions of the structure suggestions, for the user form. */
export async function suggestedPositions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ posicao: profileStructureSuggestions.posicao })
    .from(profileStructureSuggestions);
  return rows.map((r) => r.posicao);
}
