import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import * as jose from 'jose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import type { ActionId, AreaId, ModuleId } from '../../src/contract/permissions';
import type { Db } from '../db/client';
import { settings, users } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { Access, Principal } from './access';

export interface TokenService {
  /** `tokenVersion` is the user's `versao_token` (0 for guests and by default). */
  sign(principal: Principal, tokenVersion?: number): Promise<string>;
  verify(token: string): Promise<VerifiedToken>;
  /**
   * AES-256-GCM with a key derived from the signing secret, for short-lived secrets kept in the
   * database (a rotated refresh token's successor). `context` is bound to the ciphertext (AAD): a
   * sealed value copied to another row does not open.
   */
  seal(plaintext: string, context: string): string;
  /** undefined when the value was not sealed by this key for this context. */
  unseal(sealed: string, context: string): string | undefined;
}

export interface VerifiedToken {
  principal: Principal;
  /** The `tv` claim; a token without it (signed before the claim existed) counts as version 0. */
  tokenVersion: number;
}

/**
 * The users' current token versions, as the auth hook checks them. Read through a short-lived
 * in-process cache: a bump made on this instance is seen at once (the bumping route calls
 * `forget`), one made on another instance after at most VERSION_CACHE_TTL_MS.
 */
export interface TokenVersions {
  current(userId: string): Promise<{ version: number; active: boolean } | undefined>;
  /** After a commit that bumped the user's version (deactivation, password change or reset). */
  forget(userId: string): void;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    tokenVersions: TokenVersions;
    /** Every route with its declared access: the authorization matrix test walks it. */
    declaredRoutes: DeclaredRoute[];
  }
}

const ISSUER = 'portal-corretora';

/**
 * How long an instance trusts a user's token version without asking the database. This is the
 * longest an access token still works on another instance after its user is deactivated or resets
 * the password (on the instance that made the change: not at all).
 */
export const VERSION_CACHE_TTL_MS = 5_000;
const VERSION_CACHE_MAX = 10_000;

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

const IV_BYTES = 12;
const TAG_BYTES = 16;

function sealer(secret: Uint8Array): Pick<TokenService, 'seal' | 'unseal'> {
  // A key of its own (HKDF), so the signing key itself never encrypts anything.
  const key = Buffer.from(
    crypto.hkdfSync('sha256', secret, new Uint8Array(0), 'portal:sucessor-refresh', 32),
  );
  return {
    seal(plaintext, context) {
      const iv = crypto.randomBytes(IV_BYTES);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    unseal(sealed, context) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = raw.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

/** Verified tokens kept per instance (about 1 KiB each). */
const VERIFIED_CACHE_MAX = 10_000;

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value))
    if (inner && typeof inner === 'object') deepFreeze(inner as object);
  return Object.freeze(value);
}

function versionCache(db: Db): TokenVersions {
  type Entry = { value: { version: number; active: boolean } | undefined; expires: number };
  const entries = new Map<string, Entry>();
  // Bumped by every forget(): a read that started before it must not store what it read, or a
  // version read just before the bump's commit would be trusted for another TTL.
  let epoch = 0;
  return {
    async current(userId) {
      const now = Date.now();
      const hit = entries.get(userId);
      if (hit && hit.expires > now) return hit.value;
      const started = epoch;
      const [row] = isUuid(userId)
        ? await db
            .select({ version: users.versaoToken, active: users.ativo })
            .from(users)
            .where(eq(users.id, userId))
            .limit(1)
        : [];
      if (started === epoch) {
        if (entries.size >= VERSION_CACHE_MAX)
          for (const [id, entry] of entries) if (entry.expires <= now) entries.delete(id);
        if (entries.size >= VERSION_CACHE_MAX) entries.clear();
        entries.set(userId, { value: row, expires: now + VERSION_CACHE_TTL_MS });
      }
      return row;
    },
    forget(userId) {
      epoch++;
      entries.delete(userId);
    },
  };
}

async function signingKey(app: FastifyInstance): Promise<Uint8Array> {
  const fromEnv = process.env.JWT_SECRET;
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const candidate = crypto.randomBytes(48).toString('base64url');
  await app.db.insert(settings).values({ chave: 'jwt_secret', valor: candidate }).onConflictDoNothing();
  const [row] = await app.db.select().from(settings).where(eq(settings.chave, 'jwt_secret'));
  if (!row) throw new Error('jwt_secret ausente');
  return new TextEncoder().encode(row.valor);
}

