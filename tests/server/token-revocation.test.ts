import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as jose from 'jose';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { settings } from '../../server/db/schema';
import { VERSION_CACHE_TTL_MS } from '../../server/plugins/auth';
import { createMailer } from '../../server/plugins/mail';
import type { TokenResponse } from '../../src/contract/auth';
import type { User } from '../../src/contract/users';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { createProfile, createUser, loggedIn, refresh, resetLinkIn } from './auth-helpers';
import type { CreatedUser } from './auth-helpers';

// A route that trusts the token alone (unlike /v1/me, which reads the account anyway).
const COURTS = '/v1/judiciario/tribunais';

let server: TestServer;
let second: FastifyInstance;
let admin: string;
let profileId: string;

beforeAll(async () => {
  server = await startTestServer();
  // Another instance on the same database, as behind a load balancer.
  second = await buildApp({
    config: server.config,
    database: server.database,
    mailer: createMailer({ outboxDir: server.mailDir }),
  });
  await second.ready();
  admin = await server.adminToken();
  profileId = await createProfile(server, { modules: ['cadastro'], actions: ['visualizar_tribunal'] });
});
afterAll(async () => {
  await second.close();
  await server.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const courts = (token: string, app: FastifyInstance = server.app) =>
  app.inject({ url: COURTS, headers: bearer(token) });

async function session(): Promise<{ user: CreatedUser; tokens: TokenResponse }> {
  const user = await createUser(server, { perfilId: profileId, termosAceitosEm: new Date() });
  const tokens = await loggedIn(server.app, user.email, user.password);
  expect((await courts(tokens.access_token)).statusCode).toBe(200);
  return { user, tokens };
}

async function deactivate(userId: string): Promise<void> {
  const current = (
    await server.app.inject({ url: `/v1/usuarios/${userId}`, headers: bearer(admin) })
  ).json<User>();
  const res = await server.app.inject({
    method: 'PUT',
    url: `/v1/usuarios/${userId}`,
    headers: bearer(admin),
    payload: {
      nome: current.nome,
      apelido: current.apelido,
      email: current.email,
      perfil_id: profileId,
      area_id: 'garantia',
      ativo: false,
    },
  });
  expect(res.statusCode).toBe(200);
}

describe('access tokens carry the user token version', () => {
  it("a deactivated user's access token fails at the next request", async () => {
    const { user, tokens } = await session();
    await deactivate(user.id);
    const res = await courts(tokens.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_token', error_description: 'Token inválido ou expirado.' });
    expect((await refresh(server.app, tokens.refresh_token)).statusCode).toBe(401);
  });

  it('a password reset ends the access tokens signed before it', async () => {
    const { user, tokens } = await session();
    await server.app.inject({
      method: 'PUT',
      url: '/v1/usuarios/esqueci-senha/',
      payload: { email: user.email },
    });
    // The mail is written in the background: wait until it is there, whole.
    const token = await vi.waitFor(async () =>
      resetLinkIn((await server.mails()).find((m) => m.includes(`To: ${user.email}`)) ?? ''),
    );
    const reset = await server.app.inject({
      method: 'PUT',
      url: '/v1/usuarios/recuperar-senha/',
      payload: { token, senha: 'Jardim-Azul-2031' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await courts(tokens.access_token)).statusCode).toBe(401);
    const fresh = await loggedIn(server.app, user.email, 'Jardim-Azul-2031');
    expect((await courts(fresh.access_token)).statusCode).toBe(200);
  });

  it('a password change ends the access tokens signed before it; the refresh carries on', async () => {
    const { user, tokens } = await session();
    const changed = await server.app.inject({
      method: 'PUT',
      url: '/v1/me/alterar-senha/',
      headers: bearer(tokens.access_token),
      payload: { senha_atual: user.password, nova_senha: 'Jardim-Verde-2032' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await courts(tokens.access_token)).statusCode).toBe(401);
    const renewed = await refresh(server.app, tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await courts(renewed.json<TokenResponse>().access_token)).statusCode).toBe(200);
  });

  it("a password change ends the user's other sessions: their refresh is refused, this one's is not", async () => {
    const { user, tokens } = await session();
    const tablet = await loggedIn(server.app, user.email, user.password);
    const changed = await server.app.inject({
      method: 'PUT',
      url: '/v1/me/alterar-senha/',
      headers: bearer(tokens.access_token),
      payload: { senha_atual: user.password, nova_senha: 'Jardim-Verde-2033' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await courts(tablet.access_token)).statusCode).toBe(401);
    expect((await refresh(server.app, tablet.refresh_token)).statusCode).toBe(401);
    const renewed = await refresh(server.app, tokens.refresh_token);
    expect(renewed.statusCode).toBe(200);
    // The session goes on: its renewed tokens keep their family and refresh again.
    const again = await refresh(server.app, renewed.json<TokenResponse>().refresh_token);
    expect(again.statusCode).toBe(200);
    expect((await courts(again.json<TokenResponse>().access_token)).statusCode).toBe(200);
  });

  it('another instance refuses the token once its cache entry is older than the documented delay', async () => {
    const { user, tokens } = await session();
    // The second instance has the version cached from this call.
    expect((await courts(tokens.access_token, second)).statusCode).toBe(200);
    await deactivate(user.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + VERSION_CACHE_TTL_MS + 1);
    expect((await courts(tokens.access_token, second)).statusCode).toBe(401);
  });

  it('leaves guests alone: they have no user row', async () => {
    const guest = (
      await server.app.inject({ method: 'POST', url: '/connect/guestToken' })
    ).json<TokenResponse>();
    const renewed = await refresh(server.app, guest.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect(jose.decodeJwt(renewed.json<TokenResponse>().access_token).tv).toBe(0);
  });
});

describe('exp is required', () => {
  async function signingKey(): Promise<Uint8Array> {
    const fromEnv = process.env.JWT_SECRET;
    if (fromEnv) return new TextEncoder().encode(fromEnv);
    const [row] = await server.database.db.select().from(settings).where(eq(settings.chave, 'jwt_secret'));
    return new TextEncoder().encode(row!.valor);
  }

  const claims = { guest: false, area: 'geral', mod: ['cadastro'], act: ['visualizar_tribunal'], tv: 0 };
  const base = () =>
    new jose.SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(crypto.randomUUID())
      .setIssuer('portal-corretora')
      .setIssuedAt();

  it('refuses a token signed with the right key but without exp', async () => {
    const key = await signingKey();
    // The same token with exp passes: the key and the claims are right, only exp is missing below.
    expect((await courts(await base().setExpirationTime('5m').sign(key))).statusCode).toBe(200);
    const res = await courts(await base().sign(key));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_token' });
  });
});
