import crypto from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { policyWithRequests } from '../../server/domains/policies/requests';
import { SYSTEM_VIEWER } from '../../server/lib/visibility';
import type { ApiErrorBody, Paged } from '../../src/contract/common';
import type { EndorsementRequest, PolicyWithRequests } from '../../src/contract/endorsement-requests';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import type { PolicyDetail } from '../../src/contract/policies';
import { insertUser } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures, policySampleBody } from './route-samples';

let server: TestServer;
let admin: string;
let fx: Fixtures;

const base = '/v1/garantia/apolices';
const year = new Date().getUTCFullYear();

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) {
  return server.app.inject({
    method,
    url,
    headers: { ...bearer(admin), ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function created<T>(method: 'POST', url: string, payload: object): Promise<T> {
  const res = await call(method, url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<T>();
}

const newPolicy = () =>
  created<PolicyDetail>('POST', base, {
    ...policySampleBody(fx),
    numero: `APO-LER-${crypto.randomUUID().slice(0, 8)}`,
    vigencia_inicio: `${year - 1}-01-01`,
    vigencia_fim: `${year + 1}-01-01`,
  });

const extension = {
  tipo_id: 'prorrogacao',
  data_efeito: `${year}-01-01`,
  nova_vigencia_fim: `${year + 2}-06-30`,
};

/** A drizzle over the server's own connection that records the statements it sends. */
function countingDb(): { db: Db; sent: string[] } {
  const sent: string[] = [];
  const logger = { logQuery: (query: string) => sent.push(query) };
  const { $client } = server.database.db as unknown as { $client: PGlite | pg.Pool };
  const db =
    $client instanceof pg.Pool
      ? (drizzlePg($client, { schema, logger }) as unknown as Db)
      : (drizzlePglite($client, { schema, logger }) as unknown as Db);
  return { db, sent };
}

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Lia Leituras');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
  fx = await createFixtures(server, admin);
}, 60_000);
afterAll(() => server.close());

describe('impossible dates (2026-02-30): a Portuguese 400 on every policies write and list filter', () => {
  it('refuses them in every body and query, and nothing changes', async () => {
    const p = await newPolicy();
    const endorsement = await created<{ id: string }>('POST', `${base}/${p.id}/endossos`, {
      numero: `END-${crypto.randomUUID().slice(0, 8)}`,
      tipo_id: 'alteracao_cadastral',
      data_efeito: `${year}-02-01`,
      descricao: 'Telefone do tomador.',
    });
    const request = await created<EndorsementRequest>(
      'POST',
      `${base}/${p.id}/endossos/solicitacoes`,
      extension,
    );
    const policyBody = { ...policySampleBody(fx), numero: p.numero };
    const bad = '2026-02-30';
    const writes: ['POST' | 'PUT', string, object][] = [
      ['POST', base, { ...policySampleBody(fx), numero: 'APO-DATA-1', emitida_em: bad }],
      ['POST', base, { ...policySampleBody(fx), numero: 'APO-DATA-2', vigencia_inicio: bad }],
      ['POST', base, { ...policySampleBody(fx), numero: 'APO-DATA-3', vigencia_fim: '2027-02-29' }],
      ['PUT', `${base}/${p.id}`, { ...policyBody, emitida_em: bad }],
      ['PUT', `${base}/${p.id}`, { ...policyBody, vigencia_fim: '2027-04-31' }],
      [
        'POST',
        `${base}/${p.id}/endossos`,
        { numero: 'END-DATA-1', tipo_id: 'alteracao_cadastral', data_efeito: bad, descricao: 'x' },
      ],
      [
        'POST',
        `${base}/${p.id}/endossos`,
        {
          numero: 'END-DATA-2',
          tipo_id: 'prorrogacao',
          data_efeito: `${year}-03-01`,
          nova_vigencia_fim: '2099-02-30',
        },
      ],
      [
        'PUT',
        `${base}/${p.id}/endossos/${endorsement.id}`,
        { numero: 'END-DATA-3', tipo_id: 'alteracao_cadastral', data_efeito: bad, descricao: 'x' },
      ],
      ['POST', `${base}/${p.id}/endossos/solicitacoes`, { ...extension, data_efeito: bad }],
      ['POST', `${base}/${p.id}/endossos/solicitacoes`, { ...extension, nova_vigencia_fim: '2099-06-31' }],
      ['PUT', `${base}/${p.id}/endossos/solicitacoes/${request.id}`, { ...extension, data_efeito: bad }],
      [
        'POST',
        `${base}/${p.id}/cancelamento/solicitacao`,
        { data_efeito: bad, motivo_cancelamento_id: fx.reason },
      ],
    ];
    const reads = [
      `${base}?vigencia_fim_de=${bad}`,
      `${base}?vigencia_fim_ate=${bad}`,
      `/v1/garantia/endossos?efeito_de=${bad}`,
      `/v1/garantia/endossos?efeito_ate=${bad}`,
    ];
    const before = (await call('GET', `${base}/${p.id}`)).json<PolicyWithRequests>();
    const countBefore = (await call('GET', `${base}?page_size=1`)).json<Paged<unknown>>().total_count;
    for (const [method, url, body] of writes) {
      const res = await call(method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(
        res
          .json<ApiErrorBody>()
          .details?.map((d) => d.message)
          .join(' '),
      ).toMatch(/data inválida/);
    }
    for (const url of reads) {
      const res = await call('GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(
        res
          .json<ApiErrorBody>()
          .details?.map((d) => d.message)
          .join(' '),
      ).toMatch(/data inválida/);
    }
    expect((await call('GET', `${base}/${p.id}`)).json<PolicyWithRequests>()).toEqual(before);
    expect((await call('GET', `${base}?page_size=1`)).json<Paged<unknown>>().total_count).toBe(countBefore);
  });
});

describe('the policy read: what the policy page shows, in at most three queries', () => {
  it('carries the endorsements and the requests with state, actions and open critiques', async () => {
    const p = await newPolicy();
    await created('POST', `${base}/${p.id}/endossos`, {
      numero: 'END-1',
      tipo_id: 'aumento_is',
      data_efeito: `${year}-02-01`,
      valor: 1000,
    });
    const first = await created<EndorsementRequest>(
      'POST',
      `${base}/${p.id}/endossos/solicitacoes`,
      extension,
    );
    const second = await created<EndorsementRequest>('POST', `${base}/${p.id}/endossos/solicitacoes`, {
      tipo_id: 'alteracao_cadastral',
      data_efeito: `${year}-03-01`,
      descricao: 'Endereço do segurado.',
    });
    const requestUrl = `${base}/${p.id}/endossos/solicitacoes/${first.id}`;
    expect((await call('POST', `${requestUrl}/criticas`, { texto: 'Falta o aditivo.' })).statusCode).toBe(
      201,
    );
    expect((await call('POST', `${requestUrl}/enviar`)).statusCode).toBe(200);

    const res = await call('GET', `${base}/${p.id}`);
    expect(res.statusCode).toBe(200);
    const read = res.json<PolicyWithRequests>();
    expect(read.endossos.map((e) => e.numero)).toEqual(['END-1']);
    expect(read.solicitacoes.map((r) => r.id)).toEqual([second.id, first.id]);
    // Each request as its own read answers it (state, actions, open critiques).
    for (const r of read.solicitacoes) {
      const own = await call('GET', `${base}/${p.id}/endossos/solicitacoes/${r.id}`);
      expect(r).toEqual(own.json<EndorsementRequest>());
    }
    const sent = read.solicitacoes[1];
    expect(sent?.estado.id).toBe('enviada');
    expect(sent?.criticas_abertas).toBe(1);
    // The open critique blocks the acceptance: the table's guard, from the count read with the row.
    expect(sent?.acoes).not.toContain('aceitar');
    expect(read.solicitacoes[0]?.criticas_abertas).toBe(0);

    const counting = countingDb();
    const direct = await policyWithRequests(counting.db, SYSTEM_VIEWER, p.id);
    expect(direct).toEqual(read);
    expect(counting.sent.length, counting.sent.join('\n')).toBeLessThanOrEqual(3);
  });

  it("its ETag is the policy's: a critique on a request meanwhile does not make the policy edit stale", async () => {
    const p = await newPolicy();
    const request = await created<EndorsementRequest>(
      'POST',
      `${base}/${p.id}/endossos/solicitacoes`,
      extension,
    );
    const read = await call('GET', `${base}/${p.id}`);
    const { solicitacoes: _requests, ...policy } = read.json<PolicyWithRequests>();
    // The policy part is the policy as its writes answer it.
    expect(policy.id).toBe(p.id);
    expect(Object.keys(policy).sort()).toEqual(Object.keys(p).sort());
    const critique = await call('POST', `${base}/${p.id}/endossos/solicitacoes/${request.id}/criticas`, {
      texto: 'Falta o aditivo.',
    });
    expect(critique.statusCode).toBe(201);
    const body = {
      ...policySampleBody(fx),
      numero: p.numero,
      vigencia_inicio: p.vigencia_inicio,
      vigencia_fim: p.vigencia_fim,
    };
    const saved = await call('PUT', `${base}/${p.id}`, body, { 'if-match': read.headers.etag as string });
    expect(saved.statusCode, saved.body).toBe(200);
    // The policy did change: the tag read before is stale now.
    const stale = await call('PUT', `${base}/${p.id}`, body, { 'if-match': read.headers.etag as string });
    expect(stale.statusCode).toBe(412);
  });
});