/**
 * Access tokens are short JWTs that carry the caller's modules and actions, so authorization needs no
 * database read and a profile change takes effect at the next refresh at the latest. They also carry
 * the user's token version (`tv`), checked against a cache of a few seconds: deactivation and a
 * password change or reset end the tokens already out without waiting for their 15 minutes.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = await signingKey(app);
    const ttl = app.config.accessTokenTtlSeconds;
    /**
     * Tokens already verified on this instance, by their exact text, until their `exp`: a client sends
     * the same token for its whole life, and an HMAC check through WebCrypto cost a sixth of a list
     * request's CPU (npm run bench). Only an identical string hits, so nothing is trusted that was not
     * verified; the token version (`tv`) is still checked on every request.
     */
    const verified = new Map<string, { result: VerifiedToken; expiresAt: number }>();
    const remember = (token: string, result: VerifiedToken, expiresAt: number, now: number) => {
      if (verified.size >= VERIFIED_CACHE_MAX)
        for (const [text, entry] of verified) if (entry.expiresAt <= now) verified.delete(text);
      if (verified.size >= VERIFIED_CACHE_MAX) verified.clear();
      verified.set(token, { result, expiresAt });
    };
    const tokens: TokenService = {
      ...sealer(key),
      async sign(p, tokenVersion = 0) {
        const claims = {
          guest: p.guest,
          area: p.area,
          mod: p.modules,
          act: p.actions,
          tv: tokenVersion,
          ...(p.family ? { fam: p.family } : {}),
        };
        return new jose.SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(p.sub)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(`${ttl}s`)
          .sign(key);
      },
      async verify(token) {
        const now = Date.now();
        const hit = verified.get(token);
        if (hit && hit.expiresAt > now) return hit.result;
        // A token without exp would never end: refused even when the signature is right.
        const { payload } = await jose.jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        const modules = Array.isArray(payload.mod) ? payload.mod : [];
        const actions = Array.isArray(payload.act) ? payload.act : [];
        const result: VerifiedToken = deepFreeze({
          principal: {
            sub: String(payload.sub),
            guest: payload.guest === true,
            area: payload.area as AreaId,
            modules: modules.filter((m): m is ModuleId => MODULE_IDS.includes(m as ModuleId)),
            actions: actions.filter((a): a is ActionId => ACTION_IDS.includes(a as ActionId)),
            ...(typeof payload.fam === 'string' ? { family: payload.fam } : {}),
          },
          tokenVersion: typeof payload.tv === 'number' ? payload.tv : 0,
        });
        remember(token, result, Number(payload.exp) * 1000, now);
        return result;
      },
    };
    const versions = versionCache(app.db);
    app.decorate('tokens', tokens);
    app.decorate('tokenVersions', versions);
    app.decorateRequest('principal', null);

    const declaredRoutes: DeclaredRoute[] = [];
    app.decorate('declaredRoutes', declaredRoutes);
    app.addHook('onRoute', (route) => {
      if (route.method === 'HEAD' || route.url.startsWith('/docs')) return;
      const access = route.config?.access;
      if (!access) throw new Error(`A rota ${String(route.method)} ${route.url} não declara seu acesso.`);
      for (const method of [route.method].flat()) declaredRoutes.push({ method, url: route.url, access });
    });

    app.addHook('onRequest', async (req: FastifyRequest) => {
      const access = req.routeOptions.config.access;
      if (!access || 'public' in access) return;
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      if (!token) throw unauthorized('Autenticação necessária.');
      let verified: VerifiedToken;
      try {
        verified = await tokens.verify(token);
      } catch {
        throw unauthorized('Token inválido ou expirado.');
      }
      const { principal } = verified;
      // Deactivation and a password change or reset bump the user's version: older tokens end here,
      // and the client's refresh then decides (refused when the sessions were revoked). Guests have
      // no user row; a subject without one (users are never deleted) is left to the routes, which
      // answer for a missing account themselves.
      if (!principal.guest) {
        const current = await versions.current(principal.sub);
        if (current && (!current.active || verified.tokenVersion < current.version))
          throw unauthorized('Token inválido ou expirado.');
      }
      req.principal = principal;
      if ('user' in access) {
        if (principal.guest) throw forbidden('Convidados não têm acesso a esta operação.');
        return;
      }
      if (principal.guest && !access.guest) throw forbidden('Convidados não têm acesso a esta operação.');
      if (principal.guest) return;
      const modules: readonly ModuleId[] =
        typeof access.module === 'string' ? [access.module] : access.module;
      if (!modules.some((m) => principal.modules.includes(m))) throw forbidden();
      if (access.action && !principal.actions.includes(access.action)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The caller of a route that is not public; routes declare access, so this is always set there. */
export function principalOf(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}
