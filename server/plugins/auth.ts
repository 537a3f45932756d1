import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import * as jose from 'jose';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permissions';
import type { ActionId, AreaId, ModuleId } from '../../src/contract/permissions';
import { settings } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import type { Access, Principal } from './access';

export interface TokenService {
  sign(principal: Principal): Promise<string>;
  verify(token: string): Promise<Principal>;
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** Every route with its declared access: the authorization matrix test walks it. */
    declaredRoutes: DeclaredRoute[];
  }
}

const ISSUER = 'portal-corretora';

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
 * database read and a profile change takes effect at the next refresh at the latest.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const key = await signingKey(app);
    const ttl = app.config.accessTokenTtlSeconds;
    const tokens: TokenService = {
      async sign(p) {
        return new jose.SignJWT({ guest: p.guest, area: p.area, mod: p.modules, act: p.actions })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(p.sub)
          .setIssuer(ISSUER)
          .setIssuedAt()
          .setExpirationTime(`${ttl}s`)
          .sign(key);
      },
      async verify(token) {
        const { payload } = await jose.jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const modules = Array.isArray(payload.mod) ? payload.mod : [];
        const actions = Array.isArray(payload.act) ? payload.act : [];
        return {
          sub: String(payload.sub),
          guest: payload.guest === true,
          area: payload.area as AreaId,
          modules: modules.filter((m): m is ModuleId => MODULE_IDS.includes(m as ModuleId)),
          actions: actions.filter((a): a is ActionId => ACTION_IDS.includes(a as ActionId)),
        };
      },
    };
    app.decorate('tokens', tokens);
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
      let principal: Principal;
      try {
        principal = await tokens.verify(token);
      } catch {
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
