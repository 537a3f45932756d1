import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LOGIN_MESSAGES, PASSWORD_MESSAGES, SESSION_EXPIRED } from '../../../src/contract/auth';
import type { TokenResponse } from '../../../src/contract/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import type { TokenService } from '../../plugins/auth';
import { enqueueMail } from '../../lib/mail-outbox';
import { passwordResetMail } from './mails';
import { passwordProblem } from '../../lib/password-policy';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { clearAccountFailures } from './rate-limit';
import * as repo from './repository';
import type { RefreshTokenRow, UserRow } from './repository';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/tokens';
import { areaOf, guestSession, mayWorkIn, sessionOfSubject, userSession } from './sessions';
import type { RequestedArea, Session } from './sessions';

/** What the auth rules need from the app (the Fastify instance provides all of it). */
export interface AuthDeps {
  db: Db;
  config: Config;
  tokens: TokenService;
  log: FastifyBaseLogger;
}

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const invalidGrant = (description: string) => new AppError(401, 'invalid_grant', description);

// A login for an unknown e-mail still runs one argon2 verification, so the answer time does not tell
// which addresses have an account.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

/** Where a new refresh token goes: a new family at login, or after `parentId` inside its family. */
interface Lineage {
  familyId: string;
  parentId: string | null;
}

const newFamily = (): Lineage => ({ familyId: crypto.randomUUID(), parentId: null });

/** The answer of a token call: a fresh access token beside the given refresh token. */
async function tokenResponse(
  deps: AuthDeps,
  session: Session,
  refreshToken: string,
  familyId: string,
): Promise<TokenResponse> {
  return {
    access_token: await deps.tokens.sign({ ...session.principal, family: familyId }, session.tokenVersion),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: deps.config.accessTokenTtlSeconds,
    user_info: session.info,
  };
}

/** Signs the access token and stores a new refresh token in its family. */
async function issueTokens(
  deps: AuthDeps,
  db: Db,
  session: Session,
  lineage: Lineage,
  now: Date,
): Promise<TokenResponse> {
  const { token, hash } = newOpaqueToken();
  await repo.insertRefreshToken(db, {
    tokenHash: hash,
    ...lineage,
    subject: session.principal.sub,
    expiraEm: new Date(now.getTime() + deps.config.refreshTokenTtlDays * DAY_MS),
  });
  return tokenResponse(deps, session, token, lineage.familyId);
}

/** The link and its mail are committed together: no link without its mail, no mail without its link. */
async function sendResetLink(
  deps: AuthDeps,
  user: UserRow,
  reason: 'requested' | 'expired',
  now: Date,
): Promise<void> {
  const { token, hash } = newOpaqueToken();
  await deps.db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, {
      tokenHash: hash,
      usuarioId: user.id,
      expiraEm: new Date(now.getTime() + RESET_LINK_TTL_MS),
    });
    await enqueueMail(
      tx,
      passwordResetMail({
        to: user.email,
        nome: user.nome,
        link: `${deps.config.publicUrl}/recuperar-senha/${token}`,
        reason,
      }),
    );
  });
}

/** The refusal of a login whose X-Area names an area the user does not work in. */
export const AREA_REFUSED: Record<RequestedArea, string> = {
  agronegocio: 'Este usuário não tem acesso à área de agronegócio.',
  garantia: 'Este usuário não tem acesso à área de garantia.',
};

/** Whether an error is the X-Area refusal of a login (its password was right). */
export const isAreaRefusal = (err: unknown): boolean =>
  err instanceof AppError && err.error === 'area_not_allowed';

/**
 * grant_type=password. Every failure gives the same message, whatever was wrong. `area` is the
 * X-Area header: the session works in it when the user's area allows (`geral` allows both), and a
 * user of another area is refused with 403 (only after the password matched).
 */
export async function loginWithPassword(
  deps: AuthDeps,
  email: string,
  password: string,
  area?: RequestedArea,
): Promise<TokenResponse> {
  const user = await repo.findUserByEmail(deps.db, email);
  const matches = await verifyPassword(user?.senhaHash ?? (await dummyPasswordHash()), password);
  if (!user?.ativo || !matches) throw invalidGrant(LOGIN_MESSAGES.invalid);
  const now = new Date();
  // Checked only after the password matched: nobody else can trigger the mail or learn the state.
  if (user.senhaExpiraEm && user.senhaExpiraEm <= now) {
    await sendResetLink(deps, user, 'expired', now);
    throw invalidGrant(LOGIN_MESSAGES.expired);
  }
  if (area && !mayWorkIn(areaOf(user), area)) throw new AppError(403, 'area_not_allowed', AREA_REFUSED[area]);
  await repo.deleteExpiredTokens(deps.db, user.id, now);
  return issueTokens(deps, deps.db, await userSession(deps.db, user, area), newFamily(), now);
}

