import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courtUnits } from '../../server/db/schema';
import type { Court, CourtUnit } from '../../src/contract/judiciary';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;
let courtA: Court;
let courtB: Court;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return server.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
}

const unitsOf = (court: Court) => `/v1/judiciario/tribunais/${court.id}/unidades`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  const create = async (codigo_tr: string) =>
    (
      await call('POST', '/v1/judiciario/tribunais', {
        segmento: 4,
        codigo_tr,
        sigla: `TESTE${codigo_tr}`,
        nome: `TRIBUNAL DE TESTE ${codigo_tr}`,
      })
    ).json<Court>();
  courtA = await create('70');
  courtB = await create('71');
});
afterAll(() => server.close());

describe('court units', () => {
  it('creates a unit in upper case under its court, readable there with an ETag', async () => {
    const res = await call('POST', unitsOf(courtA), {
      codigo: '0001',
      nome: '1ª vara cível',
      comarca: 'ribeirão preto',
    });
    expect(res.statusCode).toBe(201);
    const unit = res.json<CourtUnit>();
    expect(unit).toMatchObject({
      tribunal_id: courtA.id,
      codigo: '0001',
      nome: '1ª VARA CÍVEL',
      comarca: 'RIBEIRÃO PRETO',
      ativo: true,
    });
    const read = await call('GET', `${unitsOf(courtA)}/${unit.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(unit);
    expect(read.headers.etag).toBe(res.headers.etag);
  });

  it('reaches a unit only through its own court', async () => {
    const unit = (await call('POST', unitsOf(courtA), { codigo: '0002', nome: 'VARA A' })).json<CourtUnit>();
    const elsewhere = await call('GET', `${unitsOf(courtB)}/${unit.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error_description: 'Registro não encontrado.' });
    const edit = await call('PUT', `${unitsOf(courtB)}/${unit.id}`, { codigo: '0002', nome: 'INVASÃO' });
    expect(edit.statusCode).toBe(404);
    const listB = (await call('GET', `${unitsOf(courtB)}?page_size=-1`)).json<{ items: CourtUnit[] }>();
    expect(listB.items.map((u) => u.id)).not.toContain(unit.id);
    expect((await call('GET', `${unitsOf(courtA)}/${unit.id}`)).json()).toMatchObject({ nome: 'VARA A' });
    const missing = await call('POST', `/v1/judiciario/tribunais/${crypto.randomUUID()}/unidades`, {
      codigo: '0002',
      nome: 'SEM TRIBUNAL',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a duplicate code within a court, but not in another court', async () => {
    await call('POST', unitsOf(courtA), { codigo: '0003', nome: 'VARA TRÊS' });
    const dup = await call('POST', unitsOf(courtA), { codigo: '0003', nome: 'OUTRA' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      error_description: 'Já existe uma vara com o código 0003 neste tribunal.',
    });
    const other = await call('POST', unitsOf(courtB), { codigo: '0003', nome: 'VARA TRÊS DE B' });
    expect(other.statusCode).toBe(201);
  });

  it('replays a create with the same client id: same record, one row', async () => {
    const id = crypto.randomUUID();
    const body = { id, codigo: '0004', nome: 'VARA QUATRO' };
    const first = await call('POST', unitsOf(courtA), body);
    const second = await call('POST', unitsOf(courtA), body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json()).toEqual(first.json());
    const rows = await server.database.db.select().from(courtUnits).where(eq(courtUnits.id, id));
    expect(rows).toHaveLength(1);
    const underOtherCourt = await call('POST', unitsOf(courtB), body);
    expect(underOtherCourt.statusCode).toBe(409);
  });

  it('edits a unit, refuses a code held by a sibling, and honours If-Match', async () => {
    const created = await call('POST', unitsOf(courtA), { codigo: '0005', nome: 'VARA CINCO' });
    const unit = created.json<CourtUnit>();
    const url = `${unitsOf(courtA)}/${unit.id}`;
    const edit = await call('PUT', url, { codigo: '0006', nome: 'vara seis', comarca: '', ativo: false });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ codigo: '0006', nome: 'VARA SEIS', comarca: null, ativo: false });
    const dup = await call('PUT', url, { codigo: '0001', nome: 'VARA SEIS' });
    expect(dup.statusCode).toBe(409);
    const stale = await server.app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(admin), 'if-match': created.headers.etag as string },
      payload: { codigo: '0006', nome: 'VARA ATRASADA' },
    });
    expect(stale.statusCode).toBe(412);
    expect((await call('GET', url)).json()).toMatchObject({ nome: 'VARA SEIS' });
  });

  it('validates the unit body and path in Portuguese', async () => {
    const res = await call('POST', unitsOf(courtA), { codigo: '12', nome: 'X' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error_description: 'Chamada inválida.',
      details: [{ field: 'codigo', message: 'O código da vara deve ter 4 dígitos.' }],
    });
    const badVara = await call('PUT', `${unitsOf(courtA)}/nao-e-uuid`, { codigo: '0001', nome: 'X' });
    expect(badVara.statusCode).toBe(400);
    expect(badVara.json()).toMatchObject({ details: [{ field: 'vara' }] });
  });
});

describe('court unit list', () => {
  let court: Court;
  type Page = { items: CourtUnit[]; total_count: number };
  const list = async (qs: string) => {
    const res = await call('GET', `${unitsOf(court)}?${qs}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };

  beforeAll(async () => {
    court = (
      await call('POST', '/v1/judiciario/tribunais', {
        segmento: 4,
        codigo_tr: '72',
        sigla: 'LISTA',
        nome: 'TRIBUNAL DA LISTA',
      })
    ).json<Court>();
    const units = [
      ['0010', 'ÉTICA', 'CAMPINAS'],
      ['0020', 'FORO', 'ARARAQUARA'],
      ['0030', 'ABC', 'SÃO CARLOS'],
      ['0040', 'ZONA', 'BAURU'],
      ['0050', 'MEIO', 'JAÚ'],
      ['0060', 'SEXTA', 'SANTOS'],
    ];
    for (const [codigo, nome, comarca] of units)
      expect((await call('POST', unitsOf(court), { codigo, nome, comarca })).statusCode).toBe(201);
  });

  it('pages 5 at a time by code, with the total count and -1 for all', async () => {
    const first = await list('');
    expect(first.total_count).toBe(6);
    expect(first.items.map((u) => u.codigo)).toEqual(['0010', '0020', '0030', '0040', '0050']);
    expect((await list('page=2')).items.map((u) => u.codigo)).toEqual(['0060']);
    expect((await list('page_size=-1')).items).toHaveLength(6);
  });

  it('sorts names and comarcas ignoring accents', async () => {
    expect((await list('sort=nome&page_size=3')).items.map((u) => u.nome)).toEqual(['ABC', 'ÉTICA', 'FORO']);
    expect((await list('sort=comarca&direction=desc&page_size=2')).items.map((u) => u.comarca)).toEqual([
      'SÃO CARLOS',
      'SANTOS',
    ]);
  });

  it('filters by text over code, name and comarca, ignoring accents', async () => {
    expect((await list('query=etica')).items.map((u) => u.codigo)).toEqual(['0010']);
    expect((await list('query=jau')).items.map((u) => u.nome)).toEqual(['MEIO']);
    expect((await list('query=0060')).total_count).toBe(1);
    expect((await list('query=nada')).total_count).toBe(0);
  });

  it('answers 400 for a sort field of courts', async () => {
    const res = await call('GET', `${unitsOf(court)}?sort=sigla`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ field: 'sort' }] });
  });
});
