import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AccessProfile,
  AccessProfileListItem,
  ModuleWithActions,
} from '../../src/contract/access-profiles';
import { ADMIN_PROFILE_LOCKOUT } from '../../src/contract/access-profiles';
import type { Paged, SuggestItem } from '../../src/contract/common';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { createUser, loggedIn, refresh } from './auth-helpers';

let server: TestServer;
let admin: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object, headers = {}) =>
  server.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

const profile = (overrides: Record<string, unknown> = {}) => ({
  nome: 'Operador de tribunais',
  modulos: ['cadastro'],
  acoes: ['visualizar_tribunal', 'criar_tribunal'],
  estruturas: [{ estrutura_id: 'funcionario', posicao: 'analista' }],
  ...overrides,
});

/** The grants an access token carries (claims `mod` and `act`). */
function claims(token: string): { modules: string[]; actions: string[] } {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    mod: string[];
    act: string[];
  };
  return { modules: payload.mod, actions: payload.act };
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server.close());

describe('access profile routes: authorization', () => {
  const routes: ['GET' | 'POST' | 'PUT', string][] = [
    ['GET', '/v1/modulos/'],
    ['GET', '/v1/perfisacesso/'],
    ['POST', '/v1/perfisacesso/'],
    ['GET', '/v1/perfisacesso/estruturas/suggest/'],
    ['GET', '/v1/perfisacesso/00000000-0000-0000-0000-000000000001'],
    ['PUT', '/v1/perfisacesso/00000000-0000-0000-0000-000000000001'],
  ];
  it.each(routes)('%s %s: 401 without token, 403 without visualizar_perfil', async (method, url) => {
    expect((await call(method, url)).statusCode).toBe(401);
    const other = await server.tokenWith({ modules: ['configuracao'], actions: ['visualizar_usuario'] });
    expect((await call(method, url, other, {})).statusCode).toBe(403);
  });

  it('creates with criar_perfil and edits with editar_perfil; visualizar_perfil only reads', async () => {
    const id = '00000000-0000-0000-0000-000000000001';
    const viewer = await server.tokenWith({ modules: ['configuracao'], actions: ['visualizar_perfil'] });
    const creator = await server.tokenWith({ modules: ['configuracao'], actions: ['criar_perfil'] });
    const editor = await server.tokenWith({ modules: ['configuracao'], actions: ['editar_perfil'] });
    for (const token of [viewer, editor])
      expect((await call('POST', '/v1/perfisacesso/', token, {})).statusCode).toBe(403);
    expect((await call('POST', '/v1/perfisacesso/', creator, {})).statusCode).toBe(400);
    for (const token of [viewer, creator])
      expect((await call('PUT', `/v1/perfisacesso/${id}`, token, {})).statusCode).toBe(403);
    expect((await call('PUT', `/v1/perfisacesso/${id}`, editor, {})).statusCode).toBe(400);
  });

  it('the profile suggest needs only the configuracao module (the user form uses it)', async () => {
    expect((await call('GET', '/v1/perfisacesso/suggest/')).statusCode).toBe(401);
    const none = await server.tokenWith({ modules: ['cadastro'], actions: ['visualizar_tribunal'] });
    expect((await call('GET', '/v1/perfisacesso/suggest/', none)).statusCode).toBe(403);
    const users = await server.tokenWith({ modules: ['configuracao'], actions: ['visualizar_usuario'] });
    const res = await call('GET', '/v1/perfisacesso/suggest/', users);
    expect(res.statusCode).toBe(200);
    expect(res.json<SuggestItem[]>().map((p) => p.nome)).toContain('Administrador');
  });
});

