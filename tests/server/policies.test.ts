import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Paged } from '../../src/contract/common';
import type { Endorsement, EndorsementListItem, Policy, PolicyDetail } from '../../src/contract/policies';
import type { ActionId } from '../../src/contract/permissions';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { economicGroups, quotations } from '../../server/db/schema';
import { policyFromQuotation } from '../../server/domains/policies/service';
import { insertUser, tokenOf } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures, policySampleBody } from './route-samples';

let server: TestServer;
let admin: string;
let fx: Fixtures;

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

const base = '/v1/garantia/apolices';

async function newPolicy(overrides: object = {}): Promise<PolicyDetail> {
  const res = await call('POST', base, admin, { ...policySampleBody(fx), ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PolicyDetail>();
}

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Paula Apólices');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
  fx = await createFixtures(server, admin);
}, 60_000);
afterAll(() => server.close());

describe('policy and endorsement routes: 401 without a token, 403 without the action, 2xx with it', () => {
  const routes = (): {
    method: 'GET' | 'POST' | 'PUT';
    url: string;
    body?: () => object;
    action?: ActionId;
  }[] => [
    { method: 'GET', url: base },
    { method: 'GET', url: `${base}/situacao/suggest` },
    { method: 'GET', url: `${base}/endossos/tipos/suggest` },
    { method: 'GET', url: `${base}/opcoes?submodalidade_id=${fx.sub}` },
    { method: 'GET', url: '/v1/garantia/endossos' },
    { method: 'POST', url: base, body: () => policySampleBody(fx), action: 'criar_apolice' },
    { method: 'GET', url: `${base}/${fx.policy}`, action: 'detalhe_apolice' },
    { method: 'GET', url: `${base}/${fx.policy}/endossos/suggest`, action: 'detalhe_apolice' },
    { method: 'GET', url: `${base}/${fx.policy}/edicao`, action: 'editar_apolice' },
    {
      method: 'PUT',
      url: `${base}/${fx.policy}`,
      body: () => ({ ...policySampleBody(fx), numero: 'APO-ACESSO' }),
      action: 'editar_apolice',
    },
    {
      method: 'POST',
      url: `${base}/${fx.policy}/endossos`,
      body: () => ({
        numero: `END-${crypto.randomUUID().slice(0, 8)}`,
        tipo_id: 'alteracao_cadastral',
        data_efeito: '2026-03-01',
        descricao: 'Telefone do tomador.',
      }),
      action: 'criar_endosso',
    },
    { method: 'GET', url: `${base}/${fx.policy}/endossos/${fx.endorsement}`, action: 'detalhe_apolice' },
    {
      method: 'PUT',
      url: `${base}/${fx.policy}/endossos/${fx.endorsement}`,
      body: () => ({ numero: 'END-FIXO-1', tipo_id: 'aumento_is', data_efeito: '2026-02-01', valor: 1000 }),
      action: 'criar_endosso',
    },
  ];

  it('answers 401 without a token', async () => {
    for (const r of routes())
      expect((await call(r.method, r.url, undefined, r.body?.())).statusCode, `${r.method} ${r.url}`).toBe(
        401,
      );
  });

  it('answers 403 without the module, or without the action the route needs', async () => {
    const id = await insertUser(server, 'Sem Ação');
    const noModule = await tokenOf(server, id, ['cotacao'], ACTION_IDS);
    const moduleOnly = await tokenOf(server, id, ['apolice'], []);
    for (const r of routes()) {
      expect((await call(r.method, r.url, noModule, r.body?.())).statusCode, `${r.method} ${r.url}`).toBe(
        403,
      );
      if (r.action)
        expect((await call(r.method, r.url, moduleOnly, r.body?.())).statusCode, `${r.method} ${r.url}`).toBe(
          403,
        );
    }
  });

  it('answers 2xx with the module and the action', async () => {
    for (const r of routes()) {
      const res = await call(r.method, r.url, admin, r.body?.());
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBeLessThan(300);
    }
  });
});

