import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courts } from '../../server/db/schema';
import type { Court, CourtUnit } from '../../src/contract/judiciary';
import type { ActionId, ModuleId } from '../../src/contract/permissions';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;
let tjsp: Court;
let unit: CourtUnit;

const newCourt = (overrides: Record<string, unknown> = {}) => ({
  segmento: 4,
  codigo_tr: '80',
  sigla: 'trf teste',
  nome: 'tribunal de teste',
  uf: 'SP',
  ...overrides,
});

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  const list = await call('GET', '/v1/judiciario/tribunais?query=8.26', admin);
  tjsp = list.json<{ items: Court[] }>().items[0]!;
  const created = await call('POST', `/v1/judiciario/tribunais/${tjsp.id}/unidades`, admin, {
    codigo: '0100',
    nome: 'foro central cível',
    comarca: 'são paulo',
  });
  unit = created.json();
});
afterAll(() => server.close());

describe('judiciary access', () => {
  const routes = (): {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    body?: object;
    module: ModuleId;
    action?: ActionId;
  }[] => [
    { method: 'GET', url: '/v1/judiciario/tribunais', module: 'cadastro', action: 'visualizar_tribunal' },
    {
      method: 'POST',
      url: '/v1/judiciario/tribunais',
      body: newCourt({ codigo_tr: '81' }),
      module: 'cadastro',
      action: 'criar_tribunal',
    },
    {
      method: 'GET',
      url: `/v1/judiciario/tribunais/${tjsp.id}`,
      module: 'cadastro',
      action: 'visualizar_tribunal',
    },
    {
      method: 'PUT',
      url: `/v1/judiciario/tribunais/${tjsp.id}`,
      body: { segmento: 8, codigo_tr: '26', sigla: 'TJSP', nome: tjsp.nome, uf: 'SP' },
      module: 'cadastro',
      action: 'editar_tribunal',
    },
    {
      method: 'GET',
      url: `/v1/judiciario/tribunais/${tjsp.id}/unidades`,
      module: 'cadastro',
      action: 'visualizar_tribunal',
    },
    {
      method: 'POST',
      url: `/v1/judiciario/tribunais/${tjsp.id}/unidades`,
      body: { codigo: '0053', nome: 'FORO CENTRAL - FAZENDA PÚBLICA' },
      module: 'cadastro',
      action: 'criar_tribunal',
    },
    {
      method: 'GET',
      url: `/v1/judiciario/tribunais/${tjsp.id}/unidades/${unit.id}`,
      module: 'cadastro',
      action: 'visualizar_tribunal',
    },
    {
      method: 'PUT',
      url: `/v1/judiciario/tribunais/${tjsp.id}/unidades/${unit.id}`,
      body: { codigo: '0100', nome: 'FORO CENTRAL CÍVEL', comarca: 'SÃO PAULO' },
      module: 'cadastro',
      action: 'editar_tribunal',
    },
    { method: 'GET', url: '/v1/judiciario/suggest', module: 'cotacao' },
    { method: 'GET', url: '/v1/judiciario/8/tribunais/suggest?query=sp', module: 'apolice' },
    {
      method: 'GET',
      url: `/v1/judiciario/8/tribunais/${tjsp.id}/unidades/suggest`,
      module: 'cotacao',
    },
    {
      method: 'GET',
      url: '/v1/judiciario/0/numeracaounica/1000123-74.2020.8.26.0100',
      module: 'cadastro',
    },
  ];

  it('answers 401 without a token on every endpoint', async () => {
    for (const r of routes()) {
      const res = await call(r.method, r.url, undefined, r.body);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('answers 403 to guests on every endpoint', async () => {
    const guest = await server.tokenWith({ guest: true, modules: ['cotacao'], area: 'agronegocio' });
    for (const r of routes()) {
      const res = await call(r.method, r.url, guest, r.body);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('answers 403 without the module or the action, and 2xx with exactly them', async () => {
    for (const r of routes()) {
      const label = `${r.method} ${r.url}`;
      const otherActions = (['visualizar_tribunal', 'criar_tribunal', 'editar_tribunal'] as const).filter(
        (a) => a !== r.action,
      );
      const wrongModule = await server.tokenWith({
        modules: ['carteira', 'dashboard'],
        actions: r.action ? [r.action] : [],
      });
      expect((await call(r.method, r.url, wrongModule, r.body)).statusCode, label).toBe(403);
      if (r.action) {
        const wrongAction = await server.tokenWith({ modules: [r.module], actions: [...otherActions] });
        expect((await call(r.method, r.url, wrongAction, r.body)).statusCode, label).toBe(403);
      }
      const right = await server.tokenWith({ modules: [r.module], actions: r.action ? [r.action] : [] });
      const res = await call(r.method, r.url, right, r.body);
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(300);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
    }
  });
});

describe('courts', () => {
  it('creates a court in upper case with its J.TR code, segment name and ETag', async () => {
    const res = await call('POST', '/v1/judiciario/tribunais', admin, newCourt());
    expect(res.statusCode).toBe(201);
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    const court = res.json<Court>();
    expect(court).toMatchObject({
      codigo: '4.80',
      codigo_tr: '80',
      segmento: { id: 4, nome: 'Justiça Federal' },
      sigla: 'TRF TESTE',
      nome: 'TRIBUNAL DE TESTE',
      uf: 'SP',
      ativo: true,
    });
    expect(new Date(court.atualizado_em).getTime()).not.toBeNaN();
    const read = await call('GET', `/v1/judiciario/tribunais/${court.id}`, admin);
    expect(read.json()).toEqual(court);
    expect(read.headers.etag).toBe(res.headers.etag);
  });

  it('refuses a duplicate code with a Portuguese 409', async () => {
    const res = await call(
      'POST',
      '/v1/judiciario/tribunais',
      admin,
      newCourt({ segmento: 8, codigo_tr: '26' }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error_description: 'Já existe um tribunal com o código 8.26.' });
  });

  it('replays a create with the same client id: same record, one row', async () => {
    const id = crypto.randomUUID();
    const body = { id, ...newCourt({ codigo_tr: '82', sigla: 'REPLAY' }) };
    const first = await call('POST', '/v1/judiciario/tribunais', admin, body);
    const second = await call('POST', '/v1/judiciario/tribunais', admin, body);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json<Court>().id).toBe(id);
    const rows = await server.database.db.select().from(courts).where(eq(courts.codigo, '4.82'));
    expect(rows).toHaveLength(1);
  });

  it('keeps one row when the same create races itself', async () => {
    const id = crypto.randomUUID();
    const body = { id, ...newCourt({ codigo_tr: '83' }) };
    const answers = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/v1/judiciario/tribunais', admin, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const rows = await server.database.db.select().from(courts).where(eq(courts.id, id));
    expect(rows).toHaveLength(1);
  });

  it('edits a court, and refuses a code held by another court', async () => {
    const created = (
      await call('POST', '/v1/judiciario/tribunais', admin, newCourt({ codigo_tr: '84' }))
    ).json<Court>();
    const res = await call('PUT', `/v1/judiciario/tribunais/${created.id}`, admin, {
      ...newCourt({ codigo_tr: '85', nome: 'tribunal renomeado', uf: null, ativo: false }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ codigo: '4.85', nome: 'TRIBUNAL RENOMEADO', uf: null, ativo: false });
    const read = await call('GET', `/v1/judiciario/tribunais/${created.id}`, admin);
    expect(read.json()).toMatchObject({ codigo: '4.85', nome: 'TRIBUNAL RENOMEADO' });

    const dup = await call('PUT', `/v1/judiciario/tribunais/${created.id}`, admin, {
      ...newCourt({ segmento: 5, codigo_tr: '02' }),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error_description: 'Já existe um tribunal com o código 5.02.' });
  });

  it('answers 404 for a court that does not exist', async () => {
    const missing = crypto.randomUUID();
    const get = await call('GET', `/v1/judiciario/tribunais/${missing}`, admin);
    expect(get.statusCode).toBe(404);
    expect(get.json()).toMatchObject({ error_description: 'Registro não encontrado.' });
    const put = await call('PUT', `/v1/judiciario/tribunais/${missing}`, admin, newCourt());
    expect(put.statusCode).toBe(404);
    const units = await call('GET', `/v1/judiciario/tribunais/${missing}/unidades`, admin);
    expect(units.statusCode).toBe(404);
  });

  it('refuses an edit based on a stale read (If-Match) with 412, and accepts a fresh one', async () => {
    const created = await call('POST', '/v1/judiciario/tribunais', admin, newCourt({ codigo_tr: '86' }));
    const court = created.json<Court>();
    const etag = created.headers.etag as string;
    const first = await server.app.inject({
      method: 'PUT',
      url: `/v1/judiciario/tribunais/${court.id}`,
      headers: { ...bearer(admin), 'if-match': etag },
      payload: newCourt({ codigo_tr: '86', nome: 'primeira edição' }),
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(etag);
    const stale = await server.app.inject({
      method: 'PUT',
      url: `/v1/judiciario/tribunais/${court.id}`,
      headers: { ...bearer(admin), 'if-match': etag },
      payload: newCourt({ codigo_tr: '86', nome: 'edição atrasada' }),
    });
    expect(stale.statusCode).toBe(412);
    const read = await call('GET', `/v1/judiciario/tribunais/${court.id}`, admin);
    expect(read.json()).toMatchObject({ nome: 'PRIMEIRA EDIÇÃO' });
  });
});

describe('court list', () => {
  type Page = { items: Court[]; total_count: number };
  const list = async (qs: string) => {
    const res = await call('GET', `/v1/judiciario/tribunais?${qs}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  it('pages 5 at a time by default, sorted by code, with the total count', async () => {
    const page = await list('segmento=5');
    expect(page.total_count).toBe(26);
    expect(page.items.map((c) => c.codigo)).toEqual(['5.00', '5.01', '5.02', '5.03', '5.04']);
    const last = await list('segmento=5&page=6');
    expect(last.items.map((c) => c.sigla)).toEqual(['CSJT']);
    expect(last.total_count).toBe(26);
    expect((await list('segmento=5&page=7')).items).toEqual([]);
  });

  it('returns everything with page_size -1', async () => {
    const all = await list('segmento=5&page_size=-1');
    expect(all.items).toHaveLength(26);
    const everything = await list('page_size=-1');
    expect(everything.items).toHaveLength(everything.total_count);
  });

  it('sorts by sigla, nome and segmento in both directions', async () => {
    const bySigla = await list('segmento=5&sort=sigla&page_size=3');
    expect(bySigla.items.map((c) => c.sigla)).toEqual(['CSJT', 'TRT1', 'TRT10']);
    const byCodeDesc = await list('segmento=5&sort=codigo&direction=desc&page_size=2');
    expect(byCodeDesc.items.map((c) => c.codigo)).toEqual(['5.90', '5.24']);
    const bySegmentDesc = await list('sort=segmento&direction=desc&page_size=1');
    expect(bySegmentDesc.items[0]?.segmento.id).toBe(9);
    const byName = await list('segmento=9&sort=nome&direction=desc');
    // DO RIO GRANDE DO SUL > DE SÃO PAULO > DE MINAS GERAIS
    expect(byName.items.map((c) => c.sigla)).toEqual(['TJMRS', 'TJMSP', 'TJMMG']);
  });

  it('filters by text ignoring case and accents, over sigla, nome and codigo', async () => {
    const plain = await list('query=sao%20paulo&page_size=-1');
    const accented = await list(`query=${encodeURIComponent('SÃO PAULO')}&page_size=-1`);
    expect(plain.items.map((c) => c.sigla).sort()).toEqual(['TJMSP', 'TJSP', 'TRE-SP']);
    expect(accented.items).toEqual(plain.items);
    expect((await list('query=tjdft')).items.map((c) => c.codigo)).toEqual(['8.07']);
    expect((await list('query=8.26')).items.map((c) => c.sigla)).toEqual(['TJSP']);
    expect((await list('query=justica%20militar')).total_count).toBe(3);
    expect((await list('query=%25')).total_count).toBe(0);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=1000', 'page_size'],
    ['sort=uf', 'sort'],
    ['direction=up', 'direction'],
    ['segmento=10', 'segmento'],
    ['segmento=x', 'segmento'],
  ])('answers 400 with a Portuguese detail for %s', async (qs, field) => {
    const res = await call('GET', `/v1/judiciario/tribunais?${qs}`, admin);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error_description: string; details: { field: string; message: string }[] }>();
    expect(body.error_description).toBe('Chamada inválida.');
    expect(body.details[0]?.field).toBe(field);
  });
});

describe('court input validation', () => {
  it.each([
    [{ ...newCourt(), segmento: 0 }, 'segmento', 'Segmento inválido.'],
    [{ ...newCourt(), codigo_tr: '8' }, 'codigo_tr', 'O código do tribunal (TR) deve ter 2 dígitos.'],
    [{ ...newCourt(), sigla: '   ' }, 'sigla', 'Informe a sigla.'],
    [{ ...newCourt(), nome: undefined }, 'nome', 'Campo obrigatório.'],
    [{ ...newCourt(), nome: 42 }, 'nome', 'Informe o nome.'],
    [{ ...newCourt(), uf: 'XX' }, 'uf', 'UF inválida.'],
    [{ ...newCourt(), id: 'not-a-uuid' }, 'id', 'Identificador inválido.'],
  ])('answers 400 for %j', async (payload, field, message) => {
    const res = await call('POST', '/v1/judiciario/tribunais', admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_description: 'Chamada inválida.',
      details: [{ field, message }],
    });
  });

  it('answers 400, not 500, to a malformed id in the path and to a body that is not JSON', async () => {
    const bad = await call('GET', '/v1/judiciario/tribunais/123', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'id', message: 'Identificador inválido.' }] });
    const unitBad = await call('GET', `/v1/judiciario/tribunais/${tjsp.id}/unidades/xyz`, admin);
    expect(unitBad.statusCode).toBe(400);
    const notJson = await server.app.inject({
      method: 'POST',
      url: '/v1/judiciario/tribunais',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      payload: '{"segmento":',
    });
    expect(notJson.statusCode).toBe(400);
    const noBody = await call('POST', '/v1/judiciario/tribunais', admin);
    expect(noBody.statusCode).toBe(400);
  });
});