describe('access profiles', () => {
  it('lists the 7 modules with their actions', async () => {
    const res = await call('GET', '/v1/modulos/', admin);
    expect(res.statusCode).toBe(200);
    const modules = res.json<ModuleWithActions[]>();
    expect(modules).toHaveLength(7);
    // SPEC.md §6's 23 actions plus the criar_/editar_ extension for modalities, reasons, profiles, users,
    // transferir_carteira, criar_cotacao and importar_legado.
    expect(modules.flatMap((m) => m.acoes)).toHaveLength(34);
    expect(modules.find((m) => m.id === 'importacao_legado')?.acoes.map((a) => a.id)).toEqual([
      'importar_legado',
    ]);
    expect(modules.find((m) => m.id === 'carteira')?.acoes.map((a) => a.id)).toEqual(['transferir_carteira']);
    expect(modules.find((m) => m.id === 'configuracao')?.acoes.map((a) => a.id)).toEqual([
      'visualizar_perfil',
      'criar_perfil',
      'editar_perfil',
      'visualizar_usuario',
      'criar_usuario',
      'editar_usuario',
    ]);
  });

  it('creates, replays, reads, lists and updates a profile with If-Match', async () => {
    const id = crypto.randomUUID();
    const created = await call('POST', '/v1/perfisacesso/', admin, { id, ...profile() });
    expect(created.statusCode).toBe(201);
    const body = created.json<AccessProfile>();
    expect(body).toMatchObject({
      id,
      nome: 'Operador de tribunais',
      ativo: true,
      modulos: ['cadastro'],
      acoes: ['criar_tribunal', 'visualizar_tribunal'],
      estruturas: [{ estrutura_id: 'funcionario', posicao: 'ANALISTA' }],
    });
    expect((await call('POST', '/v1/perfisacesso/', admin, { id, ...profile() })).statusCode).toBe(200);

    const dup = await call('POST', '/v1/perfisacesso/', admin, profile({ nome: 'operador de TRIBUNAIS' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ error_description: string }>().error_description).toMatch(/Já existe um perfil/);

    const list = await call('GET', '/v1/perfisacesso/?query=tribuna&sort=nome', admin);
    expect(list.json<Paged<AccessProfileListItem>>()).toEqual({
      items: [
        {
          id,
          nome: 'Operador de tribunais',
          ativo: true,
          total_modulos: 1,
          total_acoes: 2,
          total_usuarios: 0,
        },
      ],
      total_count: 1,
    });

    const got = await call('GET', `/v1/perfisacesso/${id}`, admin);
    const etag = got.headers.etag as string;
    const stale = await call('PUT', `/v1/perfisacesso/${id}`, admin, profile({ nome: 'X' }), {
      'if-match': '"velho"',
    });
    expect(stale.statusCode).toBe(412);
    const updated = await call(
      'PUT',
      `/v1/perfisacesso/${id}`,
      admin,
      profile({ acoes: ['visualizar_tribunal'], estruturas: [] }),
      { 'if-match': etag },
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AccessProfile>()).toMatchObject({ acoes: ['visualizar_tribunal'], estruturas: [] });
  });

  it('refuses bad input with Portuguese details, never 500', async () => {
    const res = await call(
      'POST',
      '/v1/perfisacesso/',
      admin,
      profile({ modulos: ['cadastro'], acoes: ['visualizar_perfil'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Há ações de módulos não selecionados.');
    const bad = await call('POST', '/v1/perfisacesso/', admin, {
      nome: '',
      modulos: ['x'],
      estruturas: [{}],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Informe o nome do perfil.');
    expect((await call('GET', '/v1/perfisacesso/abc', admin)).statusCode).toBe(400);
    expect((await call('GET', `/v1/perfisacesso/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/v1/perfisacesso/?page=0', admin)).statusCode).toBe(400);
  });

  it('keeps the Administrador profile able to manage profiles and users', async () => {
    const list = await call('GET', '/v1/perfisacesso/?query=administrador', admin);
    const adminProfile = list
      .json<Paged<AccessProfileListItem>>()
      .items.find((p) => p.nome === 'Administrador')!;
    const current = (await call('GET', `/v1/perfisacesso/${adminProfile.id}`, admin)).json<AccessProfile>();
    for (const lost of ['visualizar_usuario', 'visualizar_perfil', 'editar_perfil']) {
      const res = await call('PUT', `/v1/perfisacesso/${adminProfile.id}`, admin, {
        nome: current.nome,
        modulos: current.modulos,
        acoes: current.acoes.filter((a) => a !== lost),
      });
      expect(res.statusCode, lost).toBe(409);
      expect(res.json<{ error_description: string }>().error_description).toBe(ADMIN_PROFILE_LOCKOUT);
    }
  });

  it('counts the active users of each profile in the list', async () => {
    const p = (
      await call('POST', '/v1/perfisacesso/', admin, profile({ nome: 'Perfil contado', estruturas: [] }))
    ).json<AccessProfile>();
    await createUser(server, { perfilId: p.id });
    await createUser(server, { perfilId: p.id });
    await createUser(server, { perfilId: p.id, ativo: false });
    const totals = async () =>
      Object.fromEntries(
        (await call('GET', '/v1/perfisacesso/?page_size=-1', admin))
          .json<Paged<AccessProfileListItem>>()
          .items.map((i) => [i.nome, i.total_usuarios]),
      );
    // The first administrator holds the Administrador profile.
    expect(await totals()).toMatchObject({ 'Perfil contado': 2, Administrador: 1 });
  });

  it('a profile change reaches its users at their next token refresh', async () => {
    const created = await call(
      'POST',
      '/v1/perfisacesso/',
      admin,
      profile({ nome: 'Perfil mutável', estruturas: [] }),
    );
    const p = created.json<AccessProfile>();
    const user = await createUser(server, { perfilId: p.id, termosAceitosEm: new Date() });
    const session = await loggedIn(server.app, user.email, user.password);
    expect(claims(session.access_token).actions.sort()).toEqual(['criar_tribunal', 'visualizar_tribunal']);

    const changed = await call('PUT', `/v1/perfisacesso/${p.id}`, admin, {
      nome: 'Perfil mutável',
      modulos: ['cadastro', 'apolice'],
      acoes: ['visualizar_seguradora', 'criar_apolice'],
    });
    expect(changed.statusCode).toBe(200);
    const next = await refresh(server.app, session.refresh_token);
    expect(next.statusCode).toBe(200);
    const grants = claims(next.json<{ access_token: string }>().access_token);
    expect(grants.modules.sort()).toEqual(['apolice', 'cadastro']);
    expect(grants.actions.sort()).toEqual(['criar_apolice', 'visualizar_seguradora']);
  });

  it('deactivating a profile takes its grants away at the next refresh, and reactivating gives them back', async () => {
    const p = (
      await call('POST', '/v1/perfisacesso/', admin, profile({ nome: 'Perfil a desativar', estruturas: [] }))
    ).json<AccessProfile>();
    const user = await createUser(server, { perfilId: p.id, termosAceitosEm: new Date() });
    const session = await loggedIn(server.app, user.email, user.password);
    const body = { nome: p.nome, modulos: p.modulos, acoes: p.acoes };

    expect((await call('PUT', `/v1/perfisacesso/${p.id}`, admin, { ...body, ativo: false })).statusCode).toBe(
      200,
    );
    const off = await refresh(server.app, session.refresh_token);
    expect(off.statusCode).toBe(200);
    const offToken = off.json<{ access_token: string; refresh_token: string }>();
    expect(claims(offToken.access_token)).toEqual({ modules: [], actions: [] });
    expect((await call('GET', '/v1/judiciario/tribunais', offToken.access_token)).statusCode).toBe(403);

    expect((await call('PUT', `/v1/perfisacesso/${p.id}`, admin, { ...body, ativo: true })).statusCode).toBe(
      200,
    );
    const on = await refresh(server.app, offToken.refresh_token);
    expect(claims(on.json<{ access_token: string }>().access_token).actions.sort()).toEqual([
      'criar_tribunal',
      'visualizar_tribunal',
    ]);
  });
});