describe('policies', () => {
  it('registers a policy by hand, lists it with its filters and reads it', async () => {
    const p = await newPolicy({ numero: 'apo-lista-1' });
    expect(p.numero).toBe('APO-LISTA-1');
    expect(p.cotacao).toBeNull();
    expect(p.solicitada_por?.nome).toBe('Paula Apólices');
    const read = await call('GET', `${base}/${p.id}`, admin);
    expect(read.json<PolicyDetail>()).toMatchObject({ id: p.id, tomador: { id: fx.company } });
  });

  it('derives vigente / vencida from the current term end', async () => {
    const year = new Date().getUTCFullYear();
    const live = await newPolicy({ vigencia_inicio: `${year - 1}-01-01`, vigencia_fim: `${year + 2}-01-01` });
    expect(live.situacao.id).toBe('vigente');
    const old = await newPolicy({ vigencia_inicio: `${year - 3}-01-01`, vigencia_fim: `${year - 2}-01-01` });
    expect(old.situacao.id).toBe('vencida');
    const res = await call('GET', `${base}?situacao=vigente&numero=${live.numero}`, admin);
    expect(res.json<Paged<Policy>>().items.map((i) => i.id)).toEqual([live.id]);
    const none = await call('GET', `${base}?situacao=vencida&numero=${live.numero}`, admin);
    expect(none.json<Paged<Policy>>().total_count).toBe(0);
  });

  it('filters by borrower, insurer, modality and term end; page_size=-1 answers every matching row', async () => {
    const p = await newPolicy({ vigencia_inicio: '2026-01-01', vigencia_fim: '2031-05-20' });
    const q = `tomador_id=${fx.company}&seguradora_id=${fx.insurer}&modalidade_id=${fx.modality}&grupo_economico_id=${fx.group}`;
    const inRange = await call(
      'GET',
      `${base}?${q}&vigencia_fim_de=2031-05-01&vigencia_fim_ate=2031-05-31&page_size=-1`,
      admin,
    );
    expect(inRange.statusCode).toBe(200);
    expect(inRange.json<Paged<Policy>>().items.map((i) => i.id)).toEqual([p.id]);
    const text = await call('GET', `${base}?query=${encodeURIComponent(p.numero.toLowerCase())}`, admin);
    expect(text.json<Paged<Policy>>().items.map((i) => i.id)).toEqual([p.id]);
  });

  it('refuses bad input with a Portuguese 400 and a duplicate number with a 409', async () => {
    const bad = await call('POST', base, admin, { ...policySampleBody(fx), vigencia_fim: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('O fim da vigência deve ser posterior ao início.');
    const p = await newPolicy();
    const dup = await call('POST', base, admin, { ...policySampleBody(fx), numero: p.numero });
    expect(dup.statusCode).toBe(409);
    const badFilter = await call('GET', `${base}?situacao=qualquer`, admin);
    expect(badFilter.statusCode).toBe(400);
  });

  it('edits with If-Match: a stale tag is a 412, the edit is audited', async () => {
    const p = await newPolicy();
    const read = await call('GET', `${base}/${p.id}`, admin);
    const etag = read.headers.etag as string;
    const ok = await call(
      'PUT',
      `${base}/${p.id}`,
      admin,
      { ...policySampleBody(fx), numero: p.numero, premio: 7000 },
      { 'if-match': etag },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<PolicyDetail>().premio).toBe(7000);
    const stale = await call(
      'PUT',
      `${base}/${p.id}`,
      admin,
      { ...policySampleBody(fx), numero: p.numero },
      { 'if-match': etag },
    );
    expect(stale.statusCode).toBe(412);
    const edit = await call('GET', `${base}/${p.id}/edicao`, admin);
    expect(edit.json<{ premio: number; tomador_id: string }>()).toMatchObject({
      premio: 7000,
      tomador_id: fx.company,
    });
    const history = await call('GET', `/v1/auditoria?entidade=apolice&entidade_id=${p.id}`, admin);
    expect(history.json<Paged<{ acao: string }>>().items.map((i) => i.acao)).toEqual(['alterar', 'criar']);
  });

  it('a partner broker sees only the policies of their wallet: 404 outside, absent from the list', async () => {
    const partner = await insertUser(server, 'Parceiro Fora', true, 'corretor_parceiro');
    const token = await tokenOf(
      server,
      partner,
      ['apolice'],
      ['detalhe_apolice', 'editar_apolice', 'criar_endosso'],
    );
    const p = await newPolicy();
    expect((await call('GET', `${base}/${p.id}`, token)).statusCode).toBe(404);
    expect((await call('GET', `${base}/${p.id}/edicao`, token)).statusCode).toBe(404);
    expect((await call('GET', `${base}/${p.id}/endossos/${fx.endorsement}`, token)).statusCode).toBe(404);
    const post = await call('POST', `${base}/${p.id}/endossos`, token, {
      numero: 'END-FORA',
      tipo_id: 'alteracao_cadastral',
      data_efeito: '2026-03-01',
      descricao: 'X',
    });
    expect(post.statusCode).toBe(404);
    const list = await call('GET', `${base}?page_size=-1`, token);
    expect(list.json<Paged<Policy>>().items.some((i) => i.id === p.id)).toBe(false);
    const endorsements = await call('GET', '/v1/garantia/endossos?page_size=-1', token);
    expect(endorsements.json<Paged<EndorsementListItem>>().total_count).toBe(0);
    // In the wallet (the group's responsible), the same reads answer.
    await server.database.db
      .update(economicGroups)
      .set({ responsavelId: partner })
      .where(eq(economicGroups.id, fx.group));
    try {
      expect((await call('GET', `${base}/${p.id}`, token)).statusCode).toBe(200);
    } finally {
      await server.database.db
        .update(economicGroups)
        .set({ responsavelId: null })
        .where(eq(economicGroups.id, fx.group));
    }
  });
});

describe('endorsements', () => {
  const endorse = (policyId: string, body: object, token = admin) =>
    call('POST', `${base}/${policyId}/endossos`, token, body);

  it('an increase changes the current insured amount; the detail shows the running values in order', async () => {
    const p = await newPolicy({
      importancia_segurada: 100_000,
      vigencia_inicio: '2026-01-01',
      vigencia_fim: '2027-01-01',
    });
    const up = await endorse(p.id, {
      numero: 'E1',
      tipo_id: 'aumento_is',
      data_efeito: '2026-03-01',
      valor: 50_000,
    });
    expect(up.statusCode, up.body).toBe(201);
    const down = await endorse(p.id, {
      numero: 'E2',
      tipo_id: 'reducao_is',
      data_efeito: '2026-05-01',
      valor: 30_000,
    });
    expect(down.statusCode, down.body).toBe(201);
    // Registered later, effective earlier: it takes its place in effect order.
    const ext = await endorse(p.id, {
      numero: 'E3',
      tipo_id: 'prorrogacao',
      data_efeito: '2026-02-01',
      nova_vigencia_fim: '2027-06-30',
    });
    expect(ext.statusCode, ext.body).toBe(201);
    const detail = (await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>();
    expect(detail.importancia_segurada).toBe(100_000);
    expect(detail.importancia_atual).toBe(120_000);
    expect(detail.vigencia_fim_atual).toBe('2027-06-30');
    expect(detail.endossos.map((e) => [e.numero, e.importancia_apos, e.vigencia_fim_apos])).toEqual([
      ['E3', 100_000, '2027-06-30'],
      ['E1', 150_000, '2027-06-30'],
      ['E2', 120_000, '2027-06-30'],
    ]);
  });

  it('refuses a reduction to zero and an extension that does not extend (400, nothing stored)', async () => {
    const p = await newPolicy({ importancia_segurada: 10_000 });
    const res = await endorse(p.id, {
      numero: 'R1',
      tipo_id: 'reducao_is',
      data_efeito: '2026-03-01',
      valor: 10_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('zerada ou negativa');
    const ext = await endorse(p.id, {
      numero: 'P1',
      tipo_id: 'prorrogacao',
      data_efeito: '2026-03-01',
      nova_vigencia_fim: '2026-06-01',
    });
    expect(ext.statusCode).toBe(400);
    const missing = await endorse(p.id, { numero: 'P2', tipo_id: 'prorrogacao', data_efeito: '2026-03-01' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Informe o novo fim de vigência.');
    const detail = (await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>();
    expect(detail.endossos).toEqual([]);
    expect(detail.importancia_atual).toBe(10_000);
  });

  it('a cancellation sets the situation; the cancelled policy takes no other endorsement (409)', async () => {
    const p = await newPolicy({ vigencia_inicio: '2025-01-01', vigencia_fim: '2099-01-01' });
    expect(p.situacao.id).toBe('vigente');
    const res = await endorse(p.id, {
      numero: 'C1',
      tipo_id: 'cancelamento',
      data_efeito: '2025-06-01',
      motivo_cancelamento_id: fx.reason,
      com_restituicao: true,
      valor_restituicao: 300,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Endorsement>().motivo_cancelamento?.id).toBe(fx.reason);
    const detail = (await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>();
    expect(detail.situacao.id).toBe('cancelada');
    expect(detail.cancelada_em).toBe('2025-06-01');
    const list = await call('GET', `${base}?situacao=cancelada&numero=${p.numero}`, admin);
    expect(list.json<Paged<Policy>>().total_count).toBe(1);
    const after = await endorse(p.id, {
      numero: 'X',
      tipo_id: 'alteracao_cadastral',
      data_efeito: '2025-07-01',
      descricao: 'x',
    });
    expect(after.statusCode).toBe(409);
    const noReason = await endorse(p.id, {
      numero: 'C2',
      tipo_id: 'cancelamento',
      data_efeito: '2025-06-01',
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('an endorsement read or edited under another policy is a 404', async () => {
    const other = await newPolicy();
    expect((await call('GET', `${base}/${other.id}/endossos/${fx.endorsement}`, admin)).statusCode).toBe(404);
    const put = await call('PUT', `${base}/${other.id}/endossos/${fx.endorsement}`, admin, {
      numero: 'END-FIXO-1',
      tipo_id: 'aumento_is',
      data_efeito: '2026-02-01',
      valor: 1000,
    });
    expect(put.statusCode).toBe(404);
  });

  it('edits an endorsement with If-Match and recomputes the policy; a replayed create is answered once', async () => {
    const p = await newPolicy({ importancia_segurada: 1000 });
    const id = crypto.randomUUID();
    const body = { id, numero: 'A1', tipo_id: 'aumento_is', data_efeito: '2026-03-01', valor: 500 };
    expect((await endorse(p.id, body)).statusCode).toBe(201);
    expect((await endorse(p.id, body)).statusCode).toBe(200);
    const read = await call('GET', `${base}/${p.id}/endossos/${id}`, admin);
    const put = await call(
      'PUT',
      `${base}/${p.id}/endossos/${id}`,
      admin,
      { ...body, valor: 2000 },
      { 'if-match': read.headers.etag as string },
    );
    expect(put.statusCode, put.body).toBe(200);
    const detail = (await call('GET', `${base}/${p.id}`, admin)).json<PolicyDetail>();
    expect(detail.importancia_atual).toBe(3000);
    expect(detail.endossos).toHaveLength(1);
    const suggest = await call('GET', `${base}/${p.id}/endossos/suggest`, admin);
    expect(suggest.json()).toEqual([{ id, nome: 'A1 – Aumento de importância segurada' }]);
    const listed = await call('GET', `/v1/garantia/endossos?apolice_id=${p.id}`, admin);
    expect(listed.json<Paged<EndorsementListItem>>().items[0]?.apolice.numero).toBe(p.numero);
  });
});

describe('policyFromQuotation', () => {
  it('creates the policy of a quotation, linked both ways, with the quotation data', async () => {
    const [q] = await server.database.db.select().from(quotations).where(eq(quotations.id, fx.quotation));
    expect(q).toBeDefined();
    await server.database.db
      .update(quotations)
      .set({ seguradoraId: fx.insurer })
      .where(eq(quotations.id, fx.quotation));
    const detail = await server.database.db.transaction((tx) =>
      policyFromQuotation(tx, { userId: crypto.randomUUID(), requestId: 't' }, fx.quotation, {
        numero: 'cot-1',
        emitida_em: '2026-01-10',
        vigencia_inicio: '2026-01-10',
        vigencia_fim: '2027-01-10',
        premio: 900,
      }),
    );
    expect(detail.cotacao?.id).toBe(fx.quotation);
    expect(detail.numero).toBe('COT-1');
    expect(detail.importancia_segurada).toBe(500_000);
    expect(detail.segurado?.nome).toBe('MUNICÍPIO DE TESTE');
    const again = server.database.db.transaction((tx) =>
      policyFromQuotation(tx, { userId: crypto.randomUUID(), requestId: 't' }, fx.quotation, {
        numero: 'cot-2',
        emitida_em: '2026-01-10',
        vigencia_inicio: '2026-01-10',
        vigencia_fim: '2027-01-10',
        premio: 900,
      }),
    );
    await expect(again).rejects.toMatchObject({ statusCode: 409 });
  });
});
