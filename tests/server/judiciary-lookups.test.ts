import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { courtUnits, courts } from '../../server/db/schema';
import { COURTS, seedCourts } from '../../server/db/seed/courts';
import type {
  Court,
  CourtSuggestion,
  CourtUnit,
  CourtUnitSuggestion,
  UniqueNumberLookup,
} from '../../src/contract/judiciary';
import { PLACEHOLDER_ID } from '../../src/contract/permissions';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let token: string;
let admin: string;

const get = (url: string) => server.app.inject({ method: 'GET', url, headers: bearer(token) });

async function court(codigo: string): Promise<Court> {
  const res = await server.app.inject({
    url: `/v1/judiciario/tribunais?query=${codigo}`,
    headers: bearer(admin),
  });
  const found = res.json<{ items: Court[] }>().items.find((c) => c.codigo === codigo);
  if (!found) throw new Error(`tribunal ${codigo} ausente`);
  return found;
}

beforeAll(async () => {
  server = await startTestServer();
  // The demo units (TJSP 0100, TRT2 0001-0003...) that the lookups below find.
  await seedCourts(server.database.db, { demoUnits: true });
  admin = await server.adminToken();
  // A quotation user: the lookups need no cadastro action.
  token = await server.tokenWith({ modules: ['cotacao'] });
});
afterAll(() => server.close());

describe('court seed', () => {
  it('holds the real courts with their CNJ codes', async () => {
    const [row] = await server.database.db.select({ n: count() }).from(courts);
    expect(row?.n).toBe(COURTS.length);
    expect(COURTS.length).toBeGreaterThanOrEqual(95);
    expect(await court('8.26')).toMatchObject({
      sigla: 'TJSP',
      nome: 'TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO',
      uf: 'SP',
      segmento: { id: 8, nome: 'Justiça dos Estados e do Distrito Federal' },
    });
    expect(await court('5.02')).toMatchObject({ sigla: 'TRT2', uf: 'SP' });
    expect(await court('4.03')).toMatchObject({
      sigla: 'TRF3',
      nome: 'TRIBUNAL REGIONAL FEDERAL DA 3ª REGIÃO',
    });
    expect(await court('8.07')).toMatchObject({ sigla: 'TJDFT', uf: 'DF' });
    expect(await court('6.26')).toMatchObject({ sigla: 'TRE-SP', uf: 'SP' });
    expect(await court('9.21')).toMatchObject({ sigla: 'TJMRS', uf: 'RS' });
    expect(await court('1.00')).toMatchObject({ sigla: 'STF', uf: null });
  });

  it('is idempotent and keeps edits, demo units included', async () => {
    const db = server.database.db;
    await db.update(courts).set({ nome: 'NOME EDITADO' }).where(eq(courts.codigo, '8.27'));
    await seedCourts(db, { demoUnits: true });
    await seedCourts(db, { demoUnits: true });
    const [courtCount] = await db.select({ n: count() }).from(courts);
    expect(courtCount?.n).toBe(COURTS.length);
    expect((await court('8.27')).nome).toBe('NOME EDITADO');
    const tjsp = await court('8.26');
    const units = await db.select().from(courtUnits).where(eq(courtUnits.tribunalId, tjsp.id));
    expect(units.filter((u) => u.codigo === '0100')).toMatchObject([
      { nome: 'FORO CENTRAL CÍVEL', comarca: 'SÃO PAULO' },
    ]);
    const trt2 = await court('5.02');
    const trt2Units = await db.select().from(courtUnits).where(eq(courtUnits.tribunalId, trt2.id));
    expect(trt2Units.length).toBeGreaterThanOrEqual(3);
  });
});