/**
 * The guest of a device key: a UUID made of the key's SHA-256, so the same key is always the same
 * guest and the guest's id (which the server shows, e.g. as `criado_por`) does not reveal the key.
 */
export function guestIdOfDevice(deviceKey: string): string {
  const hex = crypto.createHash('sha256').update(`portal:convidado:${deviceKey}`).digest('hex');
  // Shaped as a version 4 UUID (the columns and the contract take UUIDs).
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * POST /connect/guestToken: a guest session, refreshable like any other. With the device's guest key
 * it is that device's guest again (what it created stays its own); without, a new guest.
 */
export async function guestLogin(
  deps: AuthDeps,
  area?: RequestedArea,
  deviceKey?: string,
): Promise<TokenResponse> {
  const guestId = deviceKey ? guestIdOfDevice(deviceKey) : crypto.randomUUID();
  return issueTokens(deps, deps.db, guestSession(guestId, area), newFamily(), new Date());
}

type RefreshOutcome = TokenResponse | 'not_live' | 'ended' | 'reused';

/**
 * How long after a rotation the rotated-out token still gets the same successor. Two refreshes
 * racing with one token (two tabs, a retry sent before the first answer came) both end up holding
 * the same live token, instead of one of them revoking the family. A leaked token replayed within
 * the grace gets that successor too; after the grace a replay is a reuse again.
 */
export const SUCCESSOR_GRACE_MS = 30_000;

/** Issues the successor of `parent` in its family; a user gone or inactive ends the family instead. */
async function rotate(
  deps: AuthDeps,
  tx: Db,
  parent: RefreshTokenRow,
  now: Date,
  area: RequestedArea | undefined,
): Promise<RefreshOutcome> {
  const session = await sessionOfSubject(tx, parent.subject, area);
  if (!session) {
    await repo.revokeFamily(tx, parent.familyId, now);
    return 'ended';
  }
  const tokens = await issueTokens(
    deps,
    tx,
    session,
    { familyId: parent.familyId, parentId: parent.id },
    now,
  );
  await repo.keepSuccessor(tx, parent.id, deps.tokens.seal(tokens.refresh_token, parent.id), now);
  await repo.clearOldSuccessors(tx, parent.familyId, new Date(now.getTime() - SUCCESSOR_GRACE_MS));
  return tokens;
}

/**
 * Within the grace, the successor the rotation of `row` issued, if nobody used or revoked it since
 * (once the client went on with it, nobody honest presents the parent again).
 */
async function sameSuccessor(
  deps: AuthDeps,
  tx: Db,
  row: RefreshTokenRow,
  now: Date,
  area: RequestedArea | undefined,
): Promise<RefreshOutcome | undefined> {
  if (!row.sucessorCifrado || !row.usadoEm) return undefined;
  if (now.getTime() - row.usadoEm.getTime() >= SUCCESSOR_GRACE_MS) return undefined;
  const successor = deps.tokens.unseal(row.sucessorCifrado, row.id);
  if (!successor) return undefined;
  if (!(await repo.findLiveSuccessor(tx, row.id, hashOpaqueToken(successor), now))) return undefined;
  const session = await sessionOfSubject(tx, row.subject, area);
  if (!session) {
    await repo.revokeFamily(tx, row.familyId, now);
    return 'ended';
  }
  return tokenResponse(deps, session, successor, row.familyId);
}

/**
 * A presented token that is not live. Rotated out within the grace, with its successor not used
 * yet: a concurrent refresh, answered with the same successor. Rotated out longer ago and its
 * successor never used: the answer of that rotation was lost (a field agent's flaky network) and the
 * client retries with the token it still has: rotate again from it, revoking the successor nobody
 * saw. If a successor was used, or the token was revoked, two holders share the session (a leaked
 * token): the whole family is revoked and both must log in again.
 */
async function rotatedOut(
  deps: AuthDeps,
  tx: Db,
  hash: string,
  now: Date,
  area: RequestedArea | undefined,
): Promise<RefreshOutcome> {
  const row = await repo.lockRefreshToken(tx, hash);
  if (!row || row.expiraEm <= now) return 'not_live';
  if (row.usadoEm && !row.revogadoEm) {
    const raced = await sameSuccessor(deps, tx, row, now, area);
    if (raced) return raced;
    // Revoke, then look: a successor consumed concurrently is skipped by the revoke and seen here.
    await repo.revokeUnusedSuccessors(tx, row.id, now);
    if (!(await repo.hasUsedSuccessor(tx, row.id))) return rotate(deps, tx, row, now, area);
  }
  if ((await repo.revokeFamily(tx, row.familyId, now)) > 0)
    deps.log.warn(
      { family: row.familyId, subject: row.subject },
      'refresh token reutilizado: família revogada',
    );
  return 'reused';
}

/**
 * grant_type=refresh_token: rotates the token inside its family (see rotatedOut for retries). `area`
 * is the X-Area header, honoured as at login; a user who may no longer work in it gets their own
 * area instead of a refusal (the refresh must not log out a field agent whose area changed).
 */
export async function refreshSession(
  deps: AuthDeps,
  refreshToken: string,
  area?: RequestedArea,
): Promise<TokenResponse> {
  const hash = hashOpaqueToken(refreshToken);
  const now = new Date();
  // Outcomes are returned, not thrown, so the revocations inside the transaction are committed.
  const outcome = await deps.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const live = await repo.consumeRefreshToken(tx, hash, now);
    return live ? rotate(deps, tx, live, now, area) : rotatedOut(deps, tx, hash, now, area);
  });
  if (typeof outcome === 'object') return outcome;
  throw invalidGrant(SESSION_EXPIRED);
}

