import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as jose from 'jose';
import { eq } from 'drizzle-orm';
import { passwordResetTokens, profileActions, profileModules, refreshTokens } from '../../server/db/schema';
import type { TokenResponse } from '../../src/contract/auth';
import type { TestServer } from './harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, startTestServer } from './harness';
import {
  afterTheGrace,
  createProfile,
  createUser,
  loggedIn,
  login,
  postForm,
  refresh,
  resetLinkIn,
  setUser,
} from './auth-helpers';

const INVALID = { error: 'invalid_grant', error_description: 'Usuário ou senha inválidos.' };
const SESSION_ENDED = { error: 'invalid_grant', error_description: 'Sessão expirada, faça login novamente.' };

describe('POST /connect/token with a password', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('logs the administrator in and the access token opens /v1/me/', async () => {
    const res = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<TokenResponse>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user_info).toEqual({
      id: expect.any(String),
      nickname: 'ADMIN',
      avatar: null,
      area_usuario: { id: 'geral' },
      is_guest: false,
      estrutura: { id: 'funcionario' },
      email: ADMIN_EMAIL,
      type: 'usuario',
      termos_pendentes: true,
    });
    const me = await server.app.inject({ url: '/v1/me/', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: body.user_info.id, email: ADMIN_EMAIL });
  });

  it('accepts JSON as well as a form, and an e-mail typed with capitals and spaces', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: {
        grant_type: 'password',
        username: `  ${ADMIN_EMAIL.toUpperCase()} `,
        password: ADMIN_PASSWORD,
        client_id: 'portal',
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('stores only a hash of the refresh token', async () => {
    const { refresh_token } = await loggedIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const rows = await server.database.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === refresh_token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('answers a wrong password with the exact login message', async () => {
    const res = await login(server.app, ADMIN_EMAIL, 'Senha-Errada-1');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('answers an unknown e-mail with the same message', async () => {
    const res = await login(server.app, 'ninguem@teste.local', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('refuses an inactive user with the same message, even with the right password', async () => {
    const user = await createUser(server, { ativo: false });
    const res = await login(server.app, user.email, user.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('refuses a user without a password with the same message', async () => {
    const user = await createUser(server, { senhaHash: null });
    const res = await login(server.app, user.email, user.password);
    expect(res.json()).toEqual(INVALID);
  });

  it('on an expired password mails a recovery link and answers the exact message', async () => {
    const user = await createUser(server, { senhaExpiraEm: new Date(Date.now() - 1000) });
    const before = (await server.mails()).length;
    const res = await login(server.app, user.email, user.password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Senha expirada, um email de recuperação foi enviado.',
    });
    const mails = await server.mails();
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(`To: ${user.email}`);
    expect(mail).toContain('Subject: Sua senha expirou');
    expect(resetLinkIn(mail)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('does not reveal an expired password nor send mail when the password is wrong', async () => {
    const user = await createUser(server, { senhaExpiraEm: new Date(Date.now() - 1000) });
    const before = (await server.mails()).length;
    const res = await login(server.app, user.email, 'Outra-Senha-9');
    expect(res.json()).toEqual(INVALID);
    expect(await server.mails()).toHaveLength(before);
  });

  it('puts the grants of the access profile into the access token', async () => {
    const profile = await createProfile(server, { modules: ['cadastro'], actions: ['visualizar_tribunal'] });
    const user = await createUser(server, { perfilId: profile, areaId: 'agronegocio', estruturaId: null });
    const body = await loggedIn(server.app, user.email, user.password);
    const claims = jose.decodeJwt(body.access_token);
    expect(claims).toMatchObject({ sub: user.id, guest: false, area: 'agronegocio' });
    expect(claims.mod).toEqual(['cadastro']);
    expect(claims.act).toEqual(['visualizar_tribunal']);
    expect(body.user_info).toMatchObject({ area_usuario: { id: 'agronegocio' }, estrutura: null });
  });

  it('answers 400 in Portuguese for missing fields, an unknown grant or client, never 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ grant_type: 'password', client_id: 'portal' }, 'username'],
      [{ grant_type: 'password', username: ADMIN_EMAIL, client_id: 'portal' }, 'password'],
      [{ grant_type: 'client_credentials', client_id: 'portal' }, 'grant_type'],
      [{ client_id: 'portal' }, 'grant_type'],
      [
        { grant_type: 'password', username: ADMIN_EMAIL, password: ADMIN_PASSWORD, client_id: 'x' },
        'client_id',
      ],
      [{ grant_type: 'password', username: ADMIN_EMAIL, password: ADMIN_PASSWORD }, 'client_id'],
      [{ grant_type: 'refresh_token', client_id: 'portal' }, 'refresh_token'],
    ];
    for (const [fields, field] of cases) {
      const res = await postForm(server.app, '/connect/token', fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      const body = res.json<{ error_description: string; details: { field?: string; message: string }[] }>();
      expect(body.error_description).toBe('Chamada inválida.');
      const detail = body.details.find((d) => d.field === field);
      expect(detail?.message, JSON.stringify(fields)).toMatch(/[a-zà-ú]/i);
      expect(detail?.message).not.toMatch(/Invalid|Expected/);
    }
  });

  it('answers 400 for a malformed JSON body and for wrong types', async () => {
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type": "password",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error_description: 'Chamada inválida.' });
    const wrongTypes = await server.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: { grant_type: 'password', username: 42, password: ['a'], client_id: 'portal' },
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toEqual([
      'username',
      'password',
    ]);
    const repeated = await server.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&grant_type=refresh_token&client_id=portal',
    });
    expect(repeated.statusCode).toBe(400);
  });

  it('validates the X-Area header', async () => {
    const agro = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD, {
      headers: { 'x-area': 'agronegocio' },
    });
    expect(agro.statusCode).toBe(200);
    const other = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD, {
      headers: { 'x-area': 'financeiro' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      details: [
        { field: 'x-area', message: 'Área inválida no cabeçalho X-Area: use garantia ou agronegocio.' },
      ],
    });
  });
});

describe('POST /connect/token with a refresh token', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('rotates the token: the new pair works and, once it is used, the old refresh token no longer does', async () => {
    const first = await loggedIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    const res = await refresh(server.app, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json<TokenResponse>();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.user_info).toEqual(first.user_info);
    const me = await server.app.inject({ url: '/v1/me', headers: bearer(second.access_token) });
    expect(me.statusCode).toBe(200);

    const rows = await server.database.db.select().from(refreshTokens);
    const family = rows.filter((r) => r.subject === first.user_info.id);
    expect(new Set(family.map((r) => r.familyId)).size).toBe(1);

    expect((await refresh(server.app, second.refresh_token)).statusCode).toBe(200);
    const again = await refresh(server.app, first.refresh_token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(SESSION_ENDED);
  });

  it('rotates again when the answer of a refresh was lost: the retry with the old token keeps the session', async () => {
    const user = await createUser(server);
    const a = await loggedIn(server.app, user.email, user.password);
    const lost = await refresh(server.app, a.refresh_token);
    expect(lost.statusCode).toBe(200); // the client never receives this answer
    // Past the grace: within it the retry would get the same successor (refresh-race.test.ts).
    await afterTheGrace(server, user.id);

    const retry = await refresh(server.app, a.refresh_token);
    expect(retry.statusCode).toBe(200);
    const c = retry.json<TokenResponse>();
    expect(c.user_info).toEqual(a.user_info);
    // The retried answer may be lost too: the same old token still works, once more.
    await afterTheGrace(server, user.id);
    const retryAgain = await refresh(server.app, a.refresh_token);
    expect(retryAgain.statusCode).toBe(200);
    const d = retryAgain.json<TokenResponse>();

    const next = await refresh(server.app, d.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(
      (await server.app.inject({ url: '/v1/me', headers: bearer(next.json<TokenResponse>().access_token) }))
        .statusCode,
    ).toBe(200);
    // The successors nobody received were revoked when the retry rotated again.
    const rows = await server.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.subject, user.id));
    expect(rows).toHaveLength(5);
    expect(rows.filter((r) => r.revogadoEm !== null)).toHaveLength(2);
    expect(rows.filter((r) => r.usadoEm === null && r.revogadoEm === null)).toHaveLength(1);
    // Now that a successor of the old token was used, the old token is a reuse.
    const reuse = await refresh(server.app, a.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(SESSION_ENDED);
    expect((await refresh(server.app, next.json<TokenResponse>().refresh_token)).statusCode).toBe(401);
  });

  it('ends the family when a successor revoked by such a retry is presented later', async () => {
    const user = await createUser(server);
    const a = await loggedIn(server.app, user.email, user.password);
    const b = (await refresh(server.app, a.refresh_token)).json<TokenResponse>();
    await afterTheGrace(server, user.id);
    const c = (await refresh(server.app, a.refresh_token)).json<TokenResponse>();
    expect(c.refresh_token).not.toBe(b.refresh_token);
    // Somebody did hold b: two holders of one session, so nobody keeps it.
    const stale = await refresh(server.app, b.refresh_token);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual(SESSION_ENDED);
    expect((await refresh(server.app, c.refresh_token)).statusCode).toBe(401);
    expect((await refresh(server.app, a.refresh_token)).statusCode).toBe(401);
  });

  it('revokes the whole family when a rotated-out token is presented again', async () => {
    const user = await createUser(server);
    const a = await loggedIn(server.app, user.email, user.password);
    const b = (await refresh(server.app, a.refresh_token)).json<TokenResponse>();
    const c = (await refresh(server.app, b.refresh_token)).json<TokenResponse>();
    // Some other session of the same user must survive.
    const other = await loggedIn(server.app, user.email, user.password);

    const reuse = await refresh(server.app, a.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual(SESSION_ENDED);

    const newest = await refresh(server.app, c.refresh_token);
    expect(newest.statusCode).toBe(401);
    expect(newest.json()).toEqual(SESSION_ENDED);
    expect((await refresh(server.app, other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses unknown and expired tokens', async () => {
    expect((await refresh(server.app, 'x'.repeat(43))).statusCode).toBe(401);

    const expired = await loggedIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    await server.database.db
      .update(refreshTokens)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.subject, expired.user_info.id));
    const res = await refresh(server.app, expired.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_ENDED);
  });

  it('fails, and ends the session, once the user has been deactivated', async () => {
    const user = await createUser(server);
    const session = await loggedIn(server.app, user.email, user.password);
    await setUser(server, user.id, { ativo: false });
    const res = await refresh(server.app, session.refresh_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_ENDED);
    await setUser(server, user.id, { ativo: true });
    expect((await refresh(server.app, session.refresh_token)).statusCode).toBe(401);
  });

  it('carries a changed access profile into the next access token', async () => {
    const profile = await createProfile(server, { modules: ['cadastro'], actions: [] });
    const user = await createUser(server, { perfilId: profile });
    const session = await loggedIn(server.app, user.email, user.password);
    expect(jose.decodeJwt(session.access_token).act).toEqual([]);
    await server.database.db
      .insert(profileActions)
      .values({ perfilId: profile, acaoId: 'visualizar_tribunal' });
    await server.database.db.insert(profileModules).values({ perfilId: profile, moduloId: 'apolice' });
    const next = (await refresh(server.app, session.refresh_token)).json<TokenResponse>();
    const claims = jose.decodeJwt(next.access_token);
    expect(claims.mod).toEqual(['apolice', 'cadastro']);
    expect(claims.act).toEqual(['visualizar_tribunal']);
  });
});

describe('POST /connect/guestToken', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('gives a guest session that is refused the own account and the back office', async () => {
    const res = await postForm(
      server.app,
      '/connect/guestToken',
      {},
      { headers: { 'x-area': 'agronegocio' } },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenResponse>();
    expect(body.user_info).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nickname: 'Convidado',
      avatar: null,
      // X-Area: agronegocio is honoured; without it a guest works in garantia (SPEC.md §1).
      area_usuario: { id: 'agronegocio' },
      is_guest: true,
      estrutura: null,
      email: '',
      type: 'convidado',
      termos_pendentes: false,
    });
    const claims = jose.decodeJwt(body.access_token);
    expect(claims).toMatchObject({
      sub: `guest:${body.user_info.id}`,
      guest: true,
      area: 'agronegocio',
      mod: [],
      act: [],
    });

    const me = await server.app.inject({ url: '/v1/me/', headers: bearer(body.access_token) });
    expect(me.statusCode).toBe(403);
    const courts = await server.app.inject({
      url: '/v1/judiciario/tribunais',
      headers: bearer(body.access_token),
    });
    expect(courts.statusCode).toBe(403);
  });

  it('refreshes a guest session as the same guest', async () => {
    const first = (
      await server.app.inject({ method: 'POST', url: '/connect/guestToken' })
    ).json<TokenResponse>();
    const res = await refresh(server.app, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const next = res.json<TokenResponse>();
    expect(next.user_info).toEqual(first.user_info);
    expect(jose.decodeJwt(next.access_token).sub).toBe(`guest:${first.user_info.id}`);
  });
});

describe('rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => server.close());

  it('answers 429 with Retry-After and a Portuguese message after too many logins of one user from one IP', async () => {
    const ip = '10.0.0.1';
    for (let i = 0; i < 3; i++)
      expect((await login(server.app, ADMIN_EMAIL, 'Errada-123', { remoteAddress: ip })).statusCode).toBe(
        401,
      );
    const res = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD, { remoteAddress: ip });
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.json()).toEqual({
      error: 'too_many_requests',
      error_description: `Muitas tentativas. Tente novamente em ${retryAfter} segundos.`,
    });
    // Another user from that IP, and the same user from elsewhere, still get through.
    expect((await login(server.app, 'outro@teste.local', 'x', { remoteAddress: ip })).statusCode).toBe(401);
    expect(
      (await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD, { remoteAddress: '10.0.0.2' })).statusCode,
    ).toBe(200);
  });

  it('limits one IP across user names, more loosely', async () => {
    const ip = '10.0.0.3';
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await login(server.app, `u${i}@teste.local`, 'x', { remoteAddress: ip })).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('does not limit refreshes', async () => {
    let { refresh_token } = await loggedIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    for (let i = 0; i < 5; i++) {
      const res = await refresh(server.app, refresh_token);
      expect(res.statusCode).toBe(200);
      refresh_token = res.json<TokenResponse>().refresh_token;
    }
  });

  it('limits guest tokens per IP', async () => {
    const guest = () =>
      server.app.inject({ method: 'POST', url: '/connect/guestToken', remoteAddress: '10.0.0.4' });
    for (let i = 0; i < 3; i++) expect((await guest()).statusCode).toBe(200);
    const res = await guest();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('limits password-recovery requests per IP', async () => {
    const ask = (email: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/v1/usuarios/esqueci-senha/',
        payload: { email },
        remoteAddress: '10.0.0.5',
      });
    for (let i = 0; i < 3; i++) expect((await ask(`a${i}@teste.local`)).statusCode).toBe(200);
    expect((await ask('b@teste.local')).statusCode).toBe(429);
  });
});

describe('password recovery', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const forgot = (email: unknown) =>
    server.app.inject({ method: 'PUT', url: '/v1/usuarios/esqueci-senha/', payload: { email } });
  const reset = (token: unknown, senha: unknown) =>
    server.app.inject({ method: 'PUT', url: '/v1/usuarios/recuperar-senha/', payload: { token, senha } });

  async function mailedToken(email: string, before: number): Promise<string> {
    await vi.waitFor(async () => expect((await server.mails()).length).toBeGreaterThan(before));
    const mail = (await server.mails()).at(-1)!;
    expect(mail).toContain(`To: ${email}`);
    expect(mail.replace(/=\r?\n/g, '')).toContain(`${server.config.publicUrl}/recuperar-senha/`);
    return resetLinkIn(mail);
  }

  it('mails a link, the link sets a new password, and the old link cannot be used again', async () => {
    const user = await createUser(server);
    const session = await loggedIn(server.app, user.email, user.password);
    const before = (await server.mails()).length;
    const res = await forgot(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const neutral = res.json<{ mensagem: string }>().mensagem;
    expect(neutral).toMatch(/Se o e-mail estiver cadastrado/);
    const token = await mailedToken(user.email, before);
    expect((await server.mails()).at(-1)).toMatch(/^Subject: .*Redefini/m);

    const done = await reset(token, 'Nova-Senha-77');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ mensagem: 'Senha redefinida com sucesso. Faça login com a nova senha.' });

    expect((await login(server.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(server.app, user.email, 'Nova-Senha-77')).statusCode).toBe(200);
    // Every session of the user ended with the reset.
    expect((await refresh(server.app, session.refresh_token)).statusCode).toBe(401);

    const reuse = await reset(token, 'Outra-Senha-88');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Link de recuperação inválido ou expirado.',
    });
  });

  it('answers an unknown or inactive e-mail the same way and sends nothing', async () => {
    const inactive = await createUser(server, { ativo: false });
    const known = await createUser(server);
    const knownAnswer = (await forgot(known.email)).json();
    await vi.waitFor(async () =>
      expect((await server.mails()).some((m) => m.includes(`To: ${known.email}`))).toBe(true),
    );
    const before = (await server.mails()).length;
    for (const email of ['ninguem@teste.local', inactive.email]) {
      const res = await forgot(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(knownAnswer);
    }
    await new Promise((r) => setTimeout(r, 100));
    expect(await server.mails()).toHaveLength(before);
  });

  it('refuses an expired link', async () => {
    const user = await createUser(server);
    const before = (await server.mails()).length;
    await forgot(user.email);
    const token = await mailedToken(user.email, before);
    await server.database.db
      .update(passwordResetTokens)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.usuarioId, user.id));
    const res = await reset(token, 'Nova-Senha-77');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_description: 'Link de recuperação inválido ou expirado.' });
    expect((await login(server.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a weak password with the field detail and keeps the link usable', async () => {
    const user = await createUser(server);
    const before = (await server.mails()).length;
    await forgot(user.email);
    const token = await mailedToken(user.email, before);
    const weak = await reset(token, 'curta');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Chamada inválida.',
      details: [{ field: 'senha', message: 'A senha deve ter no mínimo 8 caracteres.' }],
    });
    expect((await reset(token, 'Senha-Forte-99')).statusCode).toBe(200);
  });

  it('clears an expired password', async () => {
    const user = await createUser(server, { senhaExpiraEm: new Date(Date.now() - 1000) });
    const before = (await server.mails()).length;
    expect((await login(server.app, user.email, user.password)).statusCode).toBe(401);
    const token = await mailedToken(user.email, before);
    expect((await reset(token, 'Senha-Nova-2025')).statusCode).toBe(200);
    expect((await login(server.app, user.email, 'Senha-Nova-2025')).statusCode).toBe(200);
  });

  it('answers 400 in Portuguese to bad input', async () => {
    const badEmail = await forgot('nao-e-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toMatchObject({ details: [{ field: 'email', message: 'E-mail inválido.' }] });
    const noBody = await server.app.inject({ method: 'PUT', url: '/v1/usuarios/esqueci-senha' });
    expect(noBody.statusCode).toBe(400);
    const wrongTypes = await reset(123, { a: 1 });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toEqual([
      'token',
      'senha',
    ]);
    const unknown = await reset('desconhecido', 'Senha-Forte-99');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error_description: 'Link de recuperação inválido ou expirado.' });
  });
});
