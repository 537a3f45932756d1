import crypto from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_DETAILS } from '../../server/errors';
import { CREATE_ONCE_MESSAGES } from '../../server/lib/create-once';
import type { ApiErrorBody } from '../../src/contract/common';
import { PLACEHOLDER_ID } from '../../src/contract/permissions';
import { expectApiShape } from './api-shape';
import { loggedIn, postForm } from './auth-helpers';
import type { TestServer } from './harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, startTestServer } from './harness';
import type { Body, Fixtures } from './route-samples';
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

beforeAll(async () => {
  server = await startTestServer();
  token = (await loggedIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  fx = await createFixtures(server, token);
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'OPTIONS', url: string, payload?: object) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** The error body of an answer, checked to be in the Portuguese shape first. */
function errorOf(res: LightMyRequestResponse): ApiErrorBody {
  expect(expectApiShape(res)).toBeUndefined();
  return res.json<ApiErrorBody>();
}

/** A raw HTTP exchange with the listening server, for what Node refuses before Fastify sees it. */
async function rawExchange(request: string): Promise<string> {
  const { port } = server.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('NUL characters (PostgreSQL refuses them in text)', () => {
  it('refuses a NUL in a body field with 400 naming the field', async () => {
    const res = await call('POST', '/v1/escritorios/', { ...officeBody(), nome: 'Filial\u0000' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual([
      { field: 'nome', message: expect.stringMatching(/caractere nulo/) },
    ]);
  });

  it('refuses a NUL deep inside a body', async () => {
    const res = await call('POST', '/v1/seguradoras', {
      ...insurerBody(fx),
      emails: [{ email: 'a@b.com.br', descricao: 'x\u0000' }],
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details?.[0]?.field).toBe('emails.0.descricao');
  });

  it('refuses a NUL in the login username', async () => {
    const res = await postForm(server.app, '/connect/token', {
      grant_type: 'password',
      username: 'a\u0000',
      password: 'x',
      client_id: 'portal',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details?.[0]?.field).toBe('username');
  });

  it('refuses a NUL in the search of lists and suggests', async () => {
    for (const url of ['/v1/escritorios/?query=a%00', '/v1/seguradoras/suggest?query=a%00']) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(errorOf(res).details?.[0]?.field).toBe('query');
    }
  });
});

describe('paging', () => {
  it('refuses a page too large for an offset with 400 in Portuguese', async () => {
    for (const page of ['99999999999999999999', '1e308', '1000001']) {
      const res = await call('GET', `/v1/escritorios/?page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(errorOf(res).details).toEqual([
        { field: 'page', message: 'A página deve ser no máximo 1.000.000.' },
      ]);
    }
  });

  it('still answers the last allowed page, empty', async () => {
    const res = await call('GET', '/v1/escritorios/?page=1000000&page_size=500');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ items: unknown[] }>().items).toEqual([]);
  });
});

describe('framework errors answer in the Portuguese shape', () => {
  it('a URL whose encoding does not decode', async () => {
    const res = await call('GET', '/v1/escritorios/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error_description).toBe('Chamada inválida.');
  });

  it('a path parameter over the router limit', async () => {
    const res = await call('GET', `/v1/escritorios/${'a'.repeat(150)}`);
    expect(res.statusCode).toBeLessThan(500);
    errorOf(res);
  });

  it('a content type the route does not read', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/v1/escritorios/',
      headers: { ...bearer(token), 'content-type': 'application/xml' },
      payload: '<nome/>',
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).error_description).toBe('Tipo de conteúdo não suportado.');
  });

  describe('refused by Node before Fastify (real socket)', () => {
    beforeAll(() => server.app.listen({ port: 0, host: '127.0.0.1' }));

    it('headers over the size limit: 431', async () => {
      const answer = await rawExchange(
        `GET /v1/escritorios/ HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 431 /);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ApiErrorBody;
      expect(body.error_description).toBe('Os cabeçalhos da requisição são grandes demais.');
    });

    it('a request that is not HTTP: 400', async () => {
      const answer = await rawExchange('isto não é HTTP\r\n\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toMatch(/application\/json; charset=utf-8/);
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ApiErrorBody;
      expect(body).toEqual({
        error: 'invalid_request',
        error_description: 'Chamada inválida.',
        details: [{ message: 'Requisição malformada.' }],
      });
    });
  });
});

describe('CORS and framing policy', () => {
  it('answers a cross-origin preflight 405 in Portuguese, with no Access-Control-Allow-* header', async () => {
    for (const url of ['/v1/escritorios/', '/connect/token', '/qualquer/caminho']) {
      const res = await server.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: 'https://outro.exemplo', 'access-control-request-method': 'POST' },
      });
      expect(res.statusCode, url).toBe(405);
      expect(errorOf(res).error).toBe('method_not_allowed');
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('forbids framing the same way in the CSP and in X-Frame-Options', async () => {
    const res = await server.app.inject({ url: '/healthz' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('ids', () => {
  it('refuses the all-zero placeholder id as the id of a new record', async () => {
    const res = await call('POST', '/v1/escritorios/', { ...officeBody(), id: PLACEHOLDER_ID });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).details).toEqual([
      { field: 'id', message: 'Este identificador é reservado e não pode ser usado.' },
    ]);
  });

  it('finds records by an uppercase id, in the path and in a body', async () => {
    const office = await call('GET', `/v1/escritorios/${fx.office.toUpperCase()}`);
    expect(office.statusCode).toBe(200);
    expect(office.json<{ id: string }>().id).toBe(fx.office);
    const user = await call('POST', '/v1/usuarios/', {
      ...userBody(fx),
      perfil_id: fx.profile.toUpperCase(),
      escritorio_id: fx.office.toUpperCase(),
    });
    expect(user.statusCode).toBe(201);
    expect(user.json<{ escritorio: { id: string } }>().escritorio.id).toBe(fx.office);
  });

  it('finds records by uppercase ids inside lists of a body', async () => {
    const reason = await call('POST', '/v1/motivoscancelamento/', {
      ...reasonBody(fx),
      modalidade_ids: [fx.modality.toUpperCase()],
    });
    expect(reason.statusCode).toBe(201);
    expect(reason.json<{ modalidades: { id: string }[] }>().modalidades.map((m) => m.id)).toEqual([
      fx.modality,
    ]);
    const insurer = await call('POST', '/v1/seguradoras', {
      ...insurerBody(fx),
      submodalidade_ids: [fx.sub.toUpperCase()],
    });
    expect(insurer.statusCode).toBe(201);
    expect(insurer.json<{ submodalidade_ids: string[] }>().submodalidade_ids).toEqual([fx.sub]);
    const permissions = await call('POST', '/v1/garantia/permissoes', {
      targetId: fx.user.toUpperCase(),
      grupoEconomicoId: null,
      submodalidadeids: [fx.sub.toUpperCase()],
    });
    expect(permissions.statusCode).toBeLessThan(300);
    const read = await call('GET', `/v1/garantia/permissoes?targetId=${fx.user.toUpperCase()}`);
    expect(read.statusCode).toBe(200);
    expect(JSON.stringify(read.json())).toContain(fx.sub);
  });

  it('stores an uppercase client id in lower case, and a replay in upper case finds it', async () => {
    const id = crypto.randomUUID();
    const body = officeBody();
    const first = await call('POST', '/v1/escritorios/', { ...body, id: id.toUpperCase() });
    expect(first.statusCode).toBe(201);
    expect(first.json<{ id: string }>().id).toBe(id);
    expect((await call('POST', '/v1/escritorios/', { ...body, id })).statusCode).toBe(200);
  });
});

describe('validation details', () => {
  it(`lists at most ${MAX_DETAILS} problems, then says how many were left out`, async () => {
    const res = await call('POST', '/v1/motivoscancelamento/', {
      nome: 'Motivo',
      modalidade_ids: Array.from({ length: 10_000 }, (_, i) => `nao-e-uuid-${i}`),
    });
    expect(res.statusCode).toBe(400);
    const details = errorOf(res).details ?? [];
    expect(details).toHaveLength(MAX_DETAILS + 1);
    expect(details.at(-1)).toEqual({ message: `Mais ${10_000 - MAX_DETAILS} erros omitidos.` });
  });
});

describe('a create that reuses a record id', () => {
  // Every create with a client id: its URL, a valid body, and the field changed to make it differ.
  const creates: [string, () => string, () => Body, string][] = [
    ['escritório', () => '/v1/escritorios/', officeBody, 'nome'],
    ['perfil', () => '/v1/perfisacesso/', profileBody, 'nome'],
    ['usuário', () => '/v1/usuarios/', () => userBody(fx), 'nome'],
    ['motivo', () => '/v1/motivoscancelamento/', () => reasonBody(fx), 'nome'],
    ['seguradora', () => '/v1/seguradoras', () => insurerBody(fx), 'nome'],
    ['contato', () => `/v1/seguradoras/${fx.insurer}/contatosrelacionamento`, contactBody, 'nome'],
    ['corretora', () => '/v1/corretoras', brokerBody, 'razao_social'],
    ['modalidade', () => '/v1/garantia/modalidades', modalityBody, 'nome'],
    ['submodalidade', () => `/v1/garantia/modalidades/${fx.modality}/submodalidades`, subBody, 'nome'],
    ['tribunal', () => '/v1/judiciario/tribunais', () => courtBody('96'), 'nome'],
    ['vara', () => `/v1/judiciario/tribunais/${fx.court}/unidades`, () => unitBody('0003'), 'nome'],
  ];

  it.each(creates)(
    '%s: the same body replayed is 200, a different body is 409',
    async (_, url, body, field) => {
      const id = crypto.randomUUID();
      const sent: Body = { ...body(), id };
      expect((await call('POST', url(), sent)).statusCode).toBe(201);
      const replay = await call('POST', url(), sent);
      expect(replay.statusCode).toBe(200);
      expect(replay.json<{ id: string }>().id).toBe(id);
      const other = await call('POST', url(), { ...sent, [field]: `${JSON.stringify(sent[field])} Outro` });
      expect(other.statusCode).toBe(409);
      expect(errorOf(other)).toEqual({ error: 'conflict', error_description: CREATE_ONCE_MESSAGES.idTaken });
    },
  );
});