/**
 * PUT /v1/usuarios/esqueci-senha: the caller always gets the same answer. The link and its mail are
 * queued in the background so that the answer time does not reveal whether the address has an
 * account either; the mail job retries while SMTP fails.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user?.ativo) return;
  sendResetLink(deps, user, 'requested', new Date()).catch((err: unknown) => {
    deps.log.error({ err, usuario: user.id }, 'falha ao enviar o e-mail de recuperação de senha');
  });
}

/**
 * PUT /v1/usuarios/recuperar-senha: single use; ends every session of the user (refresh tokens
 * revoked, access tokens refused from their next request) and forgives the account's failed logins.
 * Returns the user's id, so the route can tell the token-version cache at once.
 */
export async function resetPassword(deps: AuthDeps, token: string, newPassword: string): Promise<string> {
  const hash = hashOpaqueToken(token);
  const now = new Date();
  const invalid = new AppError(400, 'invalid_request', PASSWORD_MESSAGES.resetInvalid);
  // Cheap check first: an unknown token must not cost an argon2 hash.
  const owner = await repo.findLivePasswordReset(deps.db, hash, now);
  const account = owner ? await repo.findUserById(deps.db, owner) : undefined;
  if (!account?.ativo) throw invalid;
  const problem = await passwordProblem(newPassword, account);
  if (problem) throw badRequest([{ field: 'senha', message: problem }]);
  const senhaHash = await hashPassword(newPassword);
  const done = await deps.db.transaction(async (tx) => {
    const userId = await repo.consumePasswordReset(tx, hash, now);
    if (!userId) return undefined;
    const user = await repo.findUserById(tx, userId);
    if (!user?.ativo) return undefined;
    await repo.setPassword(tx, userId, senhaHash);
    await repo.closeOpenResets(tx, userId, now);
    await repo.endUserSessions(tx, userId, now);
    return user;
  });
  if (!done) throw invalid;
  await clearAccountFailures(deps.db, done.email);
  return done.id;
}

// --- The face other domains call (users: welcome link, deactivation; me: own account) -----------

export { areaOf, profilePermissions, structureOf } from './sessions';

/**
 * A single-use link to create the password, written in the caller's transaction: the users domain
 * mails it to a new user. Answers the raw token; only its hash is stored.
 */
export async function issuePasswordLink(tx: Db, userId: string, validMs: number): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await repo.insertPasswordReset(tx, {
    tokenHash: hash,
    usuarioId: userId,
    expiraEm: new Date(Date.now() + validMs),
  });
  return token;
}

/**
 * Ends every session of a user at once: the refresh tokens are revoked and the token version is
 * bumped, so access tokens already out fail at their next request.
 */
export async function endUserSessions(db: Db, userId: string): Promise<void> {
  await repo.endUserSessions(db, userId, new Date());
}

/** Stores a new password (argon2id hash) and bumps the token version (see repository setPassword). */
export async function storePassword(db: Db, userId: string, password: string): Promise<void> {
  await repo.setPassword(db, userId, await hashPassword(password));
}

/**
 * Ends the user's other sessions after a password change: every refresh-token family but `keep`
 * (the one the changing session's access token came from) is revoked. With `keep` undefined (a
 * token signed before the family claim existed) every family ends, this one too.
 */
export async function endOtherSessions(db: Db, userId: string, keep: string | undefined): Promise<void> {
  await repo.revokeSubject(db, userId, new Date(), keep);
}
