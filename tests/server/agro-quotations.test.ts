import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as jose from 'jose';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import type { LightMyRequestResponse } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import * as agroRepo from '../../server/domains/agro-quotations/repository';
import {
  agroCosts,
  agroQuotations,
  economicGroups,
  insurers,
  modalities,
  offices,
  quotePermissions,
  subModalities,
  users,
} from '../../server/db/schema';
import { agroWorkflow } from '../../server/domains/agro-quotations/workflow';
import type { AgroAction } from '../../server/domains/agro-quotations/workflow';
import type {
  AgroCost,
  AgroFormData,
  AgroLog,
  AgroMunicipality,
  AgroPrintView,
  AgroQuotation,
  AgroQuotationRow,
  AgroStateId,
} from '../../src/contract/agro-quotations';
import {
  AGRO_MESSAGES,
  AGRO_STATES,
  PAYMENT_FORMS,
  SOIL_CLASSES,
  formatAgroNumber,
  suggestedInsuredAmount,
} from '../../src/contract/agro-quotations';
import type { ApiErrorBody, Paged } from '../../src/contract/common';
import type { TokenResponse } from '../../src/contract/auth';
import { apiPath } from '../../src/contract/manifest';
import { agroQuotationAccess, agroQuotationApi as api } from '../../src/contract/manifests/agro-quotations';
import { AGRO_QUOTATION_SORT } from '../../src/contract/screens/agro-quotations';
import type { AgroListQuery } from '../../src/contract/agro-quotations';
import { openScratchDatabase } from './scratch-database';
import type { ScratchDatabase } from './scratch-database';
import type { TestServer } from './harness';
import { agroQuotationSample } from './route-samples';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, startTestServer } from './harness';
import { createProfile, createUser, login, postForm, refresh } from './auth-helpers';

// The agribusiness quotations: every endpoint of the manifest with 401/403/2xx, the guest
// matrix, the whole transition table (coffee and the other crops), the agreement card's PDF, the print
// token, the photos and sketch, X-Area, and the lookups.

const GUEST_DENIED = 'Convidados não têm acesso a esta operação.';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let server: TestServer;
/** Every module and action. */
let staff: string;
/** Module cotacao without criar_cotacao: reads only. */
let viewer: string;
/** Logged in, no module. */
let nobody: string;
let guestA: string;
let guestB: string;
let insurerA: string;
let insurerB: string;
let insurerC: string;
let group: string;
let office: string;

type Method = 'GET' | 'POST' | 'PUT';

