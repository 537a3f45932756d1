import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/contract/common';
import type { Office, OfficeSuggestion } from '../../src/contract/offices';
import type { ActionId, ModuleId } from '../../src/contract/permissions';
import { PLACEHOLDER_ID } from '../../src/contract/permissions';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;
let matriz: Office;

// 11.222.333/0001-81 is a valid CNPJ (check digits 8 and 1).
const VALID_CNPJ = '11.222.333/0001-81';

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  token?: string,
  payload?: object,
  headers = {},
) {
  return server.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const detailsOf = (body: string) => (JSON.parse(body) as ApiErrorBody).details ?? [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  const res = await call('POST', '/v1/escritorios/', admin, {
    nome: 'Matriz São Paulo',
    cnpj: VALID_CNPJ,
    email: 'Matriz@Corretora.com.br',
    telefone: '(11) 3333-4444',
    cidade: 'são paulo',
    uf: 'SP',
  });
  expect(res.statusCode).toBe(201);
  matriz = res.json();
});
afterAll(() => server.close());

describe('offices access', () => {
  const routes = (): {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    body?: object;
    module: ModuleId;
    action?: ActionId;
  }[] => [
    { method: 'GET', url: '/v1/escritorios/', module: 'cadastro', action: 'visualizar_escritorio' },
    {
      method: 'POST',
      url: '/v1/escritorios/',
      body: { nome: `acesso ${crypto.randomUUID()}` },
      module: 'cadastro',
      action: 'criar_escritorio',
    },
    {
      method: 'GET',
      url: `/v1/escritorios/${matriz.id}`,
      module: 'cadastro',
      action: 'visualizar_escritorio',
    },
    {
      method: 'PUT',
      url: `/v1/escritorios/${matriz.id}`,
      body: { nome: 'MATRIZ SÃO PAULO', cnpj: VALID_CNPJ, uf: 'SP', cidade: 'SÃO PAULO' },
      module: 'cadastro',
      action: 'editar_escritorio',
    },
  ];

  it('answers 401 without a token', async () => {
    for (const r of [...routes(), { method: 'GET' as const, url: '/v1/escritorios/suggest' }]) {
      const res = await call(r.method, r.url, undefined, 'body' in r ? r.body : undefined);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 without the action or the module, and 2xx with exactly them', async () => {
    for (const r of routes()) {
      const label = `${r.method} ${r.url}`;
      const others = (['visualizar_escritorio', 'criar_escritorio', 'editar_escritorio'] as const).filter(
        (a) => a !== r.action,
      );
      const noAction = await server.tokenWith({ modules: ['cadastro'], actions: [...others] });
      expect((await call(r.method, r.url, noAction, r.body)).statusCode, label).toBe(403);
      const noModule = await server.tokenWith({ modules: ['carteira'], actions: r.action ? [r.action] : [] });
      expect((await call(r.method, r.url, noModule, r.body)).statusCode, label).toBe(403);
      const exact = await server.tokenWith({ modules: [r.module], actions: r.action ? [r.action] : [] });
      const res = await call(r.method, r.url, exact, r.body);
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, label).toBeLessThan(300);
    }
  });

  it('lets the users and quotation forms reach the suggest, and nobody else', async () => {
    for (const module of ['cadastro', 'cotacao', 'configuracao'] as const) {
      const token = await server.tokenWith({ modules: [module] });
      expect((await call('GET', '/v1/escritorios/suggest', token)).statusCode, module).toBe(200);
    }
    const other = await server.tokenWith({ modules: ['apolice', 'carteira'] });
    expect((await call('GET', '/v1/escritorios/suggest', other)).statusCode).toBe(403);
  });
});

