import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCnpj } from '@brazilian-utils/brazilian-utils';
import type { ActionId } from '../../src/contract/permissions';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let insurerId: string;
let contactId: string;
let brokerId: string;

beforeAll(async () => {
  server = await startTestServer();
  const admin = bearer(await server.adminToken());
  const insurer = await server.app.inject({
    method: 'POST',
    url: '/v1/seguradoras',
    headers: admin,
    payload: { nome: 'Acesso', razao_social: 'Acesso S.A.', cnpj: generateCnpj() },
  });
  insurerId = insurer.json<{ id: string }>().id;
  const contact = await server.app.inject({
    method: 'POST',
    url: `/v1/seguradoras/${insurerId}/contatosrelacionamento`,
    headers: admin,
    payload: { nome: 'Contato' },
  });
  contactId = contact.json<{ id: string }>().id;
  const broker = await server.app.inject({
    method: 'POST',
    url: '/v1/corretoras',
    headers: admin,
    payload: { razao_social: 'Corretora Acesso', cnpj: generateCnpj() },
  });
  brokerId = broker.json<{ id: string }>().id;
});
afterAll(() => server.close());

type Method = 'GET' | 'POST' | 'PUT';
interface Case {
  method: Method;
  url: () => string;
  action: ActionId;
  body?: () => object;
}

const insurerBody = () => ({ nome: 'N', razao_social: 'R', cnpj: generateCnpj() });
const brokerBody = () => ({ razao_social: 'R', cnpj: generateCnpj() });

const CASES: Case[] = [
  { method: 'GET', url: () => '/v1/seguradoras', action: 'visualizar_seguradora' },
  { method: 'POST', url: () => '/v1/seguradoras', action: 'criar_seguradora', body: insurerBody },
  { method: 'GET', url: () => `/v1/seguradoras/${insurerId}`, action: 'visualizar_seguradora' },
  {
    method: 'PUT',
    url: () => `/v1/seguradoras/${insurerId}`,
    action: 'editar_seguradora',
    body: insurerBody,
  },
  {
    method: 'GET',
    url: () => `/v1/seguradoras/listarseguradoraemail/${insurerId}`,
    action: 'visualizar_seguradora',
  },
  {
    method: 'GET',
    url: () => `/v1/seguradoras/${insurerId}/contatosrelacionamento`,
    action: 'visualizar_seguradora',
  },
  {
    method: 'POST',
    url: () => `/v1/seguradoras/${insurerId}/contatosrelacionamento`,
    action: 'criar_seguradora',
    body: () => ({ nome: 'Novo' }),
  },
  {
    method: 'GET',
    url: () => `/v1/seguradoras/${insurerId}/contatosrelacionamento/${contactId}`,
    action: 'visualizar_seguradora',
  },
  {
    method: 'PUT',
    url: () => `/v1/seguradoras/${insurerId}/contatosrelacionamento/${contactId}`,
    action: 'editar_seguradora',
    body: () => ({ nome: 'Editado' }),
  },
  { method: 'GET', url: () => '/v1/corretoras', action: 'visualizar_seguradora' },
  { method: 'POST', url: () => '/v1/corretoras', action: 'criar_seguradora', body: brokerBody },
  { method: 'GET', url: () => `/v1/corretoras/${brokerId}`, action: 'visualizar_seguradora' },
  { method: 'PUT', url: () => `/v1/corretoras/${brokerId}`, action: 'editar_seguradora', body: brokerBody },
];

const SUGGESTS = [
  () => '/v1/seguradoras/suggest',
  () => '/v1/seguradoras/suggest/consultamercado',
  () => `/v1/seguradoras/${insurerId}/modalidades/suggest`,
  () => `/v1/seguradoras/${insurerId}/contatosrelacionamento/suggest`,
  () => '/v1/corretoras/suggest',
];

describe('insurers and brokers access', () => {
  it.each(CASES)('$method $action: 401 without token, 403 without the action, 2xx with it', async (c) => {
    const send = (headers: object) =>
      server.app.inject({
        method: c.method,
        url: c.url(),
        headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
        ...(c.body ? { payload: c.body() } : {}),
      });
    expect((await send({})).statusCode).toBe(401);
    const others = await server.tokenWith({
      modules: ['cadastro'],
      actions: ['visualizar_seguradora', 'criar_seguradora', 'editar_seguradora'].filter(
        (a) => a !== c.action,
      ) as ActionId[],
    });
    expect((await send(bearer(others))).statusCode).toBe(403);
    const noModule = await server.tokenWith({ modules: ['cotacao'], actions: [c.action] });
    expect((await send(bearer(noModule))).statusCode).toBe(403);
    const granted = await server.tokenWith({ modules: ['cadastro'], actions: [c.action] });
    const res = await send(bearer(granted));
    expect(res.statusCode, res.body).toBeLessThan(300);
  });

  it.each(SUGGESTS)('suggest %#: cadastro or cotacao, nothing else', async (url) => {
    expect((await server.app.inject({ url: url() })).statusCode).toBe(401);
    const apolice = await server.tokenWith({ modules: ['apolice'] });
    expect((await server.app.inject({ url: url(), headers: bearer(apolice) })).statusCode).toBe(403);
    for (const m of ['cadastro', 'cotacao'] as const) {
      const token = await server.tokenWith({ modules: [m] });
      expect((await server.app.inject({ url: url(), headers: bearer(token) })).statusCode).toBe(200);
    }
  });
});