describe('judiciary suggests', () => {
  it('lists the nine segments', async () => {
    const res = await get('/v1/judiciario/suggest');
    expect(res.statusCode).toBe(200);
    const segments = res.json<{ id: number; nome: string }[]>();
    expect(segments).toHaveLength(9);
    expect(segments[0]).toEqual({ id: 1, nome: 'Supremo Tribunal Federal' });
    expect(segments[4]).toEqual({ id: 5, nome: 'Justiça do Trabalho' });
  });

  it('suggests the active courts of a segment, at most 20, filtered by text', async () => {
    const all = (await get('/v1/judiciario/8/tribunais/suggest')).json<CourtSuggestion[]>();
    expect(all).toHaveLength(20);
    expect(all[0]).toEqual({
      id: expect.any(String) as string,
      nome: 'TRIBUNAL DE JUSTIÇA DO ESTADO DO ACRE',
      codigo: '8.01',
      sigla: 'TJAC',
    });
    const sp = (await get('/v1/judiciario/8/tribunais/suggest?query=s%C3%A3o%20paulo')).json<
      CourtSuggestion[]
    >();
    expect(sp.map((c) => c.sigla)).toEqual(['TJSP']);
    const trt = (await get('/v1/judiciario/5/tribunais/suggest?query=trt2')).json<CourtSuggestion[]>();
    expect(trt.map((c) => c.sigla)).toEqual(['TRT2', 'TRT20', 'TRT21', 'TRT22', 'TRT23', 'TRT24']);

    const inactive = await server.app.inject({
      method: 'POST',
      url: '/v1/judiciario/tribunais',
      headers: bearer(admin),
      payload: { segmento: 9, codigo_tr: '90', sigla: 'INATIVO', nome: 'TRIBUNAL INATIVO', ativo: false },
    });
    expect(inactive.statusCode).toBe(201);
    const military = (await get('/v1/judiciario/9/tribunais/suggest')).json<CourtSuggestion[]>();
    expect(military.map((c) => c.sigla)).toEqual(['TJMMG', 'TJMRS', 'TJMSP']);
  });

  it('suggests the units of a court after the NÃO SE APLICA placeholder', async () => {
    const trt2 = await court('5.02');
    const units = (await get(`/v1/judiciario/5/tribunais/${trt2.id}/unidades/suggest`)).json<
      CourtUnitSuggestion[]
    >();
    expect(units[0]).toEqual({ id: PLACEHOLDER_ID, nome: 'NÃO SE APLICA' });
    expect(units.slice(1, 4).map((u) => u.codigo)).toEqual(['0001', '0002', '0003']);

    const created = await server.app.inject({
      method: 'POST',
      url: `/v1/judiciario/tribunais/${trt2.id}/unidades`,
      headers: bearer(admin),
      payload: { codigo: '0090', nome: '90ª VARA DO TRABALHO DE SÃO PAULO', ativo: false },
    });
    expect(created.json<CourtUnit>().ativo).toBe(false);
    const filtered = (
      await get(`/v1/judiciario/5/tribunais/${trt2.id}/unidades/suggest?query=2%C2%AA%20vara`)
    ).json<CourtUnitSuggestion[]>();
    expect(filtered.map((u) => u.nome)).toEqual(['NÃO SE APLICA', '2ª VARA DO TRABALHO DE SÃO PAULO']);
    const withInactive = (await get(`/v1/judiciario/5/tribunais/${trt2.id}/unidades/suggest?query=90`)).json<
      CourtUnitSuggestion[]
    >();
    expect(withInactive).toEqual([{ id: PLACEHOLDER_ID, nome: 'NÃO SE APLICA' }]);
  });

  it('answers 404 for a court of another segment and 400 for a bad segment or court id', async () => {
    const trt2 = await court('5.02');
    expect((await get(`/v1/judiciario/8/tribunais/${trt2.id}/unidades/suggest`)).statusCode).toBe(404);
    for (const url of [
      '/v1/judiciario/0/tribunais/suggest',
      '/v1/judiciario/x/tribunais/suggest',
      '/v1/judiciario/10/tribunais/suggest',
      '/v1/judiciario/5/tribunais/abc/unidades/suggest',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ error_description: 'Chamada inválida.' });
    }
  });
});

describe('CNJ unique number lookup', () => {
  const lookup = (segment: number | string, numero: string) =>
    get(`/v1/judiciario/${String(segment)}/numeracaounica/${encodeURIComponent(numero)}`);

  it('finds the segment, the court and the unit of a valid number', async () => {
    const res = await lookup(8, '1000123-74.2020.8.26.0100');
    expect(res.statusCode).toBe(200);
    const tjsp = await court('8.26');
    const body = res.json<UniqueNumberLookup>();
    expect(body).toEqual({
      numero: '1000123-74.2020.8.26.0100',
      ano: 2020,
      origem: '0100',
      segmento: { id: 8, nome: 'Justiça dos Estados e do Distrito Federal' },
      tribunal: { id: tjsp.id, codigo: '8.26', sigla: 'TJSP', nome: tjsp.nome },
      unidade: { id: expect.any(String) as string, codigo: '0100', nome: 'FORO CENTRAL CÍVEL' },
    });
  });

  it('accepts the 20 digits, and any segment with 0', async () => {
    const res = await lookup(0, '10001239820205020001');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      numero: '1000123-98.2020.5.02.0001',
      segmento: { id: 5, nome: 'Justiça do Trabalho' },
      tribunal: { codigo: '5.02', sigla: 'TRT2' },
      unidade: { codigo: '0001', nome: '1ª VARA DO TRABALHO DE SÃO PAULO' },
    });
  });

  it('answers a valid number of an unregistered unit or court with nulls', async () => {
    const unknownUnit = await lookup(8, '1000123-59.2020.8.26.9999');
    expect(unknownUnit.json()).toMatchObject({ tribunal: { sigla: 'TJSP' }, unidade: null });
    const unknownCourt = await lookup(8, '0000001-14.2024.8.99.0001');
    expect(unknownCourt.statusCode).toBe(200);
    expect(unknownCourt.json()).toMatchObject({ tribunal: null, unidade: null, ano: 2024 });
  });

  it('refuses a wrong check digit in Portuguese', async () => {
    const res = await lookup(8, '1000123-75.2020.8.26.0100');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'Chamada inválida.',
      details: [{ field: 'numero', message: 'Dígito verificador inválido no número do processo.' }],
    });
  });

  it.each(['1000123-74.2020.8.26.010', '1000123742020826010', 'abc', '1000123-74/2020.8.26.0100'])(
    'refuses the malformed number %s',
    async (numero) => {
      const res = await lookup(8, numero);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        details: [
          {
            field: 'numero',
            message: 'Número de processo inválido: use o formato NNNNNNN-DD.AAAA.J.TR.OOOO.',
          },
        ],
      });
    },
  );

  it('refuses a number of another segment than the expected one', async () => {
    const labour = await lookup(8, '1000123-98.2020.5.02.0001');
    expect(labour.statusCode).toBe(400);
    expect(labour.json()).toMatchObject({
      details: [{ message: 'O processo pertence à Justiça do Trabalho, não ao segmento esperado.' }],
    });
    const federal = await lookup(5, '5046512-94.2016.4.04.7000');
    expect(federal.json()).toMatchObject({
      details: [{ message: 'O processo pertence à Justiça Federal, não ao segmento esperado.' }],
    });
  });

  it('answers 400 for a segment outside 0-9', async () => {
    const res = await lookup('a', '1000123-74.2020.8.26.0100');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ field: 'segmento', message: 'Segmento inválido.' }] });
  });
});
