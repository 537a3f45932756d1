import { and, asc, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  accessProfiles,
  actions,
  modules,
  passwordResetTokens,
  profileActions,
  profileModules,
  refreshTokens,
  users,
} from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  // lower(): an address saved with capitals by another path still logs in.
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export interface ProfileGrantRows {
  modulos: { id: string; nome: string }[];
  acoes: { id: string; nome: string; modulo: string }[];
}

/** The modules and actions of an access profile; an inactive profile grants nothing. */
export async function findProfileGrants(db: Db, profileId: string | null): Promise<ProfileGrantRows> {
  if (!profileId) return { modulos: [], acoes: [] };
  const activeProfile = and(eq(accessProfiles.id, profileId), eq(accessProfiles.ativo, true));
  const modulos = await db
    .select({ id: modules.id, nome: modules.nome })
    .from(profileModules)
    .innerJoin(modules, eq(modules.id, profileModules.moduloId))
    .innerJoin(accessProfiles, eq(accessProfiles.id, profileModules.perfilId))
    .where(activeProfile)
    .orderBy(asc(modules.id));
  const acoes = await db
    .select({ id: actions.id, nome: actions.nome, modulo: actions.moduloId })
    .from(profileActions)
    .innerJoin(actions, eq(actions.id, profileActions.acaoId))
    .innerJoin(accessProfiles, eq(accessProfiles.id, profileActions.perfilId))
    .where(activeProfile)
    .orderBy(asc(actions.id));
  return { modulos, acoes };
}

/** Also bumps the token version: access tokens signed with the old password end at once. */
export async function setPassword(db: Db, userId: string, senhaHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      senhaHash,
      senhaExpiraEm: null,
      versaoToken: sql`${users.versaoToken} + 1`,
      atualizadoEm: new Date(),
    })
    .where(eq(users.id, userId));
}

/**
 * Ends every session of a user (deactivation, password reset): the refresh tokens are revoked and
 * the token version bumped, so the access tokens already out are refused at their next request
 * (see the auth plugin; the caller tells `app.tokenVersions.forget` after the commit).
 */
export async function endUserSessions(db: Db, userId: string, now: Date): Promise<void> {
  await revokeSubject(db, userId, now);
  await db
    .update(users)
    .set({ versaoToken: sql`${users.versaoToken} + 1` })
    .where(eq(users.id, userId));
}

// --- refresh tokens ---------------------------------------------------------------------------

export async function insertRefreshToken(
  db: Db,
  row: { tokenHash: string; familyId: string; parentId: string | null; subject: string; expiraEm: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/**
 * Marks a live token as used and returns it, in one conditional UPDATE: of two concurrent refreshes
 * with the same token exactly one consumes it; the other takes the rotated-out path.
 */
export async function consumeRefreshToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ usadoEm: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usadoEm),
        isNull(refreshTokens.revogadoEm),
        gt(refreshTokens.expiraEm, now),
      ),
    )
    .returning();
  return row;
}

/** A token by its hash, locked until the transaction ends (the rotated-out path decides on it). */
export async function lockRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Records the successor just issued for `parentId`, sealed, with the moment of the rotation: a
 * refresh racing this one with the same token gets that successor during the grace.
 */
export async function keepSuccessor(db: Db, parentId: string, sealed: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ sucessorCifrado: sealed, usadoEm: now })
    .where(eq(refreshTokens.id, parentId));
}

/** The successor of `parentId` with this hash, if nobody used or revoked it yet. */
export async function findLiveSuccessor(
  db: Db,
  parentId: string,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.parentId, parentId),
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usadoEm),
        isNull(refreshTokens.revogadoEm),
        gt(refreshTokens.expiraEm, now),
      ),
    )
    .limit(1);
  return row;
}

/** Sealed successors whose grace is over are of no use any more: they are erased. */
export async function clearOldSuccessors(db: Db, familyId: string, usedBefore: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ sucessorCifrado: null })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNotNull(refreshTokens.sucessorCifrado),
        lt(refreshTokens.usadoEm, usedBefore),
      ),
    );
}

/** Revokes the successors of a token that were never used; returns how many. */
export async function revokeUnusedSuccessors(db: Db, parentId: string, now: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revogadoEm: now })
    .where(
      and(
        eq(refreshTokens.parentId, parentId),
        isNull(refreshTokens.usadoEm),
        isNull(refreshTokens.revogadoEm),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Whether some successor of the token was used: the client did get it, and went on with it. */
export async function hasUsedSuccessor(db: Db, parentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.parentId, parentId), isNotNull(refreshTokens.usadoEm)))
    .limit(1);
  return row !== undefined;
}

/** Revokes every token of a family not revoked yet; returns how many (0: it was already ended). */
export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revogadoEm: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revogadoEm)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Revokes every live token of a subject, but those of the family `exceptFamily` when given. */
export async function revokeSubject(
  db: Db,
  subject: string,
  now: Date,
  exceptFamily?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revogadoEm: now })
    .where(
      and(
        eq(refreshTokens.subject, subject),
        isNull(refreshTokens.revogadoEm),
        exceptFamily === undefined ? undefined : ne(refreshTokens.familyId, exceptFamily),
      ),
    );
}

/** Housekeeping at each login: a subject's expired tokens can no longer do anything. */
export async function deleteExpiredTokens(db: Db, subject: string, now: Date): Promise<void> {
  await db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.subject, subject), lt(refreshTokens.expiraEm, now)));
}

// --- password reset links ----------------------------------------------------------------------

export async function insertPasswordReset(
  db: Db,
  row: { tokenHash: string; usuarioId: string; expiraEm: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

const liveReset = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResetTokens.tokenHash, tokenHash),
    isNull(passwordResetTokens.usadoEm),
    gt(passwordResetTokens.expiraEm, now),
  );

/** The user of a live reset link, or undefined. */
export async function findLivePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ usuarioId: passwordResetTokens.usuarioId })
    .from(passwordResetTokens)
    .where(liveReset(tokenHash, now))
    .limit(1);
  return row?.usuarioId;
}

/** Uses a live reset link (single use, conditional UPDATE) and returns its user id. */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usadoEm: now })
    .where(liveReset(tokenHash, now))
    .returning({ usuarioId: passwordResetTokens.usuarioId });
  return row?.usuarioId;
}

/** After a reset, the user's other outstanding links die too. */
export async function closeOpenResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usadoEm: now })
    .where(and(eq(passwordResetTokens.usuarioId, userId), isNull(passwordResetTokens.usadoEm)));
}
