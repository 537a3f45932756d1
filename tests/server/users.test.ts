import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged, SuggestItem } from '../../src/contract/common';
import { PLACEHOLDER_ID } from '../../src/contract/permissions';
import type { User, UserListItem, UserSuggestion } from '../../src/contract/users';
import { USER_MESSAGES } from '../../src/contract/users';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { createProfile, createUser, loggedIn, login, refresh, resetLinkIn } from './auth-helpers';

let server: TestServer;
let admin: string;
let profileId: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, headers = {}) =>
  server.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const newUser = (overrides: Record<string, unknown> = {}) => ({
  nome: 'João Pereira',
  apelido: 'joão',
  email: 'Joao.Pereira@Teste.local',
  perfil_id: profileId,
  area_id: 'garantia',
  posicao: 'analista',
  estrutura_id: 'funcionario',
  escritorio_id: PLACEHOLDER_ID,
  ...overrides,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  profileId = await createProfile(server, { modules: ['cadastro'], actions: ['visualizar_tribunal'] });
});
afterAll(() => server.close());

describe('user routes: authorization', () => {
  const id = '00000000-0000-0000-0000-000000000001';
  const routes: ['GET' | 'POST' | 'PUT', string][] = [
    ['GET', '/v1/usuarios/'],
    ['POST', '/v1/usuarios/'],
    ['GET', '/v1/usuarios/areasNegocio/suggest/'],
    ['GET', '/v1/usuarios/posicoes/suggest/'],
    ['GET', `/v1/usuarios/${id}`],
    ['PUT', `/v1/usuarios/${id}`],
  ];
  it.each(routes)('%s %s: 401 without token, 403 without visualizar_usuario', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    const other = await server.tokenWith({ modules: ['configuracao'], actions: ['visualizar_perfil'] });
    expect((await call(method, url, other, {})).statusCode).toBe(403);
  });

  it("the user picker (suggest) answers the users' screens, a group's responsible (cadastro) and the wallets (carteira)", async () => {
    const url = '/v1/usuarios/suggest/';
    expect((await call('GET', url)).statusCode).toBe(401);
    const policies = await server.tokenWith({ modules: ['apolice'], actions: [] });
    expect((await call('GET', url, policies)).statusCode).toBe(403);
    for (const modules of [['configuracao'], ['cadastro'], ['carteira']] as const) {
      const token = await server.tokenWith({ modules: [...modules], actions: [] });
      expect((await call('GET', url, token)).statusCode).toBe(200);
    }
  });

  it('creates with criar_usuario and edits with editar_usuario; visualizar_usuario only reads', async () => {
    const viewer = await server.tokenWith({ modules: ['configuracao'], actions: ['visualizar_usuario'] });
    const creator = await server.tokenWith({ modules: ['configuracao'], actions: ['criar_usuario'] });
    const editor = await server.tokenWith({ modules: ['configuracao'], actions: ['editar_usuario'] });
    for (const token of [viewer, editor])
      expect((await call('POST', '/v1/usuarios/', token, {})).statusCode).toBe(403);
    expect((await call('POST', '/v1/usuarios/', creator, {})).statusCode).toBe(400);
    for (const token of [viewer, creator])
      expect((await call('PUT', `/v1/usuarios/${id}`, token, {})).statusCode).toBe(403);
    expect((await call('PUT', `/v1/usuarios/${id}`, editor, {})).statusCode).toBe(400);
  });

  it('the suggests answer with the action', async () => {
    const areas = await call('GET', '/v1/usuarios/areasNegocio/suggest/', admin);
    expect(areas.json<SuggestItem[]>().map((a) => a.id)).toEqual(['garantia', 'agronegocio', 'geral']);
    const users = await call('GET', '/v1/usuarios/suggest/?query=administ', admin);
    expect(users.statusCode).toBe(200);
    expect(users.json<UserSuggestion[]>()[0]).toMatchObject({ nome: 'Administrador' });
  });
});

