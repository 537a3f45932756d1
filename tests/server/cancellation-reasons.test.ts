import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modalities } from '../../server/db/schema';
import type {
  CancellationReason,
  CancellationReasonSuggestion,
} from '../../src/contract/cancellation-reasons';
import type { ApiErrorBody } from '../../src/contract/common';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;
let judicial: string;
let licitante: string;
let rescisao: CancellationReason;

const BASE = '/v1/motivoscancelamento/';

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
  // The modalities domain (and its seed) is built apart: these tests make their own.
  const rows = await server.app.db
    .insert(modalities)
    .values([
      { nome: 'TESTE JUDICIAL CÍVEL', areaId: 'garantia' },
      { nome: 'TESTE LICITANTE', areaId: 'garantia' },
    ])
    .returning({ id: modalities.id });
  judicial = rows[0]!.id;
  licitante = rows[1]!.id;
  const res = await call('POST', BASE, admin, {
    nome: 'Rescisão do contrato',
    modalidade_ids: [judicial, licitante, judicial],
  });
  expect(res.statusCode, res.body).toBe(201);
  rescisao = res.json();
});
afterAll(() => server.close());

describe('cancellation reasons access', () => {
  const routes = () => [
    { method: 'GET' as const, url: BASE, action: 'visualizar_motivo_cancelamento' as const },
    {
      method: 'POST' as const,
      url: BASE,
      body: { nome: `acesso ${crypto.randomUUID()}` },
      action: 'criar_motivo_cancelamento' as const,
    },
    {
      method: 'GET' as const,
      url: `${BASE}${rescisao.id}`,
      action: 'visualizar_motivo_cancelamento' as const,
    },
    {
      method: 'PUT' as const,
      url: `${BASE}${rescisao.id}`,
      body: { nome: 'RESCISÃO DO CONTRATO', modalidade_ids: [judicial, licitante] },
      action: 'editar_motivo_cancelamento' as const,
    },
  ];

  it('answers 401 without a token', async () => {
    for (const r of [...routes(), { method: 'GET' as const, url: `${BASE}suggest` }]) {
      const res = await call(r.method, r.url, undefined, 'body' in r ? r.body : undefined);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it('needs cadastro with visualizar_ to read, criar_ to create and editar_motivo_cancelamento to edit', async () => {
    // Reading is not writing: a profile that only sees the reasons (the demo 'Consulta') changes nothing.
    const viewer = await server.tokenWith({
      modules: ['cadastro'],
      actions: ['visualizar_motivo_cancelamento'],
    });
    for (const r of routes()) {
      const label = `${r.method} ${r.url}`;
      const noAction = await server.tokenWith({ modules: ['cadastro'], actions: ['visualizar_escritorio'] });
      const noModule = await server.tokenWith({ modules: ['apolice'], actions: [r.action] });
      const exact = await server.tokenWith({ modules: ['cadastro'], actions: [r.action] });
      expect((await call(r.method, r.url, noAction, r.body)).statusCode, label).toBe(403);
      expect((await call(r.method, r.url, noModule, r.body)).statusCode, label).toBe(403);
      if (r.method !== 'GET')
        expect((await call(r.method, r.url, viewer, r.body)).statusCode, label).toBe(403);
      const res = await call(r.method, r.url, exact, r.body);
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, label).toBeLessThan(300);
    }
  });

  it('lets the policy screens reach the suggest, and nobody else', async () => {
    for (const module of ['cadastro', 'apolice'] as const) {
      const token = await server.tokenWith({ modules: [module] });
      expect((await call('GET', `${BASE}suggest`, token)).statusCode, module).toBe(200);
    }
    const other = await server.tokenWith({ modules: ['cotacao', 'carteira'] });
    expect((await call('GET', `${BASE}suggest`, other)).statusCode).toBe(403);
  });
});

describe('cancellation reasons', () => {
  it('stores the name upper-cased and each modality once, sorted by name', () => {
    expect(rescisao.nome).toBe('RESCISÃO DO CONTRATO');
    expect(rescisao.modalidades).toEqual([
      { id: judicial, nome: 'TESTE JUDICIAL CÍVEL' },
      { id: licitante, nome: 'TESTE LICITANTE' },
    ]);
  });

  it('refuses an unknown or malformed modality and a blank name with Portuguese details', async () => {
    const unknown = crypto.randomUUID();
    const res = await call('POST', BASE, admin, { nome: 'Outro', modalidade_ids: [judicial, unknown] });
    expect(res.statusCode).toBe(400);
    expect(detailsOf(res.body)).toEqual([
      { field: 'modalidade_ids.1', message: `Modalidade não encontrada: ${unknown}.` },
    ]);
    const malformed = await call('POST', BASE, admin, { nome: ' ', modalidade_ids: ['x'] });
    expect(detailsOf(malformed.body)).toEqual([
      { field: 'nome', message: 'Informe o nome.' },
      { field: 'modalidade_ids.0', message: 'Modalidade inválida.' },
    ]);
    const notList = await call('POST', BASE, admin, { nome: 'Outro', modalidade_ids: 'abc' });
    expect(detailsOf(notList.body)).toEqual([
      { field: 'modalidade_ids', message: 'As modalidades devem ser uma lista.' },
    ]);
  });

  it('refuses a duplicate name (409) and replays a create with the same id', async () => {
    const dup = await call('POST', BASE, admin, { nome: 'rescisão do contrato' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<ApiErrorBody>().error_description).toBe(
      'Já existe um motivo de cancelamento com o nome RESCISÃO DO CONTRATO.',
    );
    const id = crypto.randomUUID();
    const first = await call('POST', BASE, admin, {
      id,
      nome: 'Pedido do tomador',
      modalidade_ids: [licitante],
    });
    const again = await call('POST', BASE, admin, {
      id,
      nome: 'Pedido do tomador',
      modalidade_ids: [licitante],
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json<CancellationReason>().id).toBe(id);
  });

  it('lists paged, by text and by modality', async () => {
    await call('POST', BASE, admin, {
      nome: 'Substituição da garantia',
      modalidade_ids: [judicial],
      ativo: false,
    });
    const byModality = await call('GET', `${BASE}?modalidade_id=${licitante}&sort=nome`, admin);
    expect(byModality.json<{ items: CancellationReason[] }>().items.map((r) => r.nome)).toEqual([
      'PEDIDO DO TOMADOR',
      'RESCISÃO DO CONTRATO',
    ]);
    const byText = await call('GET', `${BASE}?query=substituicao`, admin);
    const found = byText.json<{ items: CancellationReason[]; total_count: number }>();
    expect(found.total_count).toBe(1);
    expect(found.items[0]?.modalidades.map((m) => m.id)).toEqual([judicial]);
    const paged = await call(
      'GET',
      `${BASE}?modalidade_id=${licitante}&page=2&page_size=1&direction=desc`,
      admin,
    );
    expect(
      paged.json<{ items: CancellationReason[]; total_count: number }>().items.map((r) => r.nome),
    ).toEqual(['PEDIDO DO TOMADOR']);
    const bad = await call('GET', `${BASE}?modalidade_id=abc`, admin);
    expect(detailsOf(bad.body)).toEqual([{ field: 'modalidade_id', message: 'Modalidade inválida.' }]);
  });

  it('suggests only active reasons, of the modality when one is given', async () => {
    const ofJudicial = await call('GET', `${BASE}suggest?modalidade_id=${judicial}`, admin);
    expect(ofJudicial.json<CancellationReasonSuggestion[]>().map((r) => r.nome)).toEqual([
      'RESCISÃO DO CONTRATO',
    ]);
    const all = await call('GET', `${BASE}suggest`, admin);
    const names = all.json<CancellationReasonSuggestion[]>().map((r) => r.nome);
    expect(names).toEqual(expect.arrayContaining(['PEDIDO DO TOMADOR', 'RESCISÃO DO CONTRATO']));
    expect(names).not.toContain('SUBSTITUIÇÃO DA GARANTIA');
    const typed = await call('GET', `${BASE}suggest?query=tomador`, admin);
    expect(typed.json<CancellationReasonSuggestion[]>().map((r) => r.nome)).toEqual(['PEDIDO DO TOMADOR']);
  });

  it('edits with the ETag, replacing the modalities; a stale If-Match is a 412', async () => {
    const got = await call('GET', `${BASE}${rescisao.id}`, admin);
    const etag = got.headers.etag as string;
    const ok = await call(
      'PUT',
      `${BASE}${rescisao.id}`,
      admin,
      { nome: 'Rescisão do contrato', modalidade_ids: [licitante] },
      { 'if-match': etag },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<CancellationReason>().modalidades.map((m) => m.id)).toEqual([licitante]);
    const stale = await call(
      'PUT',
      `${BASE}${rescisao.id}`,
      admin,
      { nome: 'Rescisão do contrato', modalidade_ids: [] },
      { 'if-match': etag },
    );
    expect(stale.statusCode).toBe(412);
    const now = (await call('GET', `${BASE}${rescisao.id}`, admin)).json<CancellationReason>();
    expect(now.modalidades.map((m) => m.id)).toEqual([licitante]);
    const unknownModality = await call('PUT', `${BASE}${rescisao.id}`, admin, {
      nome: 'X',
      modalidade_ids: [crypto.randomUUID()],
    });
    expect(unknownModality.statusCode).toBe(400);
  });

  it('answers 404 for an unknown reason', async () => {
    expect((await call('GET', `${BASE}${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
    expect((await call('PUT', `${BASE}${crypto.randomUUID()}`, admin, { nome: 'X' })).statusCode).toBe(404);
  });
});