function call(method: Method, url: string, token?: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

function multipart(
  bytes: Buffer,
  filename: string,
  extra: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----agro${crypto.randomUUID().replace(/-/g, '')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(extra))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(url: string, token: string, bytes: Buffer, filename: string, extra?: Record<string, string>) {
  const body = multipart(bytes, filename, extra);
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

const errorOf = (res: LightMyRequestResponse) => res.json<ApiErrorBody>();

function expectStatus(res: LightMyRequestResponse, status: number, label = '') {
  expect(res.statusCode, `${label} ${res.body}`).toBe(status);
}

/** The route samples' coffee quotation, with the optional values a producer may add. */
const coffeeBody = (extra: Record<string, unknown> = {}) => {
  const sample = agroQuotationSample();
  return {
    ...sample,
    produtor: { ...(sample.produtor as Record<string, unknown>), email: 'jose@fazenda.com.br' },
    subvencao_percentual: 40,
    franquia_percentual: 20,
    ...extra,
  };
};

const hailBody = (extra: Record<string, unknown> = {}) => ({
  produto: 'agricola',
  cobertura: 'granizo',
  produtor: { documento: generateCnpj(), nome: 'Agropecuária Três Irmãos Ltda' },
  propriedade: {
    nome: 'Sítio Santa Rita',
    municipio: 'Cascavel',
    uf: 'PR',
    codigo_ibge: '4104808',
    area_ha: 120,
  },
  cultura: 'soja',
  grupo_operacao_id: 'recursos_proprios',
  importancia_segurada: 480_000,
  ...extra,
});

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

const costBody = (cotacao: string, seguradora: string, extra: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  cotacao_id: cotacao,
  seguradora_id: seguradora,
  importancia_segurada: 900_000,
  taxa: 4.5,
  subvencao_percentual: 40,
  franquia_percentual: 20,
  validade: inAYear(),
  opcoes: [
    { forma_pagamento: 'a_vista', premio: 40_500, parcelas: 1 },
    { forma_pagamento: 'parcelado_4x', premio: 42_000, parcelas: 4 },
  ],
  ...extra,
});

async function create(token: string, body: object): Promise<AgroQuotation> {
  const res = await call('POST', api.list, token, body);
  expectStatus(res, 201, 'criar');
  return res.json<AgroQuotation>();
}

async function read(id: string, token = staff): Promise<AgroQuotation> {
  const res = await call('GET', apiPath(api.item, { id }), token);
  expectStatus(res, 200, 'ler');
  return res.json<AgroQuotation>();
}

async function addCost(
  cotacao: string,
  seguradora: string,
  extra?: Record<string, unknown>,
): Promise<AgroCost> {
  const res = await call('POST', api.costAdd, staff, costBody(cotacao, seguradora, extra));
  expectStatus(res, 201, 'custo');
  return res.json<AgroCost>();
}

const coffee = (q: AgroQuotation) => q.produto.id === 'cafezal';

/** The request of one workflow action on `q`, with a valid body (staff, unless `token`). */
async function act(action: AgroAction, q: AgroQuotation, token = staff): Promise<LightMyRequestResponse> {
  const id = q.id;
  const costs = (await call('GET', apiPath(api.costList, { id }), staff)).json<AgroCost[]>();
  switch (action) {
    case 'adicionar_custo':
      return call('POST', api.costAdd, token, costBody(id, insurerC));
    case 'aprovar_forma_pagamento':
      return call(
        'PUT',
        apiPath(coffee(q) ? api.approveCoffee : api.approve, {
          id: costs[0]?.id ?? crypto.randomUUID(),
          forma: 'a_vista',
        }),
        token,
        {},
      );
    case 'gerar_card':
      return call('PUT', apiPath(coffee(q) ? api.cardGenerateCoffee : api.cardGenerate, { id }), token, {});
    case 'enviar_arquivo':
      return upload(
        `${coffee(q) ? api.fileUploadCoffee : api.fileUpload}?cotacao_id=${id}`,
        token,
        PDF,
        'assinado.pdf',
      );
    case 'aprovar_arquivo':
      return call('PUT', api.fileApprove, token, { cotacao_id: id });
    case 'reprovar_arquivo':
      return call('PUT', api.fileReject, token, { cotacao_id: id, motivo: 'Assinatura ilegível.' });
    case 'registrar_proposta':
      return call('PUT', apiPath(coffee(q) ? api.proposalCoffee : api.proposal, { id }), token, {
        numero_proposta: `PR-${String(q.numero)}`,
      });
    case 'emitir_apolice':
      return call('PUT', apiPath(coffee(q) ? api.policyCoffee : api.policy, { id }), token, {
        numero_apolice: `AP-${String(q.numero)}`,
        vigencia_inicio: '2026-07-01',
        vigencia_fim: '2027-06-30',
      });
    case 'cancelar':
      return call('PUT', apiPath(api.cancel, { id }), token, { motivo: 'Produtor desistiu.' });
    case 'enviar_foto':
      return upload(apiPath(api.photos, { id }), token, PNG, 'lavoura.png');
    case 'salvar_croqui':
      return call('PUT', apiPath(api.sketch, { id }), token, {
        poligono: [
          { latitude: -21.3, longitude: -46.7 },
          { latitude: -21.31, longitude: -46.7 },
          { latitude: -21.31, longitude: -46.71 },
        ],
        pontos: [{ latitude: -21.305, longitude: -46.705 }],
      });
  }
}

const stateName = (id: AgroStateId) => AGRO_STATES.find((s) => s.id === id)?.nome ?? id;

/** The path every quotation takes, and the action that leaves each state of it. */
const PATH: [AgroStateId, AgroAction | undefined][] = [
  ['aguardando_custos', 'adicionar_custo'],
  ['aguardando_aprovacao', 'aprovar_forma_pagamento'],
  ['aprovada', 'gerar_card'],
  ['card_gerado', 'enviar_arquivo'],
  ['arquivo_enviado', 'aprovar_arquivo'],
  ['arquivo_aprovado', 'registrar_proposta'],
  ['proposta', 'emitir_apolice'],
  ['apolice_emitida', undefined],
];

const ACTIONS = Object.keys(agroWorkflow.actions) as AgroAction[];

async function insertInsurer(nome: string): Promise<string> {
  const [row] = await server.database.db
    .insert(insurers)
    .values({ nome, razaoSocial: `${nome} S.A.`, cnpj: generateCnpj() })
    .returning({ id: insurers.id });
  if (!row) throw new Error('seguradora');
  return row.id;
}

async function guestToken(
  headers: Record<string, string> = { 'x-area': 'agronegocio' },
): Promise<TokenResponse> {
  const res = await postForm(server.app, '/connect/guestToken', { client_id: 'portal' }, { headers });
  expectStatus(res, 200, 'guestToken');
  return res.json<TokenResponse>();
}

const agroArea = { 'x-area': 'agronegocio' };

/** A guest token asked for with a device's guest key. */
async function guestTokenOf(dispositivo: string): Promise<TokenResponse> {
  const res = await postForm(server.app, '/connect/guestToken', { dispositivo }, { headers: agroArea });
  expectStatus(res, 200, 'guestToken');
  return res.json<TokenResponse>();
}

beforeAll(async () => {
  server = await startTestServer({ loginRateLimit: { max: 1000, windowMs: 60_000 } });
  staff = await server.adminToken();
  viewer = await server.tokenWith({ modules: ['cotacao'] });
  nobody = await server.tokenWith({ modules: ['cadastro'], actions: ['visualizar_tribunal'] });
  guestA = (await guestToken()).access_token;
  guestB = (await guestToken()).access_token;
  insurerA = await insertInsurer('AGRO SEGUROS');
  insurerB = await insertInsurer('CAMPO FORTE SEGUROS');
  insurerC = await insertInsurer('SAFRA BOA SEGUROS');
  const [g] = await server.database.db
    .insert(economicGroups)
    .values({
      cnpj: generateCnpj(),
      razaoSocial: 'COOPERATIVA DOS CAFEICULTORES LTDA',
      nomeFantasia: 'COOPERCAFÉ',
    })
    .returning({ id: economicGroups.id });
  const [o] = await server.database.db
    .insert(offices)
    .values({ nome: 'ESCRITÓRIO GUAXUPÉ', cidade: 'Guaxupé', uf: 'MG' })
    .returning({ id: offices.id });
  if (!g || !o) throw new Error('grupo/escritório');
  group = g.id;
  office = o.id;
});
afterAll(() => server.close());

describe('creating and reading', () => {
  it('creates a coffee quotation (201), replays its client id once (200) and reads it', async () => {
    const id = crypto.randomUUID();
    const body = coffeeBody({ id, grupo_economico_id: group, escritorio_id: office });
    const first = await call('POST', api.list, staff, body);
    expectStatus(first, 201);
    const q = first.json<AgroQuotation>();
    expect(first.headers.etag).toBeTruthy();
    expect(q).toMatchObject({
      id,
      situacao: { id: 'aguardando_custos', nome: 'Aguardando custos' },
      produto: { id: 'cafezal' },
      cobertura: { id: 'multirrisco' },
      convidado: false,
      grupo_economico: { id: group, nome: 'COOPERCAFÉ' },
      escritorio: { id: office, nome: 'ESCRITÓRIO GUAXUPÉ' },
      propriedade: { codigo_ibge: '3128709', uf: 'MG', area_ha: 25.5 },
      cafezal: {
        especie: { id: 'arabica' },
        variedade: { id: 'catuai_vermelho', nome: 'Catuaí Vermelho' },
        classificacao_solo: { id: 'AD4' },
        produtividade_sacas_ha: 35,
      },
      cultura: null,
      // 25.5 ha × 35 sacas × 70% × R$ 1.200
      importancia_segurada: suggestedInsuredAmount({
        area_ha: 25.5,
        produtividade: 35,
        nivel_cobertura: 70,
        preco_unitario: 1200,
      }),
      aprovacao: null,
      arquivos: [],
    });
    expect(q.importancia_segurada).toBe(749_700);
    // Purpose, expiry (base 36) and the HMAC (server/domains/agro-quotations/print-token.ts).
    expect(q.token_impressao).toMatch(/^p[a-z0-9]+\.[A-Za-z0-9_-]{43}$/);
    const again = await call('POST', api.list, staff, body);
    expectStatus(again, 200);
    expect(again.json<AgroQuotation>().numero).toBe(q.numero);
    const rows = await server.database.db.select().from(agroQuotations).where(eq(agroQuotations.id, id));
    expect(rows).toHaveLength(1);
    expect((await read(id)).numero).toBe(q.numero);
    // The same id with another producer is another record: 409, nothing stored.
    const other = await call('POST', api.list, staff, {
      ...body,
      produtor: { ...body.produtor, nome: 'OUTRO' },
    });
    expectStatus(other, 409);
  });

  it('refuses bad input in Portuguese and stores nothing', async () => {
    const before = (await server.database.db.select().from(agroQuotations)).length;
    const cases: [object, string, RegExp][] = [
      [
        coffeeBody({ produtor: { documento: '11111111111', nome: 'X' } }),
        'produtor.documento',
        /CPF inválido/,
      ],
      [
        hailBody({ produtor: { documento: '11222333000100', nome: 'X' } }),
        'produtor.documento',
        /CNPJ inválido/,
      ],
      [coffeeBody({ grupo_economico_id: crypto.randomUUID() }), 'grupo_economico_id', /Grupo econômico/],
      [coffeeBody({ escritorio_id: crypto.randomUUID() }), 'escritorio_id', /Escritório/],
      [
        hailBody({ propriedade: { ...hailBody().propriedade, uf: 'SP' } }),
        'propriedade.codigo_ibge',
        /não é de um município de SP/,
      ],
      [
        hailBody({ propriedade: { ...hailBody().propriedade, codigo_ibge: '9999999' } }),
        'propriedade.codigo_ibge',
        /Município não encontrado/,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call('POST', api.list, staff, body);
      expectStatus(res, 400, field);
      expect(errorOf(res).details?.[0]).toMatchObject({ field, message: expect.stringMatching(message) });
    }
    const noCrop = await call('POST', api.list, staff, hailBody({ cultura: undefined }));
    expectStatus(noCrop, 400);
    expect(JSON.stringify(errorOf(noCrop))).toContain(AGRO_MESSAGES.cropRequired);
    const wrongVariety = await call(
      'POST',
      api.list,
      staff,
      coffeeBody({ cafezal: { ...(agroQuotationSample().cafezal as object), especie_id: 'canephora' } }),
    );
    expectStatus(wrongVariety, 400);
    expect(JSON.stringify(errorOf(wrongVariety))).toContain(AGRO_MESSAGES.varietyMismatch);
    expect((await server.database.db.select().from(agroQuotations)).length).toBe(before);
  });

  it('answers 404 for a missing quotation, in Portuguese', async () => {
    const res = await call('GET', apiPath(api.item, { id: crypto.randomUUID() }), staff);
    expectStatus(res, 404);
    expect(errorOf(res).error_description).toMatch(/[a-zà-ú]/i);
  });
});

describe('the whole flow of a coffee quotation (...Cafezal endpoints)', () => {
  let q: AgroQuotation;
  let costA: AgroCost;
  let costB: AgroCost;
  let cardId: string;

  it('records the costs of two insurers, per payment form', async () => {
    q = await create(staff, coffeeBody());
    costA = await addCost(q.id, insurerA);
    expect(costA).toMatchObject({
      cotacao_id: q.id,
      seguradora: { id: insurerA, nome: 'AGRO SEGUROS' },
      opcoes: [
        {
          forma_pagamento: { id: 'a_vista', nome: 'À vista (boleto)' },
          premio: 40_500,
          parcelas: 1,
          valor_parcela: 40_500,
        },
        { forma_pagamento: { id: 'parcelado_4x' }, premio: 42_000, parcelas: 4, valor_parcela: 10_500 },
      ],
      aprovada: null,
    });
    expect((await read(q.id)).situacao.id).toBe('aguardando_aprovacao');
    costB = await addCost(q.id, insurerB, {
      opcoes: [{ forma_pagamento: 'safra', premio: 39_900, parcelas: 1 }],
    });
    // A replay of the same create answers the stored cost; the same insurer again is refused.
    const replay = await call('POST', api.costAdd, staff, {
      ...costBody(q.id, insurerB),
      id: costB.id,
      opcoes: [{ forma_pagamento: 'safra', premio: 39_900, parcelas: 1 }],
    });
    expectStatus(replay, 200);
    const twice = await call('POST', api.costAdd, staff, costBody(q.id, insurerA));
    expectStatus(twice, 409);
    expect(errorOf(twice).error_description).toBe('Esta seguradora já tem custos nesta cotação.');
    const list = await call('GET', apiPath(api.costList, { id: q.id }), staff);
    expect(list.json<AgroCost[]>().map((c) => c.id)).toEqual([costA.id, costB.id]);
    const one = await call('GET', apiPath(api.costItem, { id: costA.id }), viewer);
    expectStatus(one, 200);
    expect(one.json<AgroCost>().id).toBe(costA.id);
    // A day that does not exist is a 400, not a database error.
    const feb31 = await call(
      'POST',
      api.costAdd,
      staff,
      costBody(q.id, insurerC, { validade: '2030-02-31' }),
    );
    expectStatus(feb31, 400);
    expect(errorOf(feb31).details).toEqual([
      { field: 'validade', message: 'Validade inválida: aaaa-mm-dd.' },
    ]);
    const missing = await call('GET', apiPath(api.costItem, { id: crypto.randomUUID() }), staff);
    expectStatus(missing, 404);
    expect(errorOf(missing).error_description).toBe(AGRO_MESSAGES.costNotFound);
  });

  it('approves one payment form the insurer offered, through the coffee endpoint only', async () => {
    const plain = await call('PUT', apiPath(api.approve, { id: costA.id, forma: 'a_vista' }), staff, {});
    expectStatus(plain, 409);
    expect(errorOf(plain).error_description).toBe(AGRO_MESSAGES.productMismatch);
    const notOffered = await call(
      'PUT',
      apiPath(api.approveCoffee, { id: costB.id, forma: 'a_vista' }),
      staff,
      {},
    );
    expectStatus(notOffered, 409);
    expect(errorOf(notOffered).error_description).toBe(AGRO_MESSAGES.paymentFormNotOffered);
    const unknownForm = await call(
      'PUT',
      apiPath(api.approveCoffee, { id: costA.id, forma: 'cheque' }),
      staff,
      {},
    );
    expectStatus(unknownForm, 400);
    expect((await read(q.id)).situacao.id).toBe('aguardando_aprovacao');
    const ok = await call(
      'PUT',
      apiPath(api.approveCoffee, { id: costA.id, forma: 'parcelado_4x' }),
      staff,
      {},
    );
    expectStatus(ok, 200);
    expect(ok.json<AgroQuotation>()).toMatchObject({
      situacao: { id: 'aprovada' },
      aprovacao: {
        custo_id: costA.id,
        seguradora: { id: insurerA, nome: 'AGRO SEGUROS' },
        forma_pagamento: { id: 'parcelado_4x', nome: 'Parcelado em 4 vezes' },
        premio: 42_000,
      },
    });
    const cost = (await call('GET', apiPath(api.costItem, { id: costA.id }), staff)).json<AgroCost>();
    expect(cost.aprovada).toEqual({ id: 'parcelado_4x', nome: 'Parcelado em 4 vezes' });
  });

  it('generates the agreement card as a real PDF with the quotation number in it', async () => {
    const plain = await call('PUT', apiPath(api.cardGenerate, { id: q.id }), staff, {});
    expectStatus(plain, 409);
    expect(errorOf(plain).error_description).toBe(AGRO_MESSAGES.productMismatch);
    const res = await call('PUT', apiPath(api.cardGenerateCoffee, { id: q.id }), staff, {});
    expectStatus(res, 200);
    const after = res.json<AgroQuotation>();
    expect(after.situacao.id).toBe('card_gerado');
    const card = after.arquivos.find((f) => f.tipo === 'card');
    if (!card) throw new Error('sem cartão');
    cardId = card.id;
    expect(card.nome).toBe(`cartao-adesao-${formatAgroNumber(q.numero)}.pdf`);
    const file = await server.app.inject({ method: 'GET', url: card.url });
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const bytes = file.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // It parses, and the number is both in its metadata and in the text drawn on the page.
    const doc = await PDFDocument.load(bytes);
    const numero = formatAgroNumber(q.numero);
    expect(doc.getTitle()).toContain(numero);
    expect(doc.getSubject()).toContain(numero);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    const text = pageText(doc);
    expect(text).toContain(`Cotação ${numero}`);
    expect(text).toContain('José Aparecido da Silva');
    expect(text).toContain('AGRO SEGUROS');
    expect(text).toContain('Parcelado em 4 vezes');
    expect(text).toContain('R$ 42.000,00');
    expect(text).toContain('Catuaí Vermelho');
    expect(text).toContain('Fazenda Boa Vista');
    expect(text).toContain('(produtor)');
  });

  it('takes the signed card, rejects it with a reason back to the card, and approves a new one', async () => {
    const plain = await upload(`${api.fileUpload}?cotacao_id=${q.id}`, staff, PDF, 'assinado.pdf');
    expectStatus(plain, 409);
    const wrongType = await upload(
      `${api.fileUploadCoffee}?cotacao_id=${q.id}`,
      staff,
      Buffer.from('texto'),
      'a.txt',
    );
    expectStatus(wrongType, 415);
    const noQuotation = await upload(api.fileUploadCoffee, staff, PDF, 'assinado.pdf');
    expectStatus(noQuotation, 400);
    const fileId = crypto.randomUUID();
    const sent = await upload(`${api.fileUploadCoffee}?cotacao_id=${q.id}`, staff, PDF, 'assinado.pdf', {
      id: fileId,
    });
    expectStatus(sent, 200);
    expect(sent.json<AgroQuotation>().situacao.id).toBe('arquivo_enviado');
    // The same upload again (a lost answer): the quotation as it is, one link.
    const replay = await upload(`${api.fileUploadCoffee}?cotacao_id=${q.id}`, staff, PDF, 'assinado.pdf', {
      id: fileId,
    });
    expectStatus(replay, 200);
    expect(replay.json<AgroQuotation>().arquivos.filter((f) => f.tipo === 'card_assinado')).toHaveLength(1);

    const noReason = await call('PUT', api.fileReject, staff, { cotacao_id: q.id });
    expectStatus(noReason, 400);
    expect(errorOf(noReason).details).toEqual([{ field: 'motivo', message: AGRO_MESSAGES.reasonRequired }]);
    expect((await read(q.id)).situacao.id).toBe('arquivo_enviado');
    const rejected = await call('PUT', api.fileReject, staff, {
      cotacao_id: q.id,
      motivo: 'Falta a assinatura.',
    });
    expectStatus(rejected, 200);
    expect(rejected.json<AgroQuotation>()).toMatchObject({
      situacao: { id: 'card_gerado' },
      motivo_reprovacao: 'Falta a assinatura.',
    });
    expectStatus(await upload(`${api.fileUploadCoffee}?cotacao_id=${q.id}`, staff, PNG, 'assinado.png'), 200);
    const approved = await call('PUT', api.fileApprove, staff, { cotacao_id: q.id });
    expectStatus(approved, 200);
    expect(approved.json<AgroQuotation>()).toMatchObject({
      situacao: { id: 'arquivo_aprovado' },
      motivo_reprovacao: null,
    });
    expect(approved.json<AgroQuotation>().arquivos.map((f) => f.tipo)).toEqual([
      'card',
      'card_assinado',
      'card_assinado',
    ]);
    expect(approved.json<AgroQuotation>().arquivos[0]?.id).toBe(cardId);
  });

  it('becomes a proposal and then a policy, listed in listarpropostas and listarapolices', async () => {
    const plain = await call('PUT', apiPath(api.proposal, { id: q.id }), staff, { numero_proposta: 'P-1' });
    expectStatus(plain, 409);
    const proposal = await call('PUT', apiPath(api.proposalCoffee, { id: q.id }), staff, {
      numero_proposta: 'PROP-2026-0001',
    });
    expectStatus(proposal, 200);
    expect(proposal.json<AgroQuotation>()).toMatchObject({
      situacao: { id: 'proposta' },
      numero_proposta: 'PROP-2026-0001',
    });
    const proposals = (await call('GET', `${api.proposals}?page_size=-1`, viewer)).json<
      Paged<AgroQuotationRow>
    >();
    expect(proposals.items.map((r) => r.id)).toContain(q.id);
    expect(proposals.items.every((r) => r.situacao.id === 'proposta')).toBe(true);
    const badDates = await call('PUT', apiPath(api.policyCoffee, { id: q.id }), staff, {
      numero_apolice: 'AP-1',
      vigencia_inicio: '2027-01-01',
      vigencia_fim: '2026-01-01',
    });
    expectStatus(badDates, 400);
    const policy = await call('PUT', apiPath(api.policyCoffee, { id: q.id }), staff, {
      numero_apolice: '1007500012345',
      vigencia_inicio: '2026-07-01',
      vigencia_fim: '2027-06-30',
    });
    expectStatus(policy, 200);
    expect(policy.json<AgroQuotation>()).toMatchObject({
      situacao: { id: 'apolice_emitida' },
      apolice: { numero: '1007500012345', vigencia_inicio: '2026-07-01', vigencia_fim: '2027-06-30' },
    });
    const policies = (await call('GET', `${api.policies}?page_size=-1`, viewer)).json<
      Paged<AgroQuotationRow>
    >();
    const row = policies.items.find((r) => r.id === q.id);
    expect(row).toMatchObject({
      numero_apolice: '1007500012345',
      premio: 42_000,
      numero_proposta: 'PROP-2026-0001',
    });
    expect(policies.items.every((r) => r.situacao.id === 'apolice_emitida')).toBe(true);
    // After the policy nothing changes it any more, not even a cancellation.
    const cancel = await call('PUT', apiPath(api.cancel, { id: q.id }), staff, { motivo: 'Tarde demais.' });
    expectStatus(cancel, 409);
    expect(errorOf(cancel).error_description).toBe(
      "Não é possível cancelar a cotação agro na situação 'Apólice emitida'.",
    );
  });

  it('keeps the history of every action, newest first, readable by staff only', async () => {
    const res = await call('GET', apiPath(api.logs, { id: q.id }), viewer);
    expectStatus(res, 200);
    const logs = res.json<AgroLog[]>();
    expect(logs.map((l) => l.acao).reverse()).toEqual([
      'criar',
      'adicionar_custo',
      'adicionar_custo',
      'aprovar_forma_pagamento',
      'gerar_card',
      'enviar_arquivo',
      'reprovar_arquivo',
      'enviar_arquivo',
      'aprovar_arquivo',
      'registrar_proposta',
      'emitir_apolice',
    ]);
    expect(logs.find((l) => l.acao === 'reprovar_arquivo')?.descricao).toContain('Falta a assinatura.');
    expect(logs.find((l) => l.acao === 'aprovar_forma_pagamento')?.descricao).toContain(
      'AGRO SEGUROS, Parcelado em 4 vezes',
    );
    expectStatus(await call('GET', apiPath(api.logs, { id: q.id }), guestA), 403);
    expectStatus(await call('GET', apiPath(api.logs, { id: q.id }), nobody), 403);
  });
});

describe('the whole flow of a hail quotation (plain endpoints)', () => {
  it('goes from costs to policy and refuses the coffee endpoints', async () => {
    const q = await create(staff, hailBody());
    expect(q).toMatchObject({
      cultura: { id: 'soja', nome: 'Soja' },
      cafezal: null,
      importancia_segurada: 480_000,
    });
    const cost = await addCost(q.id, insurerB);
    const coffeeApprove = await call(
      'PUT',
      apiPath(api.approveCoffee, { id: cost.id, forma: 'a_vista' }),
      staff,
      {},
    );
    expectStatus(coffeeApprove, 409);
    expect(errorOf(coffeeApprove).error_description).toBe(AGRO_MESSAGES.productMismatch);
    const visited: AgroStateId[] = [];
    for (let current = await read(q.id); ; current = await read(q.id)) {
      visited.push(current.situacao.id);
      const next = PATH.find(([s]) => s === current.situacao.id)?.[1];
      if (!next) break;
      const res = await act(next, current);
      expect(res.statusCode, `${next}: ${res.body}`).toBeLessThan(300);
    }
    expect(visited).toEqual(PATH.slice(1).map(([s]) => s));
    const done = await read(q.id);
    expect(done.situacao.id).toBe('apolice_emitida');
    expect(done.arquivos.map((f) => f.tipo)).toEqual(['card', 'card_assinado']);
    const pdf = await server.app.inject({ method: 'GET', url: done.arquivos[0]?.url ?? '' });
    expect(pageText(await PDFDocument.load(pdf.rawPayload))).toContain(formatAgroNumber(q.numero));
  });
});

describe('the transition table', () => {
  it('refuses every action outside its states with 409 naming the action and the state, changing nothing', async () => {
    const q = await create(staff, coffeeBody());
    for (const [state, next] of PATH) {
      const current = await read(q.id);
      expect(current.situacao.id).toBe(state);
      const allowed = new Set(agroWorkflow.allowed(state));
      for (const action of ACTIONS.filter((a) => !allowed.has(a))) {
        // Approving names a cost: before the first one there is none to name (404, tested apart).
        if (action === 'aprovar_forma_pagamento' && state === 'aguardando_custos') continue;
        const before = await read(q.id);
        const res = await act(action, before);
        expect(res.statusCode, `${action} em ${state}: ${res.body}`).toBe(409);
        expect(errorOf(res).error_description).toMatch(
          new RegExp(`^Não é possível .+ na situação '${stateName(state)}'\\.$`),
        );
        const after = await read(q.id);
        expect(after.situacao.id, `${action} em ${state}`).toBe(state);
        expect(after.atualizado_em).toBe(before.atualizado_em);
      }
      if (next) expect((await act(next, current)).statusCode, `${next} em ${state}`).toBeLessThan(300);
    }
    // The allowed set of each state is exactly the table's: cancel from any state before the policy.
    expect(agroWorkflow.allowed('apolice_emitida')).toEqual([]);
    expect(agroWorkflow.allowed('aguardando_aprovacao')).toEqual(
      expect.arrayContaining(['adicionar_custo', 'aprovar_forma_pagamento', 'cancelar']),
    );
  });

  it('cancels with a reason only, from an open state, and then refuses everything', async () => {
    const q = await create(staff, hailBody());
    await addCost(q.id, insurerA);
    const noReason = await call('PUT', apiPath(api.cancel, { id: q.id }), staff, {});
    expectStatus(noReason, 400);
    expect(errorOf(noReason).details).toEqual([{ field: 'motivo', message: AGRO_MESSAGES.reasonRequired }]);
    const blank = await call('PUT', apiPath(api.cancel, { id: q.id }), staff, { motivo: '   ' });
    expectStatus(blank, 400);
    expect((await read(q.id)).situacao.id).toBe('aguardando_aprovacao');
    const ok = await call('PUT', apiPath(api.cancel, { id: q.id }), staff, {
      motivo: 'Produtor vendeu a área.',
    });
    expectStatus(ok, 200);
    expect(ok.json<AgroQuotation>()).toMatchObject({
      situacao: { id: 'cancelada' },
      justificativa_cancelamento: 'Produtor vendeu a área.',
    });
    for (const action of ACTIONS) {
      const res = await act(action, await read(q.id));
      expect(res.statusCode, action).toBe(409);
      expect(errorOf(res).error_description).toContain("na situação 'Cancelada'");
    }
    const logs = (await call('GET', apiPath(api.logs, { id: q.id }), staff)).json<AgroLog[]>();
    expect(logs[0]).toMatchObject({
      acao: 'cancelar',
      descricao: expect.stringContaining('Produtor vendeu a área.'),
    });
  });

  it('refuses to approve an expired cost', async () => {
    const q = await create(staff, hailBody());
    const cost = await addCost(q.id, insurerC, { validade: '2020-01-01' });
    const res = await call('PUT', apiPath(api.approve, { id: cost.id, forma: 'a_vista' }), staff, {});
    expectStatus(res, 409);
    expect(errorOf(res).error_description).toBe('Os custos desta seguradora venceram em 01/01/2020.');
    expect((await read(q.id)).situacao.id).toBe('aguardando_aprovacao');
  });
});

/** The text drawn on every page: the content streams inflated, the hex strings of Tj decoded. */
function pageText(doc: PDFDocument): string {
  const parts: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    let content: string;
    try {
      content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    } catch {
      continue;
    }
    for (const m of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      parts.push(Buffer.from(m[1] ?? '', 'hex').toString('latin1'));
    for (const m of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(m[1] ?? '');
  }
  // WinAnsi and Latin-1 agree on the letters used here (accents, ç, ã); the no-break space of the
  // currency format reads as a space.
  return parts.join('\n').replace(/\u00a0/g, ' ');
}

describe('payment forms and their instalments', () => {
  const money = (n: number) =>
    `R$ ${n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  it('refuses a count other than the payment form says, in Portuguese, and stores nothing', async () => {
    const q = await create(staff, hailBody());
    const res = await call(
      'POST',
      api.costAdd,
      staff,
      costBody(q.id, insurerA, {
        opcoes: [{ forma_pagamento: 'parcelado_2x', premio: 35_000, parcelas: 4 }],
      }),
    );
    expectStatus(res, 400);
    expect(errorOf(res).details).toEqual([
      { field: 'opcoes.0.parcelas', message: 'Parcelado em 2 vezes: são 2 parcelas (não 4).' },
    ]);
    const single = await call(
      'POST',
      api.costAdd,
      staff,
      costBody(q.id, insurerA, { opcoes: [{ forma_pagamento: 'a_vista', premio: 35_000, parcelas: 3 }] }),
    );
    expectStatus(single, 400);
    expect(errorOf(single).details).toEqual([
      { field: 'opcoes.0.parcelas', message: 'À vista (boleto): parcela única (não 3).' },
    ]);
    const costs = await call('GET', apiPath(api.costList, { id: q.id }), staff);
    expect(costs.json<AgroCost[]>()).toEqual([]);
    expect((await read(q.id)).situacao.id).toBe('aguardando_custos');
  });

  it.each(PAYMENT_FORMS.map((f) => [f.nome, f] as const))(
    '%s: the approval and the agreement card state the form, its instalments and the amounts of the record',
    async (_, form) => {
      const q = await create(staff, hailBody());
      const cost = await addCost(q.id, insurerA, {
        opcoes: [{ forma_pagamento: form.id, premio: 35_000, parcelas: form.parcelas }],
      });
      const option = cost.opcoes[0];
      expect(option).toEqual({
        forma_pagamento: { id: form.id, nome: form.nome },
        premio: 35_000,
        parcelas: form.parcelas,
        valor_parcela: Math.round((35_000 / form.parcelas) * 100) / 100,
      });
      const approved = await call('PUT', apiPath(api.approve, { id: cost.id, forma: form.id }), staff, {});
      expectStatus(approved, 200);
      expect(approved.json<AgroQuotation>().aprovacao).toMatchObject({
        forma_pagamento: { id: form.id, nome: form.nome },
        premio: 35_000,
      });
      const generated = await call('PUT', apiPath(api.cardGenerate, { id: q.id }), staff, {});
      expectStatus(generated, 200);
      const card = generated.json<AgroQuotation>().arquivos.find((f) => f.tipo === 'card');
      const pdf = await server.app.inject({ method: 'GET', url: card?.url ?? '' });
      const lines = pageText(await PDFDocument.load(pdf.rawPayload)).split('\n');
      const after = (label: string) => lines[lines.indexOf(label) + 1];
      expect(after('Forma de pagamento')).toBe(form.nome);
      expect(after('Prêmio total')).toBe(money(35_000));
      expect(after('Parcelas')).toBe(`${String(form.parcelas)} × ${money(option?.valor_parcela ?? 0)}`);
    },
  );

  it('reads a line saved with another count by its payment form, up to the card', async () => {
    const q = await create(staff, hailBody());
    const cost = await addCost(q.id, insurerA, {
      opcoes: [{ forma_pagamento: 'parcelado_2x', premio: 35_000, parcelas: 2 }],
    });
    // As saved before the rule: 'Parcelado em 2 vezes' with 4 instalments.
    await server.database.db
      .update(agroCosts)
      .set({ opcoes: [{ forma_pagamento: 'parcelado_2x', premio: 35_000, parcelas: 4 }] })
      .where(eq(agroCosts.id, cost.id));
    const read = await call('GET', apiPath(api.costItem, { id: cost.id }), staff);
    expect(read.json<AgroCost>().opcoes[0]).toMatchObject({ parcelas: 2, valor_parcela: 17_500 });
    expectStatus(
      await call('PUT', apiPath(api.approve, { id: cost.id, forma: 'parcelado_2x' }), staff, {}),
      200,
    );
    const generated = await call('PUT', apiPath(api.cardGenerate, { id: q.id }), staff, {});
    const card = generated.json<AgroQuotation>().arquivos.find((f) => f.tipo === 'card');
    const pdf = await server.app.inject({ method: 'GET', url: card?.url ?? '' });
    const text = pageText(await PDFDocument.load(pdf.rawPayload));
    expect(text).toContain('2 × R$ 17.500,00');
    expect(text).not.toContain('4 ×');
  });
});

describe('guests', () => {
  let own: AgroQuotation;
  let others: AgroQuotation;
  let ownCost: AgroCost;
  let othersCost: AgroCost;

  beforeAll(async () => {
    own = await create(guestA, coffeeBody({ grupo_economico_id: group, escritorio_id: office }));
    others = await create(guestB, coffeeBody());
    ownCost = await addCost(own.id, insurerA);
    othersCost = await addCost(others.id, insurerA);
  });

  it("marks a guest's quotation and shows it to staff as started by a guest", async () => {
    expect(own).toMatchObject({
      convidado: true,
      grupo_economico: { id: group },
      escritorio: { id: office },
    });
    expect(own.criado_por?.nome).toBe('Convidado');
    const row = (await call('GET', `${api.list}?numero=${String(own.numero)}`, viewer)).json<
      Paged<AgroQuotationRow>
    >();
    expect(row.items[0]).toMatchObject({ id: own.id, convidado: true });
  });

  it('is the same guest again with its device key: a session lost between the create and the photo loses nothing', async () => {
    const device = 'chave-do-tablet-da-fazenda-0123456789abcdefghijk';
    const first = await guestTokenOf(device);
    const id = crypto.randomUUID();
    const body = coffeeBody({ id });
    expectStatus(await call('POST', api.list, first.access_token, body), 201);
    // The session is gone (expired, cleared); the device asks for a new one with its key.
    const again = await guestTokenOf(device);
    expect(again.access_token).not.toBe(first.access_token);
    expect(again.user_info.id).toBe(first.user_info.id);
    // The outbox replays the create, then sends the photo: both are the guest's own.
    expectStatus(await call('POST', api.list, again.access_token, body), 200);
    const photo = await upload(apiPath(api.photos, { id }), again.access_token, PNG, 'lavoura.png');
    expectStatus(photo, 200);
    expect(photo.json<AgroQuotation>().arquivos).toHaveLength(1);
    // Another device's key is another guest.
    const stranger = await guestTokenOf('outra-chave-de-outro-dispositivo-0123456789abcdef');
    expect(stranger.user_info.id).not.toBe(first.user_info.id);
    expectStatus(await call('GET', apiPath(api.item, { id }), stranger.access_token), 404);
    // A key that is not one is refused in Portuguese, and no session is made.
    const bad = await postForm(
      server.app,
      '/connect/guestToken',
      { dispositivo: 'curta' },
      { headers: agroArea },
    );
    expectStatus(bad, 400);
    expect(JSON.stringify(bad.json())).toContain('Chave do dispositivo inválida');
  });

  it('refuses a guest link bound to a group or office that does not exist', async () => {
    const res = await call('POST', api.list, guestA, coffeeBody({ grupo_economico_id: crypto.randomUUID() }));
    expectStatus(res, 400);
    expect(errorOf(res).details?.[0]?.field).toBe('grupo_economico_id');
  });

  /** Every route of the manifest, as a guest: its own quotation, another's, and the staff routes. */
  it('may create and read only its own quotation and print view, nothing else (matrix over every route)', async () => {
    // The cost routes of one cost ({id} is the cost) and those of the quotation ({id} is the quotation).
    const byCost = (template: string) => template === api.costItem || template.includes('/aprovar');
    const ownUrl = (template: string, forma = 'a_vista') =>
      apiPath(template, { id: byCost(template) ? ownCost.id : own.id, forma });
    const othersUrl = (template: string, forma = 'a_vista') =>
      apiPath(template, { id: byCost(template) ? othersCost.id : others.id, forma });
    type Case = {
      method: Method;
      path: keyof typeof api;
      /** `otherProduct`: open to guests, but the plain endpoint of a coffee quotation (409). */
      kind: 'staff' | 'lookup' | 'own' | 'otherProduct' | 'create' | 'public';
    };
    const cases: Case[] = [
      { method: 'GET', path: 'list', kind: 'staff' },
      { method: 'POST', path: 'list', kind: 'create' },
      { method: 'GET', path: 'formData', kind: 'lookup' },
      { method: 'GET', path: 'item', kind: 'own' },
      { method: 'PUT', path: 'cancel', kind: 'staff' },
      { method: 'GET', path: 'logs', kind: 'staff' },
      { method: 'GET', path: 'proposals', kind: 'staff' },
      { method: 'GET', path: 'policies', kind: 'staff' },
      { method: 'POST', path: 'photos', kind: 'own' },
      { method: 'PUT', path: 'sketch', kind: 'own' },
      { method: 'GET', path: 'print', kind: 'public' },
      { method: 'POST', path: 'costAdd', kind: 'staff' },
      { method: 'GET', path: 'costItem', kind: 'own' },
      { method: 'GET', path: 'costList', kind: 'own' },
      { method: 'PUT', path: 'approve', kind: 'otherProduct' },
      { method: 'PUT', path: 'approveCoffee', kind: 'own' },
      { method: 'PUT', path: 'cardGenerate', kind: 'staff' },
      { method: 'PUT', path: 'cardGenerateCoffee', kind: 'staff' },
      { method: 'POST', path: 'fileUpload', kind: 'staff' },
      { method: 'POST', path: 'fileUploadCoffee', kind: 'staff' },
      { method: 'PUT', path: 'fileApprove', kind: 'staff' },
      { method: 'PUT', path: 'fileReject', kind: 'staff' },
      { method: 'PUT', path: 'proposal', kind: 'staff' },
      { method: 'PUT', path: 'proposalCoffee', kind: 'staff' },
      { method: 'PUT', path: 'policy', kind: 'staff' },
      { method: 'PUT', path: 'policyCoffee', kind: 'staff' },
      { method: 'GET', path: 'soilClasses', kind: 'lookup' },
      { method: 'GET', path: 'paymentForms', kind: 'lookup' },
      { method: 'GET', path: 'operationGroups', kind: 'lookup' },
      { method: 'GET', path: 'coffeeSpecies', kind: 'lookup' },
      { method: 'GET', path: 'coffeeVarieties', kind: 'lookup' },
      { method: 'GET', path: 'coffeeSystems', kind: 'lookup' },
      { method: 'GET', path: 'municipalities', kind: 'lookup' },
    ];
    // Every path of the manifest is in the matrix, and every route the server declares for it.
    expect(new Set(cases.map((c) => c.path))).toEqual(new Set(Object.keys(api)));
    const declared = server.app.declaredRoutes.filter((r) => r.url.startsWith('/v1/agro/'));
    expect(declared.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      cases.map((c) => `${c.method} ${api[c.path]}`).sort(),
    );

    const send = (c: Case, url: string, token: string) => {
      if (c.path === 'photos') return upload(url, token, PNG, 'foto.png');
      if (c.path === 'fileUpload' || c.path === 'fileUploadCoffee')
        return upload(`${url}?cotacao_id=${own.id}`, token, PDF, 'a.pdf');
      if (c.path === 'soilClasses') return call('GET', apiPath(api.soilClasses, { id: 'cafezal' }), token);
      if (c.path === 'print') return call('GET', `${url}?token=${own.token_impressao}`, token);
      const bodies: Partial<Record<keyof typeof api, object>> = {
        list: coffeeBody(),
        cancel: { motivo: 'x' },
        sketch: { poligono: [], pontos: [{ latitude: -21.3, longitude: -46.7 }] },
        costAdd: costBody(own.id, insurerB),
        fileApprove: { cotacao_id: own.id },
        fileReject: { cotacao_id: own.id, motivo: 'x' },
        proposal: { numero_proposta: 'P' },
        proposalCoffee: { numero_proposta: 'P' },
        policy: { numero_apolice: 'A', vigencia_inicio: '2026-01-01', vigencia_fim: '2027-01-01' },
        policyCoffee: { numero_apolice: 'A', vigencia_inicio: '2026-01-01', vigencia_fim: '2027-01-01' },
      };
      return call(c.method, url, token, c.method === 'GET' ? undefined : (bodies[c.path] ?? {}));
    };

    for (const c of cases) {
      const label = `${c.method} ${api[c.path]}`;
      if (c.kind === 'staff') {
        const res = await send(c, ownUrl(api[c.path]), guestA);
        expectStatus(res, 403, label);
        expect(errorOf(res).error_description).toBe(GUEST_DENIED);
        continue;
      }
      if (c.kind === 'own' || c.kind === 'otherProduct') {
        // Another guest's quotation: 404 with the guest message, whatever the route.
        const foreign = await send(c, othersUrl(api[c.path]), guestA);
        expectStatus(foreign, 404, `${label} (alheia)`);
        expect(errorOf(foreign).error_description).toBe(AGRO_MESSAGES.guestOnlyOwn);
      }
      const res = await send(c, ownUrl(api[c.path]), guestA);
      if (c.kind === 'otherProduct') {
        expectStatus(res, 409, label);
        expect(errorOf(res).error_description).toBe(AGRO_MESSAGES.productMismatch);
        continue;
      }
      expect(res.statusCode, `${label}: ${res.body}`).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, `${label}: ${res.body}`).toBeLessThan(300);
    }
    // What the guest did on its own quotation: a photo, the sketch, the approval.
    const after = await read(own.id, guestA);
    expect(after.situacao.id).toBe('aprovada');
    expect(after.arquivos.map((f) => f.tipo)).toEqual(['foto']);
    expect(after.croqui?.pontos).toHaveLength(1);
    // The other guest's quotation did not change.
    expect((await read(others.id)).situacao.id).toBe('aguardando_aprovacao');
    // A guest never lists, even its own.
    expectStatus(await call('GET', api.list, guestB), 403);
  });

  it('records a guest as the author in the history', async () => {
    const logs = (await call('GET', apiPath(api.logs, { id: own.id }), staff)).json<AgroLog[]>();
    const created = logs.find((l) => l.acao === 'criar');
    expect(created).toMatchObject({ usuario: 'Convidado', descricao: 'Convidado criou' });
    expect(logs.find((l) => l.acao === 'aprovar_forma_pagamento')?.usuario).toBe('Convidado');
  });
});

describe('photos and sketch', () => {
  it('takes images only, once per client id, and keeps the sketch', async () => {
    const q = await create(staff, coffeeBody());
    const pdf = await upload(apiPath(api.photos, { id: q.id }), staff, PDF, 'foto.pdf');
    expectStatus(pdf, 415);
    expect(errorOf(pdf).error_description).toBe('A foto deve ser uma imagem PNG, JPEG ou WebP.');
    const id = crypto.randomUUID();
    const first = await upload(apiPath(api.photos, { id: q.id }), staff, PNG, 'foto.png', { id });
    expectStatus(first, 200);
    const again = await upload(apiPath(api.photos, { id: q.id }), staff, PNG, 'foto.png', { id });
    expectStatus(again, 200);
    expect(again.json<AgroQuotation>().arquivos).toEqual([
      // The file link carries the quotation's file token (server/domains/agro-quotations/print-token.ts).
      expect.objectContaining({
        id,
        tipo: 'foto',
        nome: 'foto.png',
        url: expect.stringMatching(new RegExp(`^/arquivos/${id}\\?token=a[a-z0-9]+\\.[A-Za-z0-9_-]{43}$`)),
      }),
    ]);
    const short = await call('PUT', apiPath(api.sketch, { id: q.id }), staff, {
      poligono: [
        { latitude: -21.3, longitude: -46.7 },
        { latitude: -21.31, longitude: -46.7 },
      ],
      pontos: [],
    });
    expectStatus(short, 400);
    expect(errorOf(short).details?.[0]?.field).toBe('poligono');
    const outside = await call('PUT', apiPath(api.sketch, { id: q.id }), staff, {
      poligono: [],
      pontos: [{ latitude: 40, longitude: -46.7 }],
    });
    expectStatus(outside, 400);
    expectStatus(await act('salvar_croqui', q), 200);
    expect((await read(q.id)).croqui?.poligono).toHaveLength(3);
    const logs = (await call('GET', apiPath(api.logs, { id: q.id }), staff)).json<AgroLog[]>();
    expect(logs.map((l) => l.acao)).toEqual(['salvar_croqui', 'enviar_foto', 'criar']);
  });
});

describe('the print view', () => {
  it("opens one quotation with its token, without login, and never another's", async () => {
    const a = await create(staff, coffeeBody());
    const b = await create(guestA, hailBody());
    await addCost(a.id, insurerA);
    const ok = await call('GET', `${apiPath(api.print, { id: a.id })}?token=${a.token_impressao}`);
    expectStatus(ok, 200);
    const view = ok.json<AgroPrintView>();
    expect(view).toMatchObject({ id: a.id, numero: a.numero, produtor: { nome: 'José Aparecido da Silva' } });
    expect(view.custos).toHaveLength(1);
    expect(ok.headers['cache-control']).toContain('no-store');
    // A's token on B, B's token on A, no token, a forged one: refused with the same message.
    for (const url of [
      `${apiPath(api.print, { id: b.id })}?token=${a.token_impressao}`,
      `${apiPath(api.print, { id: a.id })}?token=${b.token_impressao}`,
      apiPath(api.print, { id: a.id }),
      `${apiPath(api.print, { id: a.id })}?token=${'A'.repeat(43)}`,
    ]) {
      const res = await call('GET', url);
      expectStatus(res, 403, url);
      expect(errorOf(res).error_description).toBe(AGRO_MESSAGES.printTokenInvalid);
    }
    // A guest reads its own print view with the token it got on create.
    const own = await call('GET', `${apiPath(api.print, { id: b.id })}?token=${b.token_impressao}`, guestA);
    expectStatus(own, 200);
    // The token does not change between reads (it is an HMAC of the id).
    expect((await read(a.id)).token_impressao).toBe(a.token_impressao);
  });
});

describe('access of every endpoint (401, 403, 2xx)', () => {
  it('answers 401 without a token everywhere but the print view', async () => {
    for (const r of server.app.declaredRoutes.filter((x) => x.url.startsWith('/v1/agro/'))) {
      const url = r.url.replace(/:forma/, 'a_vista').replace(/:[A-Za-z_]+/g, crypto.randomUUID());
      const res = await call(r.method as Method, url, undefined, r.method === 'GET' ? undefined : {});
      if (r.url === api.print) expectStatus(res, 403, 'impressão sem token');
      else expectStatus(res, 401, `${r.method} ${r.url}`);
    }
  });

  it('answers 403 without the module, and to writes without criar_cotacao; reads with the module only', async () => {
    for (const r of server.app.declaredRoutes.filter((x) => x.url.startsWith('/v1/agro/'))) {
      if (r.url === api.print) continue;
      const url = r.url.replace(/:forma/, 'a_vista').replace(/:[A-Za-z_]+/g, crypto.randomUUID());
      const payload = r.method === 'GET' ? undefined : {};
      expectStatus(
        await call(r.method as Method, url, nobody, payload),
        403,
        `${r.method} ${r.url} sem módulo`,
      );
      const res = await call(r.method as Method, url, viewer, payload);
      if (r.method === 'GET') expect(res.statusCode, `${r.method} ${r.url}`).not.toBe(403);
      else expectStatus(res, 403, `${r.method} ${r.url} só leitura`);
    }
    expect(agroQuotationAccess.guestWrite).toMatchObject({ action: 'criar_cotacao', guest: true });
  });
});

describe('lists', () => {
  it('filters, searches, sorts, pages and exports (page_size=-1)', async () => {
    // Letters only: digits in the search also match the producers' CPF/CNPJ.
    const tag = Array.from(crypto.randomBytes(6), (b) => String.fromCharCode(65 + (b % 26))).join('');
    const made: AgroQuotation[] = [];
    for (const [i, area] of [30, 10, 20].entries())
      made.push(
        await create(
          staff,
          hailBody({
            produtor: { documento: generateCpf(), nome: `PRODUTOR ${tag} ${'CBA'[i] ?? ''}` },
            propriedade: { ...hailBody().propriedade, area_ha: area },
          }),
        ),
      );
    const page = (query: string) =>
      call('GET', `${api.list}?${query}`, viewer).then((r) => r.json<Paged<AgroQuotationRow>>());
    const found = await page(`query=${tag.toLowerCase()}&sort=area_ha&direction=asc&page_size=-1`);
    expect(found.items.map((r) => r.area_ha)).toEqual([10, 20, 30]);
    expect(found.total_count).toBe(3);
    const byName = await page(`query=${tag}&sort=produtor&direction=asc`);
    expect(byName.items.map((r) => r.produtor.slice(-1))).toEqual(['A', 'B', 'C']);
    const paged = await page(`query=${tag}&page=2&page_size=2&sort=numero`);
    expect(paged.items).toHaveLength(1);
    expect(paged.total_count).toBe(3);
    const byDocument = await page(`query=${made[0]?.produtor.documento.slice(0, 9) ?? ''}`);
    expect(byDocument.items.map((r) => r.id)).toContain(made[0]?.id);
    const filtered = await page(
      `produto=agricola&cobertura=granizo&uf=pr&situacao=aguardando_custos&query=${tag}`,
    );
    expect(filtered.total_count).toBe(3);
    expect((await page(`produto=cafezal&query=${tag}`)).total_count).toBe(0);
    const row = (await page(`numero=${String(made[0]?.numero)}`)).items[0];
    expect(row).toMatchObject({
      produto: { id: 'agricola', nome: 'Agrícola' },
      cobertura: { id: 'granizo', nome: 'Granizo' },
      propriedade: 'Sítio Santa Rita',
      municipio: 'Cascavel',
      uf: 'PR',
      convidado: false,
      grupo_economico: null,
      premio: null,
    });
    const bad = await call('GET', `${api.list}?situacao=inexistente`, viewer);
    expectStatus(bad, 400);
    expect(errorOf(bad).details?.[0]?.message).toBe('Situação inválida.');
  });
});

describe('lookups', () => {
  it('serves the form data, the suggests, the soil classes and the IBGE municipalities', async () => {
    const data = (await call('GET', api.formData, guestA)).json<AgroFormData>();
    expect(data.formas_pagamento.map((f) => f.id)).toContain('a_vista');
    expect(data.niveis_cobertura).toContain(70);
    const forms = (await call('GET', `${api.paymentForms}?query=parcel`, viewer)).json<{ id: string }[]>();
    expect(forms.map((f) => f.id)).toEqual(['parcelado_2x', 'parcelado_4x']);
    const varieties = (await call('GET', `${api.coffeeVarieties}?especie_id=canephora`, guestA)).json<
      { especie_id: string }[]
    >();
    expect(varieties.length).toBeGreaterThan(0);
    expect(varieties.every((x) => x.especie_id === 'canephora')).toBe(true);
    expect(
      (await call('GET', `${api.coffeeSpecies}?query=arabica`, guestA)).json<{ id: string }[]>(),
    ).toEqual([{ id: 'arabica', nome: 'Arábica (Coffea arabica)' }]);
    expectStatus(await call('GET', api.coffeeSystems, guestA), 200);
    expectStatus(await call('GET', api.operationGroups, guestA), 200);
    const soil = await call('GET', apiPath(api.soilClasses, { id: 'soja' }), guestA);
    expect(soil.json<{ id: string }[]>().map((s) => s.id)).toEqual(SOIL_CLASSES.map((s) => s.id));
    const unknown = await call('GET', apiPath(api.soilClasses, { id: 'mandioca' }), guestA);
    expectStatus(unknown, 404);
    expect(errorOf(unknown).error_description).toBe('Cultura não encontrada.');

    const municipalities = (q: string) =>
      call('GET', `${api.municipalities}?${q}`, guestA).then((r) => r.json<AgroMunicipality[]>());
    expect(await municipalities('query=guaxupe')).toEqual([
      { id: '3128709', nome: 'Guaxupé', uf: 'MG', latitude: -21.305, longitude: -46.7081 },
    ]);
    const sp = await municipalities('query=sao%20paulo&uf=sp');
    expect(sp.map((m) => m.nome)).toContain('São Paulo');
    expect(sp.every((m) => m.uf === 'SP')).toBe(true);
    expect((await municipalities('query=4104808')).map((m) => m.nome)).toEqual(['Cascavel']);
    expect(await municipalities('uf=MG')).toHaveLength(50);
    // The name itself first, then the names that start with the term, then the rest.
    const varginha = await municipalities('query=varginha');
    expect(varginha.map((m) => m.nome)).toEqual(['Varginha', 'São José da Varginha']);
    const santos = (await municipalities('query=santos')).map((m) => m.nome);
    expect(santos[0]).toBe('Santos');
    expect(santos.indexOf('Santos Dumont')).toBeLessThan(santos.findIndex((n) => !/^Santos/.test(n)));
    const badUf = await call('GET', `${api.municipalities}?uf=M1`, guestA);
    expectStatus(badUf, 400);
  });
});

describe('X-Area on the token calls', () => {
  it('gives a guest the agronegocio area with the header and garantia without it', async () => {
    const agro = await guestToken();
    expect(agro.user_info.area_usuario.id).toBe('agronegocio');
    expect(jose.decodeJwt(agro.access_token).area).toBe('agronegocio');
    const plain = await guestToken({});
    expect(plain.user_info.area_usuario.id).toBe('garantia');
    // The refresh carries the header again and keeps the area.
    const renewed = await server.app.inject({
      method: 'POST',
      url: '/connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-area': 'agronegocio' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: agro.refresh_token,
        client_id: 'portal',
      }).toString(),
    });
    expectStatus(renewed, 200);
    expect(renewed.json<TokenResponse>().user_info.area_usuario.id).toBe('agronegocio');
  });

  it('logs agro and geral users into agronegocio and refuses a garantia user with 403 in Portuguese', async () => {
    const profile = await createProfile(server, { modules: ['cotacao'], actions: ['criar_cotacao'] });
    const agroUser = await createUser(server, { perfilId: profile, areaId: 'agronegocio' });
    const garantiaUser = await createUser(server, { perfilId: profile, areaId: 'garantia' });
    const headers = { 'x-area': 'agronegocio' };
    const agro = await login(server.app, agroUser.email, agroUser.password, { headers });
    expectStatus(agro, 200);
    expect(jose.decodeJwt(agro.json<TokenResponse>().access_token).area).toBe('agronegocio');
    const geral = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD, { headers });
    expectStatus(geral, 200);
    expect(geral.json<TokenResponse>().user_info.area_usuario.id).toBe('agronegocio');
    const geralPlain = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(geralPlain.json<TokenResponse>().user_info.area_usuario.id).toBe('geral');
    const refused = await login(server.app, garantiaUser.email, garantiaUser.password, { headers });
    expectStatus(refused, 403);
    expect(errorOf(refused)).toEqual({
      error: 'area_not_allowed',
      error_description: 'Este usuário não tem acesso à área de agronegócio.',
    });
    // A wrong password still answers the login message (the area is checked only after it).
    const wrong = await login(server.app, garantiaUser.email, 'Outra-Senha-1', { headers });
    expectStatus(wrong, 401);
    // Without the header, the same user logs in as always.
    expectStatus(await login(server.app, garantiaUser.email, garantiaUser.password), 200);
    // A refresh asking for agronegocio of a garantia user keeps the user's own area.
    const session = (
      await login(server.app, garantiaUser.email, garantiaUser.password)
    ).json<TokenResponse>();
    const renewed = await refresh(server.app, session.refresh_token);
    expect(renewed.json<TokenResponse>().user_info.area_usuario.id).toBe('garantia');
  });
});

describe('demo data', () => {
  let demo: TestServer;
  beforeAll(async () => {
    demo = await startTestServer({ demoData: true });
  });
  afterAll(() => demo.close());

  it('seeds coffee and hail quotations in every state, one by a guest, with two payment forms per cost', async () => {
    const db = demo.database.db;
    const rows = await db.select().from(agroQuotations);
    expect(new Set(rows.map((r) => r.situacao))).toEqual(new Set(AGRO_STATES.map((s) => s.id)));
    expect(new Set(rows.map((r) => r.produto))).toEqual(new Set(['cafezal', 'agricola']));
    expect(rows.some((r) => r.cobertura === 'granizo')).toBe(true);
    expect(rows.filter((r) => r.convidado).map((r) => r.criadoPor)).toEqual([
      expect.stringMatching(/^guest:/),
    ]);
    const costs = await db.select().from(agroCosts);
    for (const r of rows.filter((x) => !['aguardando_custos'].includes(x.situacao))) {
      const own = costs.filter((c) => c.cotacaoId === r.id);
      expect(own.length, r.situacao).toBe(2);
      expect(own.every((c) => c.opcoes.length === 2)).toBe(true);
    }
    for (const r of rows.filter(
      (x) => !['aguardando_custos', 'aguardando_aprovacao', 'cancelada'].includes(x.situacao),
    ))
      expect(r.aprovacaoCustoId, r.situacao).toBeTruthy();
    // The agro modalities and the field agent's agro quote permissions.
    const agroSubs = await db
      .select({ id: subModalities.id })
      .from(subModalities)
      .innerJoin(modalities, eq(modalities.id, subModalities.modalidadeId))
      .where(eq(modalities.areaId, 'agronegocio'));
    expect(agroSubs.length).toBeGreaterThanOrEqual(9);
    const [agent] = await db.select().from(users).where(eq(users.email, 'agro@corretora.local'));
    if (!agent) throw new Error('agente');
    const perms = await db.select().from(quotePermissions).where(eq(quotePermissions.alvoId, agent.id));
    expect(perms.filter((p) => p.areaId === 'agronegocio')).toHaveLength(agroSubs.length);
    // The field agent logs in with X-Area and reads them through the API.
    const token = await demo.tokenWith({ sub: agent.id, modules: ['cotacao'], area: 'agronegocio' });
    const list = await demo.app.inject({ url: `${api.list}?page_size=-1`, headers: bearer(token) });
    expect(list.json<Paged<AgroQuotationRow>>().total_count).toBe(rows.length);
    for (const r of rows) {
      const res = await demo.app.inject({ url: apiPath(api.item, { id: r.id }), headers: bearer(token) });
      expect(res.statusCode, `${r.situacao}: ${res.body}`).toBe(200);
      const view = res.json<AgroQuotation>();
      expect(view.cafezal !== null || view.cultura !== null, r.situacao).toBe(true);
    }
    const proposal = rows.find((r) => r.situacao === 'proposta');
    const one = await demo.app.inject({
      url: apiPath(api.item, { id: proposal?.id ?? '' }),
      headers: bearer(token),
    });
    expect(one.json<AgroQuotation>().aprovacao?.premio).toBeGreaterThan(0);
  });

  it("gives every demo quotation from 'card_gerado' on its card, and the signed copy once one was sent, each a PDF that downloads", async () => {
    const rows = await demo.database.db.select().from(agroQuotations);
    const withCard = rows.filter((r) => ORDER_FROM_CARD.includes(r.situacao));
    expect(withCard.map((r) => r.situacao).sort()).toEqual([...ORDER_FROM_CARD].sort());
    const token = await demo.adminToken();
    for (const r of rows) {
      const res = await demo.app.inject({ url: apiPath(api.item, { id: r.id }), headers: bearer(token) });
      const view = res.json<AgroQuotation>();
      const numero = formatAgroNumber(view.numero);
      const kinds = view.arquivos.map((f) => f.tipo).sort();
      // The rejected one went back to the card: the rejected signed copy stays linked, as on the routes.
      const signed = SIGNED_STATES.includes(r.situacao) || r.motivoReprovacao !== null;
      const expected = !ORDER_FROM_CARD.includes(r.situacao)
        ? []
        : signed
          ? ['card', 'card_assinado']
          : ['card'];
      expect(kinds, `${r.situacao}: ${JSON.stringify(view.arquivos)}`).toEqual(expected);
      for (const f of view.arquivos) {
        const file = await demo.app.inject({ method: 'GET', url: f.url });
        const label = `${r.situacao} ${f.tipo} ${f.url}`;
        expectStatus(file, 200, label);
        expect(file.headers['content-type'], label).toBe('application/pdf');
        expect(file.rawPayload.subarray(0, 5).toString('latin1'), label).toBe('%PDF-');
        const doc = await PDFDocument.load(file.rawPayload);
        expect(doc.getTitle(), label).toBe(`Cartão de adesão ${numero}`);
        const text = pageText(doc);
        expect(text, label).toContain(`Cotação ${numero}`);
        expect(text, label).toContain(view.produtor.nome);
        expect(text, label).toContain(view.aprovacao?.forma_pagamento.nome ?? 'sem forma aprovada');
        if (f.tipo === 'card_assinado') expect(text, label).toContain(`Assinado por ${view.produtor.nome}`);
      }
    }
  });
});

/** The states that come with the agreement card, and those where a signed copy was sent. */
const ORDER_FROM_CARD: AgroStateId[] = [
  'card_gerado',
  'arquivo_enviado',
  'arquivo_aprovado',
  'proposta',
  'apolice_emitida',
];
const SIGNED_STATES: AgroStateId[] = ORDER_FROM_CARD.slice(1);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const seqScans = (node: PlanNode, table: string): number =>
  (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === table ? 1 : 0) +
  (node.Plans ?? []).reduce((sum, child) => sum + seqScans(child, table), 0);

/**
 * The list's own queries at 10,000 rows (as tests/server/list-plans.test.ts does for the other lists):
 * page 1 in every sort, both ways, and the searches, read through an index, never a Seq Scan.
 */
describe('the agro list at 10,000 rows', () => {
  let scratch: ScratchDatabase;
  let probe: {
    db: Db;
    sent: { sql: string; params: unknown[] }[];
    run: (q: string, p?: unknown[]) => Promise<unknown[]>;
  };

  const probeOf = (database: Database) => {
    const sent: { sql: string; params: unknown[] }[] = [];
    const logger = { logQuery: (query: string, params: unknown[]) => sent.push({ sql: query, params }) };
    const { $client } = database.db as unknown as { $client: PGlite | pg.Pool };
    if ($client instanceof pg.Pool)
      return {
        db: drizzlePg($client, { schema, logger }) as unknown as Db,
        sent,
        run: async (q: string, p?: unknown[]) => (await $client.query(q, p)).rows as unknown[],
      };
    return {
      db: drizzlePglite($client, { schema, logger }) as unknown as Db,
      sent,
      run: async (q: string, p?: unknown[]) => (await $client.query(q, p)).rows,
    };
  };

  // Names without digits, as people's and farms' names are (md5's digits made every name match a
  // digit search, which no real list does), documents of random digits.
  beforeAll(async () => {
    scratch = await openScratchDatabase(process.env.TEST_DATABASE_URL, 'agroplanos');
    probe = probeOf(scratch.database);
    await probe.run(`insert into cotacoes_agro (produto, cobertura, criado_por, produtor_documento, produtor_nome,
        propriedade_nome, municipio, uf, codigo_ibge, area_ha, grupo_operacao, situacao, produtor_email,
        observacoes, criado_em)
      select (array['cafezal', 'agricola'])[1 + i % 2], 'multirrisco', 'x', substr(translate(md5(i::text), 'abcdef', '123456'), 1, 11),
        'Produtor ' || translate(md5(i::text), '0123456789', 'ghijklmnop'), 'Fazenda ' || translate(md5((i * 3)::text), '0123456789', 'ghijklmnop'), 'Cidade ' || translate(md5((i * 5)::text), '0123456789', 'ghijklmnop'), 'MG',
        '3128709', 1 + i % 500, 'custeio',
        (array['aguardando_custos', 'aguardando_aprovacao', 'aprovada', 'card_gerado', 'arquivo_enviado',
          'arquivo_aprovado', 'proposta', 'apolice_emitida', 'cancelada'])[1 + i % 9],
        'produtor' || i || '@fazenda.com.br', repeat('Lavoura em bom estado, sem sinistros recentes. ', 3),
        now() - make_interval(mins => i)
      from generate_series(1, 10000) i`);
    await probe.run('analyze');
  }, 120_000);
  afterAll(() => scratch.dispose());

  async function plan(query: Partial<AgroListQuery>, state?: 'proposta'): Promise<PlanNode> {
    probe.sent.length = 0;
    await agroRepo.listQuotations(
      probe.db,
      { page: 1, page_size: 5, direction: 'asc', ...query },
      agroRepo.ALL_AGRO,
      state,
    );
    const paged = probe.sent.find((q) => /order by/i.test(q.sql) && q.sql.includes('from "cotacoes_agro"'));
    if (!paged) throw new Error('nenhuma consulta paginada');
    const [row] = (await probe.run(`explain (format json) ${paged.sql}`, paged.params)) as {
      'QUERY PLAN': { Plan: PlanNode }[];
    }[];
    const node = row?.['QUERY PLAN'][0]?.Plan;
    if (!node) throw new Error('EXPLAIN sem plano');
    return node;
  }

  it.each(AGRO_QUOTATION_SORT.flatMap((sort) => (['asc', 'desc'] as const).map((d) => [sort, d] as const)))(
    'reads page 1 sorted by %s %s through an index',
    async (sort, direction) => {
      const node = await plan({ sort, direction });
      expect(seqScans(node, 'cotacoes_agro'), JSON.stringify(node)).toBe(0);
    },
  );

  // The digits of a CPF/CNPJ are searched too (trigram index), but at this size a digits-only search
  // is a sequential scan by cost: ten symbols make few, long trigram lists (docs/agro-quotations.md).
  it('searches names and lists one state through indexes', async () => {
    for (const query of [{ query: 'ábc' }, {}]) {
      const node = await plan(query, 'proposta');
      expect(seqScans(node, 'cotacoes_agro'), JSON.stringify(node)).toBe(0);
    }
    expect(seqScans(await plan({}), 'cotacoes_agro')).toBe(0);
    // A search with up to 1,000 matches reads its matches first and sorts them (server/lib/listing.ts
    // listPage): never a walk of the sort index testing each row. At 10,000 rows one pass over the
    // table may cost less than three trigram indexes, and the planner may rightly take it.
    const searched = nodesOf(await plan({ query: 'ábc' }));
    const walks = searched.filter(
      (n) =>
        n['Relation Name'] === 'cotacoes_agro' && n['Node Type'] === 'Index Scan' && n.Filter?.includes('~~'),
    );
    expect(walks, JSON.stringify(searched)).toEqual([]);
  });
});
