import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AREAS, STRUCTURES } from '../../../src/contract/permissions';
import { ACTIONS, MODULES } from '../../../src/contract/permission-catalog';
import type { Db } from '../client';
import {
  accessProfiles,
  actions,
  areas,
  modules,
  profileActions,
  profileModules,
  structures,
} from '../schema';

export const ADMIN_PROFILE_NAME = 'Administrador';

/** Modules, actions, areas, structures and the administrator profile holding everything. Idempotent. */
export async function seedReference(db: Db): Promise<{ adminProfileId: string }> {
  await db
    .insert(modules)
    .values(Object.entries(MODULES).map(([id, nome]) => ({ id, nome })))
    .onConflictDoNothing();
  await db
    .insert(actions)
    .values(Object.entries(ACTIONS).map(([id, a]) => ({ id, nome: a.nome, moduloId: a.modulo })))
    .onConflictDoNothing();
  await db
    .insert(areas)
    .values(Object.entries(AREAS).map(([id, nome]) => ({ id, nome })))
    .onConflictDoNothing();
  await db
    .insert(structures)
    .values(Object.entries(STRUCTURES).map(([id, nome]) => ({ id, nome })))
    .onConflictDoNothing();

  let [profile] = await db.select().from(accessProfiles).where(eq(accessProfiles.nome, ADMIN_PROFILE_NAME));
  if (!profile) {
    [profile] = await db
      .insert(accessProfiles)
      .values({ id: crypto.randomUUID(), nome: ADMIN_PROFILE_NAME })
      .returning();
  }
  if (!profile) throw new Error('perfil administrador não criado');
  await db
    .insert(profileModules)
    .values(Object.keys(MODULES).map((moduloId) => ({ perfilId: profile.id, moduloId })))
    .onConflictDoNothing();
  await db
    .insert(profileActions)
    .values(Object.keys(ACTIONS).map((acaoId) => ({ perfilId: profile.id, acaoId })))
    .onConflictDoNothing();
  return { adminProfileId: profile.id };
}