describe('users', () => {
  it('creates a user who sets the password from the welcome mail, then logs in', async () => {
    const id = crypto.randomUUID();
    const before = (await server.mails()).length;
    const res = await call('POST', '/v1/usuarios/', admin, { id, ...newUser() });
    expect(res.statusCode).toBe(201);
    expect(res.json<User>()).toMatchObject({
      id,
      apelido: 'JOÃO',
      email: 'joao.pereira@teste.local',
      perfil: { id: profileId },
      escritorio: null,
      posicao: 'ANALISTA',
      estrutura_id: 'funcionario',
      ativo: true,
      senha_definida: false,
    });
    // A replay returns the stored user and sends no second mail.
    expect((await call('POST', '/v1/usuarios/', admin, { id, ...newUser() })).statusCode).toBe(200);
    // The mail was queued with the user; mails() runs the queue.
    expect(await server.mails()).toHaveLength(before + 1);
    const mail = (await server.mails()).at(-1)!;
    expect(mail).toContain('To: joao.pereira@teste.local');
    expect(mail.replace(/=\r?\n/g, '')).toContain('72 horas');

    expect((await login(server.app, 'joao.pereira@teste.local', 'qualquer-coisa')).statusCode).toBe(401);
    const token = resetLinkIn(mail);
    const set = await server.app.inject({
      method: 'PUT',
      url: '/v1/usuarios/recuperar-senha/',
      payload: { token, senha: 'Nova-Senha-Forte-9' },
    });
    expect(set.statusCode).toBe(200);
    expect((await login(server.app, 'joao.pereira@teste.local', 'Nova-Senha-Forte-9')).statusCode).toBe(200);

    const dup = await call('POST', '/v1/usuarios/', admin, newUser({ email: 'JOAO.pereira@teste.local' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ error_description: string }>().error_description).toBe(USER_MESSAGES.duplicateEmail);

    const list = await call(
      'GET',
      `/v1/usuarios/?perfil_id=${profileId}&area=garantia&ativo=true&sort=email`,
      admin,
    );
    const page = list.json<Paged<UserListItem>>();
    expect(page.total_count).toBe(1);
    expect(page.items[0]).toMatchObject({ id, senha_definida: true });
    const positions = await call('GET', '/v1/usuarios/posicoes/suggest/', admin);
    expect(positions.json<string[]>()).toContain('ANALISTA');
  });

  it('refuses bad input with Portuguese details, never 500', async () => {
    const res = await call('POST', '/v1/usuarios/', admin, { nome: '', email: 'x', area_id: 'marte' });
    expect(res.statusCode).toBe(400);
    const text = JSON.stringify(res.json());
    expect(text).toContain('Informe o nome.');
    expect(text).toContain('E-mail inválido.');
    expect(text).toContain('"field":"perfil_id","message":"Campo obrigatório."');
    const missing = await call(
      'POST',
      '/v1/usuarios/',
      admin,
      newUser({
        email: 'outro@teste.local',
        perfil_id: crypto.randomUUID(),
        escritorio_id: crypto.randomUUID(),
        avatar_id: crypto.randomUUID(),
      }),
    );
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json())).toContain(USER_MESSAGES.profileMissing);
    expect(JSON.stringify(missing.json())).toContain(USER_MESSAGES.officeMissing);
    expect((await call('GET', '/v1/usuarios/?ativo=talvez', admin)).statusCode).toBe(400);
    expect((await call('GET', `/v1/usuarios/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/v1/usuarios/xyz', admin)).statusCode).toBe(400);
  });

  it('deactivating a user ends their sessions; If-Match guards the edit', async () => {
    const user = await createUser(server, { perfilId: profileId, termosAceitosEm: new Date() });
    const session = await loggedIn(server.app, user.email, user.password);
    const got = await call('GET', `/v1/usuarios/${user.id}`, admin);
    const current = got.json<User>();
    const body = newUser({
      nome: current.nome,
      apelido: current.apelido,
      email: current.email,
      ativo: false,
    });
    expect(
      (await call('PUT', `/v1/usuarios/${user.id}`, admin, body, { 'if-match': '"velho"' })).statusCode,
    ).toBe(412);
    const res = await call('PUT', `/v1/usuarios/${user.id}`, admin, body, {
      'if-match': got.headers.etag as string,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<User>().ativo).toBe(false);
    expect((await refresh(server.app, session.refresh_token)).statusCode).toBe(401);
    expect((await login(server.app, user.email, user.password)).statusCode).toBe(401);
  });

  it('an administrator cannot deactivate themself', async () => {
    const me = await createUser(server, { perfilId: profileId });
    const token = await server.tokenWith({
      modules: ['configuracao'],
      actions: ['visualizar_usuario', 'editar_usuario'],
      sub: me.id,
    });
    const current = (await call('GET', `/v1/usuarios/${me.id}`, token)).json<User>();
    const res = await call(
      'PUT',
      `/v1/usuarios/${me.id}`,
      token,
      newUser({
        nome: current.nome,
        apelido: current.apelido,
        email: current.email,
        ativo: false,
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error_description: string }>().error_description).toBe(USER_MESSAGES.selfDeactivate);
  });
});