describe('offices', () => {
  it('stores the CNPJ and phone as digits, the name and city upper-cased, the e-mail lower-cased', () => {
    expect(matriz).toMatchObject({
      nome: 'MATRIZ SÃO PAULO',
      cnpj: '11222333000181',
      email: 'matriz@corretora.com.br',
      telefone: '1133334444',
      cidade: 'SÃO PAULO',
      uf: 'SP',
      ativo: true,
    });
  });

  it('accepts an office without a CNPJ, and a blank one as none', async () => {
    const res = await call('POST', '/v1/escritorios/', admin, {
      nome: 'Filial Campinas',
      cnpj: '',
      cidade: 'Campinas',
      uf: 'SP',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Office>().cnpj).toBeNull();
  });

  it('refuses an invalid CNPJ, e-mail, phone and UF with Portuguese details', async () => {
    const res = await call('POST', '/v1/escritorios/', admin, {
      nome: 'Filial Inválida',
      cnpj: '11.222.333/0001-82',
      email: 'não é e-mail',
      telefone: '123',
      uf: 'XX',
    });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res.body)).toEqual([
      { field: 'cnpj', message: 'CNPJ inválido.' },
      { field: 'email', message: 'E-mail inválido.' },
      { field: 'telefone', message: 'Telefone inválido: informe o DDD e o número.' },
      { field: 'uf', message: 'UF inválida.' },
    ]);
    const noName = await call('POST', '/v1/escritorios/', admin, { nome: '  ' });
    expect(detailsOf(noName.body)).toEqual([{ field: 'nome', message: 'Informe o nome.' }]);
    const garbage = await call('POST', '/v1/escritorios/', admin, { nome: 12, cnpj: 14, ativo: 'sim' });
    expect(garbage.statusCode).toBe(400);
  });

  it('refuses a second office with the same name (409), on create and on edit', async () => {
    const dup = await call('POST', '/v1/escritorios/', admin, { nome: 'matriz são paulo' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ApiErrorBody>().error_description).toBe(
      'Já existe um escritório com o nome MATRIZ SÃO PAULO.',
    );
    const other = (await call('POST', '/v1/escritorios/', admin, { nome: 'Filial Santos' })).json<Office>();
    const edit = await call('PUT', `/v1/escritorios/${other.id}`, admin, { nome: 'Matriz São Paulo' });
    expect(edit.statusCode).toBe(409);
  });

  it('replays a create with the same client id (200, same record)', async () => {
    const id = crypto.randomUUID();
    const first = await call('POST', '/v1/escritorios/', admin, { id, nome: 'Filial Replay' });
    const again = await call('POST', '/v1/escritorios/', admin, { id, nome: 'Filial Replay' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<Office>().id).toBe(id);
  });

  it('lists paged, filtered by text (accents, CNPJ with mask) and situation, sorted', async () => {
    await call('POST', '/v1/escritorios/', admin, {
      nome: 'Filial Inativa',
      cidade: 'Belém',
      uf: 'PA',
      ativo: false,
    });
    const byText = await call('GET', '/v1/escritorios/?query=sao%20paulo', admin);
    expect(byText.json<{ items: Office[] }>().items.map((o) => o.nome)).toEqual(['MATRIZ SÃO PAULO']);
    const byCnpj = await call('GET', `/v1/escritorios/?query=${encodeURIComponent('11.222.333')}`, admin);
    expect(byCnpj.json<{ total_count: number }>().total_count).toBe(1);
    const inactive = await call('GET', '/v1/escritorios/?ativo=false', admin);
    expect(inactive.json<{ items: Office[] }>().items.map((o) => o.nome)).toEqual(['FILIAL INATIVA']);
    const page = await call('GET', '/v1/escritorios/?page=1&page_size=2&sort=uf&direction=desc', admin);
    const body = page.json<{ items: Office[]; total_count: number }>();
    expect(body.items).toHaveLength(2);
    expect(body.total_count).toBeGreaterThanOrEqual(5);
    const all = await call('GET', '/v1/escritorios/?page_size=-1&sort=nome', admin);
    const names = all.json<{ items: Office[] }>().items.map((o) => o.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    const bad = await call('GET', '/v1/escritorios/?sort=cnpj&ativo=talvez', admin);
    expect(bad.statusCode).toBe(400);
    expect(detailsOf(bad.body).map((d) => d.field)).toEqual(['sort', 'ativo']);
  });

  it('puts the NENHUM placeholder first in the suggest, then only active offices', async () => {
    const res = await call('GET', '/v1/escritorios/suggest', admin);
    const items = res.json<OfficeSuggestion[]>();
    expect(items[0]).toEqual({ id: PLACEHOLDER_ID, nome: 'NENHUM' });
    expect(items.map((o) => o.nome)).toContain('MATRIZ SÃO PAULO');
    expect(items.map((o) => o.nome)).not.toContain('FILIAL INATIVA');
    const filtered = (await call('GET', '/v1/escritorios/suggest?query=campinas', admin)).json<
      OfficeSuggestion[]
    >();
    expect(filtered.map((o) => o.nome)).toEqual(['NENHUM', 'FILIAL CAMPINAS']);
  });

  it('gets and edits with the ETag; a stale If-Match is a 412 and changes nothing', async () => {
    const got = await call('GET', `/v1/escritorios/${matriz.id}`, admin);
    const etag = got.headers.etag as string;
    expect(etag).toBeTruthy();
    const body = {
      nome: 'Matriz São Paulo',
      cnpj: VALID_CNPJ,
      cidade: 'São Paulo',
      uf: 'SP',
      telefone: '11 98888-7777',
    };
    const ok = await call('PUT', `/v1/escritorios/${matriz.id}`, admin, body, { 'if-match': etag });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Office>().telefone).toBe('11988887777');
    const stale = await call(
      'PUT',
      `/v1/escritorios/${matriz.id}`,
      admin,
      { ...body, telefone: null },
      { 'if-match': etag },
    );
    expect(stale.statusCode).toBe(412);
    expect((await call('GET', `/v1/escritorios/${matriz.id}`, admin)).json<Office>().telefone).toBe(
      '11988887777',
    );
  });

  it('answers 404 for an unknown office and 400 for a malformed id', async () => {
    const missing = await call('GET', `/v1/escritorios/${crypto.randomUUID()}`, admin);
    expect(missing.statusCode).toBe(404);
    const put = await call('PUT', `/v1/escritorios/${crypto.randomUUID()}`, admin, { nome: 'X' });
    expect(put.statusCode).toBe(404);
    const malformed = await call('GET', '/v1/escritorios/abc', admin);
    expect(malformed.statusCode).toBe(400);
    expect(detailsOf(malformed.body)).toEqual([{ field: 'id', message: 'Identificador inválido.' }]);
  });
});
