import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Court } from '../../src/contract/judiciary';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { createUser, loggedIn } from './auth-helpers';

const STALE = {
  error: 'precondition_failed',
  error_description:
    'O registro foi alterado por outra pessoa ou em outro dispositivo. Recarregue e tente novamente.',
};

let server: TestServer;
let admin: string;

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: object; ifMatch?: string } = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    headers: {
      ...bearer(options.token ?? admin),
      ...(options.ifMatch === undefined ? {} : { 'if-match': options.ifMatch }),
    },
    ...(options.body ? { payload: options.body } : {}),
  });
}

/** One editable record: where it is read and written, and two different valid bodies for it. */
interface Editable {
  url: string;
  token: string;
  body: (n: number) => object;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server.close());

async function courtRecord(codigo_tr: string): Promise<Editable> {
  const body = (n: number) => ({ segmento: 4, codigo_tr, sigla: `ETAG${codigo_tr}`, nome: `versão ${n}` });
  const created = await call('POST', '/v1/judiciario/tribunais', { body: body(0) });
  return { url: `/v1/judiciario/tribunais/${created.json<Court>().id}`, token: admin, body };
}

async function unitRecord(codigo: string): Promise<Editable> {
  const court = await courtRecord(`2${codigo.slice(-1)}`);
  const body = (n: number) => ({ codigo, nome: `vara versão ${n}`, comarca: 'campinas' });
  const created = await call('POST', `${court.url}/unidades`, { body: body(0) });
  return { url: `${court.url}/unidades/${created.json<{ id: string }>().id}`, token: admin, body };
}

async function meRecord(): Promise<Editable> {
  const user = await createUser(server);
  const token = (await loggedIn(server.app, user.email, user.password)).access_token;
  return { url: '/v1/me/', token, body: (n: number) => ({ nome: `Maria ${n}`, apelido: `maria ${n}` }) };
}

const records: [string, () => Promise<Editable>][] = [
  ['a court', () => courtRecord('41')],
  ['a court unit', () => unitRecord('0041')],
  ['the own account', meRecord],
];

describe.each(records)('ETag and If-Match on %s', (_name, make) => {
  let record: Editable;
  beforeAll(async () => {
    record = await make();
  });

  const read = () => call('GET', record.url, { token: record.token });
  const write = (n: number, ifMatch?: string) =>
    call('PUT', record.url, { token: record.token, body: record.body(n), ...(ifMatch ? { ifMatch } : {}) });

  it('gives an ETag on GET; a PUT with it succeeds and gives the new one; the old one is then a 412', async () => {
    const first = await read();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const saved = await write(1, etag);
    expect(saved.statusCode).toBe(200);
    const newEtag = saved.headers.etag as string;
    expect(newEtag).toMatch(/^"[\w-]+"$/);
    expect(newEtag).not.toBe(etag);
    expect((await read()).headers.etag).toBe(newEtag);

    const stale = await write(2, etag);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual(STALE);
    const after = await read();
    expect(after.body).toBe(saved.body);
    expect(after.headers.etag).toBe(newEtag);
  });

  it('accepts a PUT without If-Match (older clients), with *, a weak tag or a list holding the current one', async () => {
    expect((await write(3)).statusCode).toBe(200);
    expect((await write(4, '*')).statusCode).toBe(200);
    const current = (await read()).headers.etag as string;
    expect((await write(5, `W/${current}`)).statusCode).toBe(200);
    const next = (await read()).headers.etag as string;
    expect((await write(6, `"outra", ${next}`)).statusCode).toBe(200);
  });

  it('lets only one of two concurrent edits made from the same read win', async () => {
    const etag = (await read()).headers.etag as string;
    const [a, b] = await Promise.all([write(7, etag), write(8, etag)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 412]);
    const winner = a.statusCode === 200 ? a : b;
    expect((await read()).body).toBe(winner.body);
  });
});

describe('the own account changed on another device', () => {
  it('refuses an edit based on a read from before the terms were accepted elsewhere', async () => {
    const record = await meRecord();
    const etag = (await call('GET', record.url, { token: record.token })).headers.etag as string;
    const accepted = await call('PUT', '/v1/me/aceitar-termos', { token: record.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers.etag).not.toBe(etag);
    const stale = await call('PUT', record.url, { token: record.token, body: record.body(9), ifMatch: etag });
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toEqual(STALE);
  });
});
