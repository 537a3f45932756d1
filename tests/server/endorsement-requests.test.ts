import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Paged } from '../../src/contract/common';
import type {
  EndorsementRequest,
  EndorsementRequestListItem,
  RequestCritique,
} from '../../src/contract/endorsement-requests';
import type { PolicyDetail } from '../../src/contract/policies';
import type { ActionId } from '../../src/contract/permissions';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { auditLog, endorsementRequests, endorsements } from '../../server/db/schema';
import { insertUser, tokenOf } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures, policySampleBody } from './route-samples';
import { ENDORSEMENT_REQUEST_WORKFLOW } from '../../src/contract/workflows/endorsement-requests';

let server: TestServer;
let admin: string;
let fx: Fixtures;

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) {
  return server.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload ? { payload } : {}),
  });
}

const base = '/v1/garantia/apolices';
const year = new Date().getUTCFullYear();

async function newPolicy(): Promise<PolicyDetail> {
  const res = await call('POST', base, admin, {
    ...policySampleBody(fx),
    numero: `APO-SOL-${crypto.randomUUID().slice(0, 8)}`,
    vigencia_inicio: `${year - 1}-01-01`,
    vigencia_fim: `${year + 1}-01-01`,
    importancia_segurada: 100000,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PolicyDetail>();
}

const extension = () => ({
  tipo_id: 'prorrogacao',
  data_efeito: `${year}-01-01`,
  nova_vigencia_fim: `${year + 2}-06-30`,
});

async function newRequest(policyId: string, body: object = extension()): Promise<EndorsementRequest> {
  const res = await call('POST', `${base}/${policyId}/endossos/solicitacoes`, admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<EndorsementRequest>();
}

const requestUrl = (p: string, r: string) => `${base}/${p}/endossos/solicitacoes/${r}`;

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Sara Solicitações');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
  fx = await createFixtures(server, admin);
}, 60_000);
afterAll(() => server.close());

describe('endorsement request routes: 401 without a token, 403 without the action, 2xx with it', () => {
  let policy: string;
  let req: string;
  beforeAll(async () => {
    policy = (await newPolicy()).id;
    req = (await newRequest(policy)).id;
  });
  const routes = (): {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    body?: () => object;
    action?: ActionId;
  }[] => [
    { method: 'GET', url: '/v1/garantia/endossos/solicitacoes' },
    { method: 'GET', url: '/v1/garantia/endossos/solicitacoes/criticas', action: 'detalhe_apolice' },
    {
      method: 'POST',
      url: `${base}/${policy}/endossos/solicitacoes`,
      body: extension,
      action: 'solicitar_endosso',
    },
    { method: 'GET', url: requestUrl(policy, req), action: 'detalhe_apolice' },
    { method: 'PUT', url: requestUrl(policy, req), body: extension, action: 'solicitar_endosso' },
    { method: 'GET', url: `${requestUrl(policy, req)}/criticas`, action: 'detalhe_apolice' },
    {
      method: 'POST',
      url: `${requestUrl(policy, req)}/criticas`,
      body: () => ({ texto: 'Falta o aditivo do contrato.' }),
      action: 'solicitar_endosso',
    },
  ];

  it('answers 401, 403 and 2xx', async () => {
    const id = await insertUser(server, 'Sem Solicitar');
    const noModule = await tokenOf(server, id, ['cotacao'], ACTION_IDS);
    const moduleOnly = await tokenOf(server, id, ['apolice'], []);
    for (const r of routes()) {
      const label = `${r.method} ${r.url}`;
      expect((await call(r.method, r.url, undefined, r.body?.())).statusCode, label).toBe(401);
      expect((await call(r.method, r.url, noModule, r.body?.())).statusCode, label).toBe(403);
      if (r.action) expect((await call(r.method, r.url, moduleOnly, r.body?.())).statusCode, label).toBe(403);
      const ok = await call(r.method, r.url, admin, r.body?.());
      expect(ok.statusCode, `${label}: ${ok.body}`).toBeLessThan(300);
    }
  });

  it('accepting needs criar_endosso; requesting alone is not enough (403)', async () => {
    const id = await insertUser(server, 'Só Solicita');
    const requester = await tokenOf(server, id, ['apolice'], ['solicitar_endosso', 'detalhe_apolice']);
    const r = await newRequest(policy);
    expect((await call('POST', `${requestUrl(policy, r.id)}/enviar`, requester)).statusCode).toBe(200);
    const res = await call('POST', `${requestUrl(policy, r.id)}/aceitar`, requester, { numero: 'E-1' });
    expect(res.statusCode).toBe(403);
  });
});

describe('endorsement request workflow', () => {
  it('a request under another policy is a 404 (read, edit, action, critiques)', async () => {
    const a = await newPolicy();
    const b = await newPolicy();
    const r = await newRequest(a.id);
    expect((await call('GET', requestUrl(b.id, r.id), admin)).statusCode).toBe(404);
    expect((await call('PUT', requestUrl(b.id, r.id), admin, extension())).statusCode).toBe(404);
    expect((await call('POST', `${requestUrl(b.id, r.id)}/enviar`, admin)).statusCode).toBe(404);
    expect((await call('GET', `${requestUrl(b.id, r.id)}/criticas`, admin)).statusCode).toBe(404);
    expect((await call('POST', `${requestUrl(b.id, r.id)}/criticas`, admin, { texto: 'x' })).statusCode).toBe(
      404,
    );
    const still = (await call('GET', requestUrl(a.id, r.id), admin)).json<EndorsementRequest>();
    expect(still.estado.id).toBe('criada');
  });

  it('the policy reads em_endosso while a request is open; the read answers the allowed actions', async () => {
    const p = await newPolicy();
    const r = await newRequest(p.id);
    expect(r.estado.id).toBe('criada');
    expect(r.acoes).toEqual(['editar', 'enviar', 'reprovar', 'cancelar', 'criticar']);
    expect((await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>().situacao.id).toBe('em_endosso');
    const cancelled = await call('POST', `${requestUrl(p.id, r.id)}/cancelar`, admin);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<EndorsementRequest>().acoes).toEqual([]);
    expect((await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>().situacao.id).toBe('vigente');
  });

  it('refuses every action the table does not allow from a state with 409, and changes nothing', async () => {
    const p = await newPolicy();
    const states = Object.keys(ENDORSEMENT_REQUEST_WORKFLOW.states);
    for (const state of states) {
      const r = await newRequest(p.id);
      await server.database.db
        .update(endorsementRequests)
        .set({ estado: state as 'criada' })
        .where(eq(endorsementRequests.id, r.id));
      const allowed = (await call('GET', requestUrl(p.id, r.id), admin)).json<EndorsementRequest>().acoes;
      for (const action of ['enviar', 'cancelar', 'aceitar', 'reprovar'] as const) {
        const from = ENDORSEMENT_REQUEST_WORKFLOW.actions[action].from as readonly string[];
        if (from.includes(state)) {
          expect(allowed, `${state} ${action}`).toContain(action);
          continue;
        }
        const [before] = await server.database.db
          .select()
          .from(endorsementRequests)
          .where(eq(endorsementRequests.id, r.id));
        const [audits] = await server.database.db.select({ n: count() }).from(auditLog);
        const body =
          action === 'aceitar' ? { numero: 'E-X' } : action === 'reprovar' ? { motivo: 'Não.' } : undefined;
        const res = await call('POST', `${requestUrl(p.id, r.id)}/${action}`, admin, body);
        expect(res.statusCode, `${state} ${action}: ${res.body}`).toBe(409);
        const [after] = await server.database.db
          .select()
          .from(endorsementRequests)
          .where(eq(endorsementRequests.id, r.id));
        const [auditsAfter] = await server.database.db.select({ n: count() }).from(auditLog);
        expect(after).toEqual(before);
        expect(auditsAfter?.n).toBe(audits?.n);
      }
    }
  });

  it('an open critique blocks the acceptance (409); resolved, the acceptance creates the endorsement and the new term', async () => {
    const p = await newPolicy();
    const r = await newRequest(p.id);
    const crit = await call('POST', `${requestUrl(p.id, r.id)}/criticas`, admin, {
      texto: 'Falta o aditivo.',
    });
    expect(crit.statusCode, crit.body).toBe(201);
    const critique = crit.json<RequestCritique>();
    expect(critique.solicitacao_id).toBe(r.id);
    const resent = await call(
      'POST',
      `${requestUrl(p.id, r.id)}/criticas/${critique.id}/reenviar`,
      admin,
      {},
    );
    expect(resent.json<RequestCritique>().reenvios).toBe(1);
    const follow = await call('GET', '/v1/garantia/endossos/solicitacoes/criticas', admin);
    expect(
      follow.json<Paged<{ id: string; apolice: { numero: string } }>>().items.map((i) => i.id),
    ).toContain(critique.id);
    expect((await call('POST', `${requestUrl(p.id, r.id)}/enviar`, admin)).statusCode).toBe(200);
    const sent = (await call('GET', requestUrl(p.id, r.id), admin)).json<EndorsementRequest>();
    expect(sent.prazo_resposta).not.toBeNull();
    expect(sent.acoes).not.toContain('aceitar');
    const blocked = await call('POST', `${requestUrl(p.id, r.id)}/aceitar`, admin, { numero: 'E-100' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ error_description: string }>().error_description).toMatch(/crítica aberta/);
    const [none] = await server.database.db
      .select({ n: count() })
      .from(endorsements)
      .where(eq(endorsements.apoliceId, p.id));
    expect(none?.n).toBe(0);

    const resolved = await call(
      'PUT',
      `${requestUrl(p.id, r.id)}/criticas/${critique.id}/regularizar`,
      admin,
      {
        resolucao: 'Aditivo enviado.',
      },
    );
    expect(resolved.statusCode, resolved.body).toBe(200);
    const accepted = await call('POST', `${requestUrl(p.id, r.id)}/aceitar`, admin, {
      numero: 'e-100',
      premio: 120,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const done = accepted.json<EndorsementRequest>();
    expect(done.estado.id).toBe('aceita');
    expect(done.endosso?.numero).toBe('E-100');
    const detail = (await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>();
    expect(detail.vigencia_fim_atual).toBe(`${year + 2}-06-30`);
    expect(detail.endossos.map((e) => e.numero)).toEqual(['E-100']);
    expect(detail.situacao.id).toBe('vigente');
    const history = await call(
      'GET',
      `/v1/auditoria?entidade=solicitacao_endosso&entidade_id=${r.id}`,
      admin,
    );
    expect(history.statusCode, history.body).toBe(200);
  });

  it('an accepted increase changes the current insured amount', async () => {
    const p = await newPolicy();
    const r = await newRequest(p.id, { tipo_id: 'aumento_is', data_efeito: `${year}-02-01`, valor: 50000 });
    await call('POST', `${requestUrl(p.id, r.id)}/enviar`, admin);
    const res = await call('POST', `${requestUrl(p.id, r.id)}/aceitar`, admin, { numero: 'E-200' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>().importancia_atual).toBe(150000);
  });

  it('refuses a request with its reason; a bad body is a Portuguese 400', async () => {
    const p = await newPolicy();
    const r = await newRequest(p.id);
    const bad = await call('POST', `${requestUrl(p.id, r.id)}/reprovar`, admin, { motivo: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { message: string }[] }>().details[0]?.message).toBe(
      'Informe o motivo da reprovação.',
    );
    const res = await call('POST', `${requestUrl(p.id, r.id)}/reprovar`, admin, { motivo: 'Sem cobertura.' });
    expect(res.json<EndorsementRequest>()).toMatchObject({
      estado: { id: 'reprovada' },
      motivo_reprovacao: 'Sem cobertura.',
    });
    const noTerm = await call('POST', `${base}/${p.id}/endossos/solicitacoes`, admin, {
      tipo_id: 'prorrogacao',
      data_efeito: `${year}-01-01`,
    });
    expect(noTerm.statusCode).toBe(400);
  });

  it('cancellation: requested, refused with a reason; requested again and accepted sets cancelada', async () => {
    const p = await newPolicy();
    const body = {
      data_efeito: `${year}-01-15`,
      motivo_cancelamento_id: fx.reason,
      com_restituicao: true,
      valor_restituicao: 80,
    };
    const first = await call('POST', `${base}/${p.id}/cancelamento/solicitacao`, admin, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<EndorsementRequest>().tipo.id).toBe('cancelamento');
    const twice = await call('POST', `${base}/${p.id}/cancelamento/solicitacao`, admin, body);
    expect(twice.statusCode).toBe(409);
    const refused = await call('POST', `${base}/${p.id}/cancelamento/reprovacao`, admin, {
      motivo: 'Contrato vigente.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json<EndorsementRequest>().estado.id).toBe('reprovada');
    expect(
      (await call('POST', `${base}/${p.id}/cancelamento/reprovacao`, admin, { motivo: 'x' })).statusCode,
    ).toBe(404);

    const second = (
      await call('POST', `${base}/${p.id}/cancelamento/solicitacao`, admin, body)
    ).json<EndorsementRequest>();
    await call('POST', `${requestUrl(p.id, second.id)}/enviar`, admin);
    const accepted = await call('POST', `${requestUrl(p.id, second.id)}/aceitar`, admin, {
      numero: 'CANC-1',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const detail = (await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>();
    expect(detail.situacao.id).toBe('cancelada');
    expect(detail.cancelada_em).toBe(`${year}-01-15`);
    const after = await call('POST', `${base}/${p.id}/endossos/solicitacoes`, admin, extension());
    expect(after.statusCode).toBe(409);
  });

  it('a replayed create (same client id) is answered once; the list filters by state and overdue', async () => {
    const p = await newPolicy();
    const id = crypto.randomUUID();
    const a = await call('POST', `${base}/${p.id}/endossos/solicitacoes`, admin, { id, ...extension() });
    const b = await call('POST', `${base}/${p.id}/endossos/solicitacoes`, admin, { id, ...extension() });
    expect([a.statusCode, b.statusCode]).toEqual([201, 200]);
    const [n] = await server.database.db
      .select({ n: count() })
      .from(endorsementRequests)
      .where(eq(endorsementRequests.apoliceId, p.id));
    expect(n?.n).toBe(1);

    await call('POST', `${requestUrl(p.id, id)}/enviar`, admin);
    await server.database.db
      .update(endorsementRequests)
      .set({ enviadaEm: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(endorsementRequests.id, id));
    const overdue = await call(
      'GET',
      `/v1/garantia/endossos/solicitacoes?atrasadas=true&apolice_id=${p.id}`,
      admin,
    );
    const items = overdue.json<Paged<EndorsementRequestListItem>>().items;
    expect(items.map((i) => i.id)).toEqual([id]);
    expect(items[0]?.atrasada).toBe(true);
    const created = await call(
      'GET',
      `/v1/garantia/endossos/solicitacoes?estado=criada&apolice_id=${p.id}`,
      admin,
    );
    expect(created.json<Paged<EndorsementRequestListItem>>().total_count).toBe(0);
  });

  it('a partner broker outside the wallet gets 404 and an empty list', async () => {
    const p = await newPolicy();
    const r = await newRequest(p.id);
    const id = await insertUser(server, 'Parceiro Fora', true, 'corretor_parceiro');
    const outsider = await tokenOf(server, id, ['apolice'], ACTION_IDS);
    expect((await call('GET', requestUrl(p.id, r.id), outsider)).statusCode).toBe(404);
    expect((await call('POST', `${requestUrl(p.id, r.id)}/enviar`, outsider)).statusCode).toBe(404);
    const list = await call('GET', `/v1/garantia/endossos/solicitacoes?apolice_id=${p.id}`, outsider);
    expect(list.json<Paged<unknown>>().total_count).toBe(0);
  });
});
