import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import type { Me, TokenResponse } from '../../src/contract/auth';
import { ACTIONS, MODULES } from '../../src/contract/permission-catalog';
import type { Permissions } from '../../src/contract/permissions';
import type { TestServer } from './harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, startTestServer } from './harness';
import { createProfile, createUser, loggedIn, login, refresh, setUser } from './auth-helpers';

describe('the own account, /v1/me', () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer();
    adminToken = (await loggedIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  });
  afterAll(() => server.close());

  const get = (url: string, token: string) => server.app.inject({ url, headers: bearer(token) });
  const put = (url: string, token: string, payload?: unknown) =>
    server.app.inject({
      method: 'PUT',
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function userToken(values: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(server, values);
    return { user, token: (await loggedIn(server.app, user.email, user.password)).access_token };
  }

  it('returns the account of the token', async () => {
    const res = await get('/v1/me/', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      nome: 'Administrador',
      apelido: 'ADMIN',
      email: ADMIN_EMAIL,
      telefone: null,
      avatar: null,
      area_usuario: { id: 'geral', nome: 'Geral' },
      estrutura: { id: 'funcionario', nome: 'Funcionário' },
      perfil: { id: expect.any(String), nome: 'Administrador' },
      termos_aceitos_em: null,
      pagina_inicial: null,
    } satisfies Record<keyof Me, unknown>);
  });

  it('answers 401 without a token, with a bad token, and for a user that no longer exists', async () => {
    expect((await server.app.inject({ url: '/v1/me/' })).statusCode).toBe(401);
    expect((await get('/v1/me/', 'nao-e-um-jwt')).statusCode).toBe(401);
    const ghost = await server.tokenWith({});
    const res = await get('/v1/me/', ghost);
    expect(res.statusCode).toBe(401);
    expect(res.json<{ error_description: string }>().error_description).toBe(
      'Usuário inexistente ou inativo.',
    );
    const notUuid = await server.tokenWith({ sub: 'nao-e-uuid' });
    expect((await get('/v1/me/acoes', notUuid)).statusCode).toBe(401);
  });

  it('answers 401 once the user is deactivated, even with a still valid access token', async () => {
    const { user, token } = await userToken();
    await setUser(server, user.id, { ativo: false });
    expect((await get('/v1/me', token)).statusCode).toBe(401);
    expect((await put('/v1/me/aceitar-termos', token)).statusCode).toBe(401);
  });

  it('refuses guests with 403 on every own-account call', async () => {
    const guest = await server.tokenWith({ guest: true, sub: 'guest:00000000-0000-4000-8000-000000000001' });
    for (const [method, url] of [
      ['GET', '/v1/me/'],
      ['PUT', '/v1/me/'],
      ['PUT', '/v1/me/alterar-senha/'],
      ['PUT', '/v1/me/aceitar-termos/'],
      ['GET', '/v1/me/acoes'],
    ] as const) {
      const res = await server.app.inject({
        method,
        url,
        headers: bearer(guest),
        payload: method === 'PUT' ? {} : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('updates name, upper-cased nickname and phone; a left-out phone stays', async () => {
    const { token } = await userToken();
    const res = await put('/v1/me/', token, {
      nome: '  Ana Souza ',
      apelido: 'aninha',
      telefone: '(11) 98765-4321',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nome: 'Ana Souza', apelido: 'ANINHA', telefone: '(11) 98765-4321' });
    const kept = await put('/v1/me/', token, { nome: 'Ana', apelido: 'Ana' });
    expect(kept.json()).toMatchObject({ nome: 'Ana', apelido: 'ANA', telefone: '(11) 98765-4321' });
    const cleared = await put('/v1/me/', token, { nome: 'Ana', apelido: 'Ana', telefone: '' });
    expect(cleared.json()).toMatchObject({ telefone: null });
    expect((await get('/v1/me/', token)).json()).toMatchObject({
      nome: 'Ana',
      apelido: 'ANA',
      telefone: null,
    });
  });

  it('shows the new nickname in the next login', async () => {
    const { user, token } = await userToken();
    await put('/v1/me/', token, { nome: 'Beto', apelido: 'beto' });
    const session = await loggedIn(server.app, user.email, user.password);
    expect(session.user_info.nickname).toBe('BETO');
  });

  it('answers 400 with Portuguese details to bad account data, never 500', async () => {
    const { token } = await userToken();
    const res = await put('/v1/me/', token, { nome: '', apelido: 'x'.repeat(41), telefone: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Chamada inválida.',
      details: [
        { field: 'nome', message: 'Informe o nome.' },
        { field: 'apelido', message: 'O apelido deve ter no máximo 40 caracteres.' },
        { field: 'telefone', message: 'Telefone inválido. Use (DD) 99999-9999.' },
      ],
    });
    const wrongTypes = await put('/v1/me/', token, { nome: 5, apelido: null });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json<{ details: { field: string }[] }>().details.map((d) => d.field)).toEqual([
      'nome',
      'apelido',
    ]);
    const missing = await put('/v1/me/', token, {});
    expect(missing.json()).toMatchObject({
      details: [
        { field: 'nome', message: 'Campo obrigatório.' },
        { field: 'apelido', message: 'Campo obrigatório.' },
      ],
    });
    const malformed = await server.app.inject({
      method: 'PUT',
      url: '/v1/me/',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"nome":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error_description: 'Chamada inválida.',
      details: [{ message: 'O corpo da requisição não é um JSON válido.' }],
    });
    const array = await put('/v1/me/', token, [1, 2]);
    expect(array.statusCode).toBe(400);
  });

  it('changes the password when the current one is right', async () => {
    const user = await createUser(server, { senhaExpiraEm: new Date(Date.now() + 86_400_000) });
    const session = await loggedIn(server.app, user.email, user.password);
    const token = session.access_token;
    const res = await put('/v1/me/alterar-senha/', token, {
      senha_atual: user.password,
      nova_senha: 'Troca-Feita-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mensagem: 'Senha alterada com sucesso.' });
    expect((await login(server.app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(server.app, user.email, 'Troca-Feita-1')).statusCode).toBe(200);
    const [row] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.senhaExpiraEm).toBeNull();
    expect(row?.senhaHash).toMatch(/^\$argon2id\$/);
    // Access tokens signed before the change end (token version); the session that changed the
    // password goes on after one refresh, as the client does on a 401.
    expect((await get('/v1/me/', token)).statusCode).toBe(401);
    const renewed = await refresh(server.app, session.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await get('/v1/me/', renewed.json<TokenResponse>().access_token)).statusCode).toBe(200);
  });

  it('refuses a wrong current password, a weak one and the same one with field details', async () => {
    const { user, token } = await userToken();
    const wrong = await put('/v1/me/alterar-senha/', token, {
      senha_atual: 'Nao-E-Ela-1',
      nova_senha: 'Troca-Feita-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Chamada inválida.',
      details: [{ field: 'senha_atual', message: 'Senha atual incorreta.' }],
    });
    const weak = await put('/v1/me/alterar-senha/', token, {
      senha_atual: user.password,
      nova_senha: 'semnumeros',
    });
    expect(weak.json()).toMatchObject({
      details: [{ field: 'nova_senha', message: 'A senha deve conter ao menos um número.' }],
    });
    const same = await put('/v1/me/alterar-senha/', token, {
      senha_atual: user.password,
      nova_senha: user.password,
    });
    expect(same.json()).toMatchObject({
      details: [{ field: 'nova_senha', message: 'A nova senha deve ser diferente da atual.' }],
    });
    const missing = await put('/v1/me/alterar-senha/', token);
    expect(missing.statusCode).toBe(400);
    expect((await login(server.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('records the acceptance of the terms once and clears termos_pendentes', async () => {
    const { user, token } = await userToken();
    expect((await loggedIn(server.app, user.email, user.password)).user_info.termos_pendentes).toBe(true);
    const res = await put('/v1/me/aceitar-termos/', token);
    expect(res.statusCode).toBe(200);
    const acceptedAt = res.json<Me>().termos_aceitos_em;
    expect(Date.parse(acceptedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const again = await put('/v1/me/aceitar-termos/', token, {});
    expect(again.json<Me>().termos_aceitos_em).toBe(acceptedAt);
    expect((await loggedIn(server.app, user.email, user.password)).user_info.termos_pendentes).toBe(false);
  });

  it('lists the modules and actions of the access profile from the database', async () => {
    const all = (await get('/v1/me/acoes', adminToken)).json<Permissions>();
    expect(all.modulos).toHaveLength(Object.keys(MODULES).length);
    expect(all.acoes).toHaveLength(Object.keys(ACTIONS).length);
    expect(all.acoes).toContainEqual({ id: 'criar_tribunal', nome: 'Criar tribunal', modulo: 'cadastro' });

    const profile = await createProfile(server, {
      modules: ['configuracao'],
      actions: ['visualizar_usuario'],
    });
    const { token } = await userToken({ perfilId: profile });
    const res = await get('/v1/me/acoes', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      modulos: [{ id: 'configuracao', nome: 'Configurações' }],
      acoes: [{ id: 'visualizar_usuario', nome: 'Visualizar usuário', modulo: 'configuracao' }],
    });

    const { token: noProfile } = await userToken({ perfilId: null });
    expect((await get('/v1/me/acoes', noProfile)).json()).toEqual({ modulos: [], acoes: [] });
  });
});

describe('changing the password is rate limited', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginRateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => server.close());

  it('answers 429 after too many tries of the current password', async () => {
    const user = await createUser(server);
    const { access_token } = await loggedIn(server.app, user.email, user.password);
    const attempt = () =>
      server.app.inject({
        method: 'PUT',
        url: '/v1/me/alterar-senha',
        headers: bearer(access_token),
        payload: { senha_atual: 'Chute-123', nova_senha: 'Troca-Feita-1' },
      });
    expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(400);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });
});
