import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Insurer, InsurerContact } from '../../src/contract/insurers';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;
let a: Insurer;
let b: Insurer;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) {
  return server.app.inject({
    method,
    url,
    headers: { ...bearer(admin), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const contactsOf = (insurer: Insurer) => `/v1/seguradoras/${insurer.id}/contatosrelacionamento`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  const create = async (nome: string) =>
    (
      await call('POST', '/v1/seguradoras', { nome, razao_social: `${nome} S.A.`, cnpj: generateCnpj() })
    ).json<Insurer>();
  a = await create('Seguradora A');
  b = await create('Seguradora B');
});
afterAll(() => server.close());

describe('insurer relationship contacts', () => {
  it('creates a contact under its insurer, readable and editable there with an ETag', async () => {
    const res = await call('POST', contactsOf(a), {
      nome: 'Maria Souza',
      email: 'Maria@Seg.com.br',
      telefone: '(11) 98888-7777',
      cargo: 'Gerente comercial',
    });
    expect(res.statusCode).toBe(201);
    const contact = res.json<InsurerContact>();
    // Phones are kept as digits, as in every domain, and shown with the mask by the screens.
    expect(contact).toMatchObject({
      seguradora_id: a.id,
      email: 'maria@seg.com.br',
      telefone: '11988887777',
      ativo: true,
    });
    const read = await call('GET', `${contactsOf(a)}/${contact.id}`);
    expect(read.json()).toEqual(contact);
    const etag = read.headers.etag as string;
    const put = await call(
      'PUT',
      `${contactsOf(a)}/${contact.id}`,
      { nome: 'Maria S.', ativo: false },
      { 'if-match': etag },
    );
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ nome: 'Maria S.', email: null, ativo: false });
    const stale = await call('PUT', `${contactsOf(a)}/${contact.id}`, { nome: 'X' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(412);
  });

  it('reaches a contact only through its own insurer', async () => {
    const contact = (await call('POST', contactsOf(a), { nome: 'João' })).json<InsurerContact>();
    expect((await call('GET', `${contactsOf(b)}/${contact.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `${contactsOf(b)}/${contact.id}`, { nome: 'Invasão' })).statusCode).toBe(404);
    const listB = (await call('GET', `${contactsOf(b)}?page_size=-1`)).json<{ items: InsurerContact[] }>();
    expect(listB.items.map((c) => c.id)).not.toContain(contact.id);
    expect((await call('GET', `${contactsOf(a)}/${contact.id}`)).json()).toMatchObject({ nome: 'João' });
    const missing = `/v1/seguradoras/${crypto.randomUUID()}/contatosrelacionamento`;
    expect((await call('POST', missing, { nome: 'Ninguém' })).statusCode).toBe(404);
    expect((await call('GET', missing)).statusCode).toBe(404);
    expect((await call('GET', `${missing}/suggest`)).statusCode).toBe(404);
    // A client id already used under insurer A is not a replay under B.
    const taken = await call('POST', contactsOf(b), { id: contact.id, nome: 'João' });
    expect(taken.statusCode).toBe(409);
  });

  it('validates in Portuguese', async () => {
    const res = await call('POST', contactsOf(a), { nome: ' ', email: 'não-é-email', telefone: '123' });
    expect(res.statusCode).toBe(400);
    const messages = res.json<{ details: { message: string }[] }>().details.map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Informe o nome.',
        'E-mail inválido.',
        'Telefone inválido: informe o DDD e o número.',
      ]),
    );
    // A letter is a typo, not something to drop: refused, not stored as 'no phone'.
    const typo = await call('POST', contactsOf(a), { nome: 'Ana', telefone: 'onze 98888-7777' });
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({
      details: [{ field: 'telefone', message: 'Telefone inválido: informe o DDD e o número.' }],
    });
  });

  it('lists paged and suggests only active contacts', async () => {
    await call('POST', contactsOf(b), { nome: 'Ana Ativa' });
    await call('POST', contactsOf(b), { nome: 'Bruno Inativo', ativo: false });
    const list = (await call('GET', `${contactsOf(b)}?sort=nome&page_size=1`)).json<{
      items: InsurerContact[];
      total_count: number;
    }>();
    expect(list.total_count).toBe(2);
    expect(list.items.map((c) => c.nome)).toEqual(['Ana Ativa']);
    const suggest = await call('GET', `${contactsOf(b)}/suggest`);
    expect(suggest.json<{ nome: string }[]>().map((c) => c.nome)).toEqual(['Ana Ativa']);
  });
});
