import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema';
import type { AuditEntry, AuditedEntity } from '../../src/contract/audit';
import type { Paged } from '../../src/contract/common';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { createUser, loggedIn, resetLinkIn } from './auth-helpers';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Body, Fixtures, Json } from './route-samples';
import {
  brokerBody,
  contactBody,
  courtBody,
  createFixtures,
  insurerBody,
  modalityBody,
  officeBody,
  profileBody,
  reasonBody,
  subBody,
  unitBody,
  userBody,
} from './route-samples';

let server: TestServer;
let token: string;
let fx: Fixtures;
const ACTOR_NAME = 'Auditora Responsável';

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}, as = token) {
  return server.app.inject({
    method,
    url,
    headers: { ...bearer(as), ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function history(entidade: AuditedEntity, id: string, as = token): Promise<AuditEntry[]> {
  const res = await call(
    'GET',
    `/v1/auditoria?entidade=${entidade}&entidade_id=${id}&page_size=100`,
    undefined,
    {},
    as,
  );
  expect(res.statusCode).toBe(200);
  return res.json<Paged<AuditEntry>>().items;
}

beforeAll(async () => {
  server = await startTestServer();
  // A real user as the actor, so the rows carry a name read from usuarios.
  const actor = await createUser(server, { nome: ACTOR_NAME, estruturaId: 'funcionario' });
  token = await server.tokenWith({ sub: actor.id, modules: MODULE_IDS, actions: ACTION_IDS });
  fx = await createFixtures(server, token);
});
afterAll(() => server.close());

/** One audited kind of record: how to create it, where it lives, and edits that change, fail or clash. */
interface Case {
  entidade: AuditedEntity;
  collection: () => string;
  body: () => Body;
  /** A valid edit and the one wire field it changes. */
  change: Body;
  field: string;
  /** An edit the schema refuses (400). */
  invalid: Body;
  /** An edit that clashes with the fixture record of the same kind (409), when the kind has one. */
  duplicate?: () => Promise<Body>;
}

const read = async (url: string) => (await call('GET', url)).json<Record<string, Json>>();

const CASES: Case[] = [
  {
    entidade: 'tribunal',
    collection: () => '/v1/judiciario/tribunais',
    body: () => courtBody('55'),
    change: { nome: 'TRIBUNAL RENOMEADO' },
    field: 'nome',
    invalid: { nome: '' },
    duplicate: async () => ({ codigo_tr: '98' }),
  },
  {
    entidade: 'vara',
    collection: () => `/v1/judiciario/tribunais/${fx.court}/unidades`,
    body: () => unitBody('0055'),
    change: { comarca: 'Santos' },
    field: 'comarca',
    invalid: { nome: '' },
    duplicate: async () => ({ codigo: '0001' }),
  },
  {
    entidade: 'seguradora',
    collection: () => '/v1/seguradoras',
    body: () => ({
      ...insurerBody(fx),
      emails: [
        { email: 'a@exemplo.com.br', descricao: 'A' },
        { email: 'b@exemplo.com.br', descricao: 'B' },
      ],
    }),
    // The same e-mails in another order are no change: lists compare as sets.
    change: {
      nome: 'Seguradora Renomeada',
      emails: [
        { email: 'b@exemplo.com.br', descricao: 'B' },
        { email: 'a@exemplo.com.br', descricao: 'A' },
      ],
    },
    field: 'nome',
    invalid: { nome: '' },
    duplicate: async () => ({ cnpj: (await read(`/v1/seguradoras/${fx.insurer}`)).cnpj ?? null }),
  },
  {
    entidade: 'contato_seguradora',
    collection: () => `/v1/seguradoras/${fx.insurer}/contatosrelacionamento`,
    body: contactBody,
    change: { cargo: 'Diretor' },
    field: 'cargo',
    invalid: { nome: '' },
  },
  {
    entidade: 'corretora',
    collection: () => '/v1/corretoras',
    body: brokerBody,
    change: { contato: 'Beltrano' },
    field: 'contato',
    invalid: { razao_social: '' },
    duplicate: async () => ({ cnpj: (await read(`/v1/corretoras/${fx.broker}`)).cnpj ?? null }),
  },
  {
    entidade: 'escritorio',
    collection: () => '/v1/escritorios/',
    body: officeBody,
    change: { cidade: 'SANTOS' },
    field: 'cidade',
    invalid: { nome: '' },
    duplicate: async () => ({ nome: (await read(`/v1/escritorios/${fx.office}`)).nome ?? null }),
  },
  {
    entidade: 'usuario',
    collection: () => '/v1/usuarios/',
    body: () => userBody(fx),
    // Deactivation is an update like any other, and audited.
    change: { ativo: false },
    field: 'ativo',
    invalid: { nome: '' },
    duplicate: async () => ({ email: (await read(`/v1/usuarios/${fx.user}`)).email ?? null }),
  },
  {
    entidade: 'perfil_acesso',
    collection: () => '/v1/perfisacesso/',
    body: profileBody,
    change: { acoes: ['visualizar_tribunal', 'visualizar_escritorio'] },
    field: 'acoes',
    invalid: { nome: '' },
    duplicate: async () => ({ nome: (await read(`/v1/perfisacesso/${fx.profile}`)).nome ?? null }),
  },
  {
    entidade: 'modalidade',
    collection: () => '/v1/garantia/modalidades',
    body: modalityBody,
    change: { descricao: 'Outra descrição' },
    field: 'descricao',
    invalid: { nome: '' },
  },
  {
    entidade: 'submodalidade',
    collection: () => `/v1/garantia/modalidades/${fx.modality}/submodalidades`,
    body: subBody,
    change: { descricao: 'Outra descrição' },
    field: 'descricao',
    invalid: { nome: '' },
    duplicate: async () => ({
      nome: (await read(`/v1/garantia/modalidades/${fx.modality}/submodalidades/${fx.sub}`)).nome ?? null,
    }),
  },
  {
    entidade: 'motivo_cancelamento',
    collection: () => '/v1/motivoscancelamento/',
    body: () => reasonBody(fx),
    change: { ativo: false },
    field: 'ativo',
    invalid: { nome: '' },
    duplicate: async () => ({ nome: (await read(`/v1/motivoscancelamento/${fx.reason}`)).nome ?? null }),
  },
];

const recordUrl = (collection: string, id: string) => `${collection.replace(/\/$/, '')}/${id}`;

describe.each(CASES)('audit of $entidade', (c) => {
  it('writes one criar row per create, none for its replay, one alterar row per real change and none for a refused or empty update', async () => {
    const id = crypto.randomUUID();
    const body: Body = { ...c.body(), id };
    expect((await call('POST', c.collection(), body)).statusCode).toBe(201);
    expect((await call('POST', c.collection(), body)).statusCode).toBe(200);
    const created = await history(c.entidade, id);
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ acao: 'criar', entidade: c.entidade, entidade_id: id });
    expect(created[0]?.usuario.nome).toBe(ACTOR_NAME);

    const url = recordUrl(c.collection(), id);
    const first = await call('GET', url);
    const before = first.json<Record<string, Json>>();
    const etag = first.headers.etag as string;
    const { id: _id, ...edit } = body;

    // Refused updates write nothing: a stale If-Match, an invalid body, a clash with another record.
    const stale = await call('PUT', url, { ...edit, ...c.change }, { 'if-match': '"outra-versao"' });
    expect(stale.statusCode).toBe(412);
    expect((await call('PUT', url, { ...edit, ...c.invalid }, { 'if-match': etag })).statusCode).toBe(400);
    if (c.duplicate) {
      const clash = await call('PUT', url, { ...edit, ...(await c.duplicate()) }, { 'if-match': etag });
      expect(clash.statusCode).toBe(409);
    }
    expect(await history(c.entidade, id)).toHaveLength(1);

    const changed = await call('PUT', url, { ...edit, ...c.change }, { 'if-match': etag });
    expect(changed.statusCode).toBe(200);
    const after = changed.json<Record<string, Json>>();
    const entries = await history(c.entidade, id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ acao: 'alterar', usuario: { nome: ACTOR_NAME } });
    expect(entries[0]?.alteracoes).toEqual([
      {
        campo: c.field,
        rotulo: expect.not.stringMatching(/_/),
        antes: before[c.field],
        depois: after[c.field],
      },
    ]);

    // The same data again changes nothing, so it leaves no row.
    const again = await call(
      'PUT',
      url,
      { ...edit, ...c.change },
      { 'if-match': changed.headers.etag as string },
    );
    expect(again.statusCode).toBe(200);
    expect(await history(c.entidade, id)).toHaveLength(2);
  });
});

describe('audit of the own account', () => {
  it('records an edit of PUT /v1/me in the user’s history, under the user’s own name', async () => {
    const user = await createUser(server, { nome: 'Rita Souza' });
    const own = await server.tokenWith({ sub: user.id });
    const res = await call('PUT', '/v1/me', { nome: 'Rita de Souza', apelido: 'RITA' }, {}, own);
    expect(res.statusCode).toBe(200);
    const [entry, ...older] = await history('usuario', user.id);
    expect(older).toEqual([]);
    expect(entry).toMatchObject({ acao: 'alterar', usuario: { id: user.id, nome: 'Rita de Souza' } });
    expect(entry?.alteracoes).toContainEqual({
      campo: 'nome',
      rotulo: 'Nome',
      antes: 'Rita Souza',
      depois: 'Rita de Souza',
    });
  });
});

describe('GET /v1/auditoria', () => {
  it('pages a record’s history newest first with labels in Portuguese', async () => {
    const id = crypto.randomUUID();
    const nome = `Filial ${id.slice(0, 8)}`;
    const body: Body = { ...officeBody(), nome, id };
    expect((await call('POST', '/v1/escritorios/', body)).statusCode).toBe(201);
    const { id: _id, ...edit } = body;
    for (const cidade of ['SANTOS', 'SOROCABA', 'BAURU'])
      expect((await call('PUT', `/v1/escritorios/${id}`, { ...edit, cidade })).statusCode).toBe(200);

    const page = async (n: number) =>
      (await call('GET', `/v1/auditoria?entidade=escritorio&entidade_id=${id}&page=${n}&page_size=3`)).json<
        Paged<AuditEntry>
      >();
    const one = await page(1);
    expect(one.total_count).toBe(4);
    expect(one.items.map((e) => e.alteracoes.find((a) => a.campo === 'cidade')?.depois)).toEqual([
      'BAURU',
      'SOROCABA',
      'SANTOS',
    ]);
    expect(one.items[0]?.alteracoes).toEqual([
      { campo: 'cidade', rotulo: 'Cidade', antes: 'SOROCABA', depois: 'BAURU' },
    ]);
    const two = await page(2);
    expect(two.items.map((e) => e.acao)).toEqual(['criar']);
    expect(two.items[0]?.alteracoes).toContainEqual({
      campo: 'nome',
      rotulo: 'Nome',
      antes: null,
      depois: nome.toUpperCase(),
    });
  });

  it('is allowed only to whoever may view the entity', async () => {
    const viewer = await server.tokenWith({ modules: ['cadastro'], actions: ['visualizar_escritorio'] });
    const office = await call(
      'GET',
      `/v1/auditoria?entidade=escritorio&entidade_id=${fx.office}`,
      undefined,
      {},
      viewer,
    );
    expect(office.statusCode).toBe(200);
    expect(office.json<Paged<AuditEntry>>().items).toHaveLength(1);
    const user = await call(
      'GET',
      `/v1/auditoria?entidade=usuario&entidade_id=${fx.user}`,
      undefined,
      {},
      viewer,
    );
    expect(user.statusCode).toBe(403);
    const unknown = await call('GET', `/v1/auditoria?entidade=inexistente&entidade_id=${fx.user}`);
    expect(unknown.statusCode).toBe(400);
  });

  it('never stores a secret, through user creates, edits, password changes and resets', async () => {
    const id = crypto.randomUUID();
    const email = `auditada.${id.slice(0, 8)}@teste.local`;
    const body: Body = { ...userBody(fx), email, id };
    expect((await call('POST', '/v1/usuarios/', body)).statusCode).toBe(201);
    const link = resetLinkIn((await server.mails()).find((m) => m.includes(email)) ?? '');
    const reset = await server.app.inject({
      method: 'PUT',
      url: '/v1/usuarios/recuperar-senha',
      payload: { token: link, senha: 'Cavalo-Bateria-Grampo-9' },
    });
    expect(reset.statusCode).toBe(200);
    const session = await loggedIn(server.app, email, 'Cavalo-Bateria-Grampo-9');
    const change = await call(
      'PUT',
      '/v1/me/alterar-senha',
      { senha_atual: 'Cavalo-Bateria-Grampo-9', nova_senha: 'Outra-Frase-Longa-77' },
      {},
      session.access_token,
    );
    expect(change.statusCode).toBe(200);
    const { id: _id, ...edit } = body;
    expect((await call('PUT', `/v1/usuarios/${id}`, { ...edit, apelido: 'outro' })).statusCode).toBe(200);

    const rows = await server.database.db.select().from(auditLog);
    const text = JSON.stringify(rows.map((r) => [r.antes, r.depois]));
    expect(text).not.toMatch(/senha|hash|token|argon2|Cavalo|Outra-Frase/i);
    // Sorted by time: without ORDER BY, PostgreSQL returns rows in any order.
    const ofUser = rows
      .filter((r) => r.entidadeId === id)
      .sort((a, b) => a.criadoEm.getTime() - b.criadoEm.getTime());
    expect(ofUser.map((r) => r.acao)).toEqual(['criar', 'alterar']);
  });
});
