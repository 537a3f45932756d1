import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { Broker, BrokerSuggestion } from '../../src/contract/brokers';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers: object = {}) {
  return server.app.inject({
    method,
    url,
    headers: { ...bearer(admin), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const mask = (d: string) =>
  `${d.slice(0, 2)}.${d.slice(2, 5)}.${d.slice(5, 8)}/${d.slice(8, 12)}-${d.slice(12)}`;
const body = (over: object = {}) => ({
  razao_social: 'Corretora Parceira Ltda.',
  nome_fantasia: 'Parceira',
  cnpj: generateCnpj(),
  codigo_susep: '202031234',
  email: 'contato@parceira.com.br',
  telefone: '11 3222-1111',
  contato: 'Carlos',
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server.close());

describe('brokers', () => {
  it('creates, reads with an ETag, updates with If-Match and refuses a stale one', async () => {
    const cnpj = generateCnpj();
    const res = await call('POST', '/v1/corretoras', body({ cnpj: mask(cnpj) }));
    expect(res.statusCode).toBe(201);
    const broker = res.json<Broker>();
    expect(broker).toMatchObject({ cnpj, nome_fantasia: 'Parceira', ativo: true });
    const read = await call('GET', `/v1/corretoras/${broker.id}`);
    expect(read.json()).toEqual(broker);
    const etag = read.headers.etag as string;
    const put = await call('PUT', `/v1/corretoras/${broker.id}`, body({ cnpj, nome_fantasia: '' }), {
      'if-match': etag,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ nome_fantasia: null });
    expect(
      (await call('PUT', `/v1/corretoras/${broker.id}`, body({ cnpj }), { 'if-match': etag })).statusCode,
    ).toBe(412);
    expect((await call('GET', `/v1/corretoras/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });

  it('refuses invalid and duplicate CNPJs and bad fields in Portuguese', async () => {
    const bad = await call('POST', '/v1/corretoras', body({ cnpj: '12.345.678/0001-00' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ details: [{ field: 'cnpj', message: 'CNPJ inválido.' }] });
    const cnpj = generateCnpj();
    expect((await call('POST', '/v1/corretoras', body({ cnpj }))).statusCode).toBe(201);
    const dup = await call('POST', '/v1/corretoras', body({ cnpj }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      error_description: `Já existe uma corretora com o CNPJ ${mask(cnpj)}.`,
    });
    const other = (await call('POST', '/v1/corretoras', body())).json<Broker>();
    expect((await call('PUT', `/v1/corretoras/${other.id}`, body({ cnpj }))).statusCode).toBe(409);
    const fields = await call('POST', '/v1/corretoras', {
      razao_social: '',
      cnpj: '',
      email: 'x',
      codigo_susep: 'ABC',
    });
    expect(fields.statusCode).toBe(400);
    const messages = fields.json<{ details: { message: string }[] }>().details.map((d) => d.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Informe a razão social.',
        'Informe o CNPJ.',
        'E-mail inválido.',
        'O código SUSEP deve ter só dígitos.',
      ]),
    );
  });

  it('replays a create with the same client id', async () => {
    const payload = { id: crypto.randomUUID(), ...body() };
    expect((await call('POST', '/v1/corretoras', payload)).statusCode).toBe(201);
    expect((await call('POST', '/v1/corretoras', payload)).statusCode).toBe(200);
  });

  it('lists paged with search and active filter; suggests active brokers', async () => {
    const on = (
      await call('POST', '/v1/corretoras', body({ razao_social: 'Zéfiro Corretora', nome_fantasia: null }))
    ).json<Broker>();
    const off = (
      await call('POST', '/v1/corretoras', body({ razao_social: 'Zefiro Inativa', ativo: false }))
    ).json<Broker>();
    const found = (await call('GET', '/v1/corretoras?query=zefiro&sort=razao_social')).json<{
      items: Broker[];
      total_count: number;
    }>();
    expect(found.items.map((b) => b.id)).toEqual([on.id, off.id]);
    const active = (await call('GET', '/v1/corretoras?query=zefiro&ativo=true')).json<{ items: Broker[] }>();
    expect(active.items.map((b) => b.id)).toEqual([on.id]);
    const suggest = (await call('GET', '/v1/corretoras/suggest?query=zefiro')).json<BrokerSuggestion[]>();
    expect(suggest).toEqual([{ id: on.id, nome: 'Zéfiro Corretora', cnpj: on.cnpj }]);
    expect((await call('GET', '/v1/corretoras?ativo=talvez')).statusCode).toBe(400);
  });
});
