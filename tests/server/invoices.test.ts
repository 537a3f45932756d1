import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../src/contract/common';
import type { Invoice } from '../../src/contract/invoices';
import { splitPremium, sumInReais } from '../../src/contract/invoices';
import type { ActionId } from '../../src/contract/permissions';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import type { PolicyDetail } from '../../src/contract/policies';
import { auditLog, invoices } from '../../server/db/schema';
import { insertUser, tokenOf } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures, invoiceSampleBody } from './route-samples';

let server: TestServer;
let admin: string;
let fx: Fixtures;

type Method = 'GET' | 'POST' | 'PUT';

async function call(method: Method, url: string, token?: string, payload?: object, headers = {}) {
  return server.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

const base = '/v1/faturas';
const unique = () => crypto.randomUUID().slice(0, 8).toUpperCase();

async function newInvoice(overrides: object = {}): Promise<Invoice> {
  const res = await call('POST', base, admin, { ...invoiceSampleBody(fx), ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>();
}

async function stored(id: string) {
  const [row] = await server.database.db.select().from(invoices).where(eq(invoices.id, id));
  return row;
}

async function auditRows(id: string) {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entidade, 'fatura'), eq(auditLog.entidadeId, id)));
  return row?.n ?? 0;
}

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Fábio Faturas');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
  fx = await createFixtures(server, admin);
}, 60_000);
afterAll(() => server.close());

describe('invoice routes: 401 without a token, 403 without the action, 2xx with it', () => {
  let invoice: string;
  beforeAll(async () => {
    invoice = (await newInvoice()).id;
  });
  const routes = (): { method: Method; url: string; body?: () => object; action?: ActionId }[] => [
    { method: 'GET', url: base },
    { method: 'GET', url: `${base}/motivosinativacao/suggest` },
    { method: 'GET', url: `${base}/${invoice}` },
    { method: 'POST', url: base, body: () => invoiceSampleBody(fx), action: 'criar_fatura' },
    {
      method: 'POST',
      url: `${base}/parcelas`,
      body: () => ({
        apolice_id: fx.policy,
        parcelas: [{ numero: `P-${unique()}`, valor: 10, vencimento: '2026-05-01' }],
      }),
      action: 'criar_fatura',
    },
    {
      method: 'PUT',
      url: `${base}/${invoice}`,
      body: () => {
        const { apolice_id: _p, ...body } = invoiceSampleBody(fx);
        return { ...body, numero: 'FAT-ACESSO' };
      },
      action: 'editar_fatura',
    },
    {
      method: 'PUT',
      url: `${base}/${invoice}/pagamento`,
      body: () => ({ pago_em: '2026-03-01', valor_pago: 1000 }),
      action: 'editar_fatura',
    },
  ];

  it('answers 401 without a token', async () => {
    for (const r of routes())
      expect((await call(r.method, r.url, undefined, r.body?.())).statusCode, `${r.method} ${r.url}`).toBe(
        401,
      );
  });

  it('answers 403 without the module, or without the action the route needs', async () => {
    const id = await insertUser(server, 'Sem Fatura');
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
    // Editing does not come with creating, nor creating with editing.
    const creator = await tokenOf(server, id, ['apolice'], ['criar_fatura']);
    expect(
      (await call('PUT', `${base}/${invoice}/inativar`, creator, { motivo_id: 'outro' })).statusCode,
    ).toBe(403);
  });

  it('answers 2xx with the module and the action', async () => {
    for (const r of routes()) {
      const res = await call(r.method, r.url, admin, r.body?.());
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBeLessThan(300);
    }
    const res = await call('PUT', `${base}/${invoice}/inativar`, admin, { motivo_id: 'emitida_com_erro' });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('splitting a premium into instalments', () => {
  it('adds up to the premium to the cent, with monthly due dates (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_999 }),
        fc.integer({ min: 1, max: 60 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (cents, m, first) => {
          const premium = cents / 100;
          const due = first.toISOString().slice(0, 10);
          const parts = splitPremium(premium, m, due);
          expect(parts).toHaveLength(m);
          expect(sumInReais(parts.map((p) => p.valor))).toBe(premium);
          expect(parts.reduce((t, p) => t + Math.round(p.valor * 100), 0)).toBe(cents);
          for (const [i, p] of parts.entries()) {
            expect(p.parcela).toBe(i + 1);
            expect(Number.isInteger(Math.round(p.valor * 100))).toBe(true);
            // No instalment differs from another by more than one cent.
            expect(
              Math.abs(Math.round(p.valor * 100) - Math.round((parts[0]?.valor ?? 0) * 100)),
            ).toBeLessThanOrEqual(1);
            if (i > 0) expect(p.vencimento > (parts[i - 1]?.vencimento ?? '')).toBe(true);
          }
        },
      ),
      { numRuns: 500, seed: 23 },
    );
  });

  it('creates the m instalments of a policy at once, all or none', async () => {
    const parts = splitPremium(1000.01, 3, '2026-02-28');
    const body = {
      apolice_id: fx.policy,
      parcelas: parts.map((p) => ({ id: crypto.randomUUID(), numero: `S-${unique()}`, ...p })),
    };
    const res = await call('POST', `${base}/parcelas`, admin, body);
    expect(res.statusCode, res.body).toBe(201);
    const items = res.json<{ items: Invoice[] }>().items;
    expect(items.map((i) => [i.parcela, i.parcelas, i.valor, i.vencimento])).toEqual([
      [1, 3, 333.34, '2026-02-28'],
      [2, 3, 333.34, '2026-03-28'],
      [3, 3, 333.33, '2026-04-28'],
    ]);
    // The same create again (the offline queue's replay) answers the same rows and adds none.
    const again = await call('POST', `${base}/parcelas`, admin, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ items: Invoice[] }>().items.map((i) => i.id)).toEqual(items.map((i) => i.id));
    // A set with one number already taken adds none of its rows.
    const taken = await call('POST', `${base}/parcelas`, admin, {
      apolice_id: fx.policy,
      parcelas: [
        { numero: `N-${unique()}`, valor: 10, vencimento: '2026-05-01' },
        { numero: items[0]?.numero, valor: 10, vencimento: '2026-06-01' },
      ],
    });
    expect(taken.statusCode).toBe(409);
    const list = await call('GET', `${base}?apolice_id=${fx.policy}&page_size=-1`, admin);
    expect(
      list
        .json<Paged<Invoice>>()
        .items.some((i) => i.valor === 10 && i.vencimento === '2026-05-01' && i.numero.startsWith('N-')),
    ).toBe(false);
  });
});

describe('inactivation', () => {
  it('requires a reason (400 in Portuguese, nothing changes) and keeps the row', async () => {
    const invoice = await newInvoice();
    const before = await stored(invoice.id);
    for (const body of [{}, { motivo_id: '' }, { motivo_id: 'inventado' }, { motivo_id: 'outro' }]) {
      const res = await call('PUT', `${base}/${invoice.id}/inativar`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error_description: string }>().error_description).toMatch(/motivo|inválid/i);
    }
    expect(await stored(invoice.id)).toEqual(before);
    expect(await auditRows(invoice.id)).toBe(1);

    const res = await call('PUT', `${base}/${invoice.id}/inativar`, admin, {
      motivo_id: 'outro',
      observacao: 'Seguradora reemitiu com outro vencimento.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const inactive = res.json<Invoice>();
    expect(inactive.situacao.id).toBe('inativa');
    expect(inactive.motivo_inativacao?.nome).toBe('Outro motivo');
    expect(inactive.observacao_inativacao).toBe('Seguradora reemitiu com outro vencimento.');
    // Kept and listed, with its status.
    const list = await call('GET', `${base}?apolice_id=${fx.policy}&situacao=inativa&page_size=-1`, admin);
    expect(list.json<Paged<Invoice>>().items.map((i) => i.id)).toContain(invoice.id);
    expect((await call('GET', `${base}/${invoice.id}`, admin)).statusCode).toBe(200);
    // No payment, no edit, no second inactivation.
    expect(
      (await call('PUT', `${base}/${invoice.id}/pagamento`, admin, { pago_em: '2026-03-01', valor_pago: 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', `${base}/${invoice.id}/inativar`, admin, { motivo_id: 'substituida' })).statusCode,
    ).toBe(409);
  });
});

describe('the policy and its invoices', () => {
  it('an overdue or inactive invoice leaves the guarantee policy situation unchanged', async () => {
    const read = async () =>
      (await call('GET', `/v1/garantia/apolices/${fx.policy}`, admin)).json<PolicyDetail>();
    const policy = await read();
    const overdue = await newInvoice({ vencimento: '2020-01-10' });
    expect(overdue.situacao.id).toBe('vencida');
    const after = await read();
    expect(after.situacao).toEqual(policy.situacao);
    expect(after.atualizado_em).toBe(policy.atualizado_em);
    await call('PUT', `${base}/${overdue.id}/inativar`, admin, { motivo_id: 'cancelamento_apolice' });
    expect((await read()).situacao).toEqual(policy.situacao);
    const list = await call('GET', `${base}?apolice_id=${fx.policy}&situacao=vencida&page_size=-1`, admin);
    expect(list.json<Paged<Invoice>>().items.map((i) => i.id)).not.toContain(overdue.id);
  });

  it('derives the status in the list filter as on the wire', async () => {
    const open = await newInvoice({ vencimento: '2099-01-01' });
    const late = await newInvoice({ vencimento: '2020-02-02' });
    const paid = await newInvoice({ vencimento: '2020-02-02' });
    await call('PUT', `${base}/${paid.id}/pagamento`, admin, { pago_em: '2020-02-01', valor_pago: 1000 });
    const ids = async (status: string) =>
      (await call('GET', `${base}?apolice_id=${fx.policy}&situacao=${status}&page_size=-1`, admin))
        .json<Paged<Invoice>>()
        .items.map((i) => {
          expect(i.situacao.id).toBe(status);
          return i.id;
        });
    expect(await ids('em_aberto')).toContain(open.id);
    expect(await ids('vencida')).toContain(late.id);
    expect(await ids('paga')).toContain(paid.id);
    expect(await ids('vencida')).not.toContain(paid.id);
  });
});

describe('visibility: an invoice is visible exactly when its policy is', () => {
  it('a wallet-restricted user gets 404 and does not find it in the list', async () => {
    const invoice = await newInvoice();
    const partner = await insertUser(server, 'Parceiro de Carteira', true, 'corretor_parceiro');
    const token = await server.tokenWith({
      sub: partner,
      modules: MODULE_IDS,
      actions: ACTION_IDS,
      area: 'garantia',
    });
    expect((await call('GET', `${base}/${invoice.id}`, token)).statusCode).toBe(404);
    const list = await call('GET', `${base}?page_size=-1`, token);
    expect(list.statusCode).toBe(200);
    expect(list.json<Paged<Invoice>>().items).toEqual([]);
    const before = await stored(invoice.id);
    for (const [url, body] of [
      [`${base}/${invoice.id}/pagamento`, { pago_em: '2026-03-01', valor_pago: 1 }],
      [`${base}/${invoice.id}/inativar`, { motivo_id: 'substituida' }],
    ] as const)
      expect((await call('PUT', url, token, body)).statusCode).toBe(404);
    expect(await stored(invoice.id)).toEqual(before);
    // Its history is its policy's to read: 404 out of sight, 200 for whoever sees the policy.
    const history = `/v1/auditoria?entidade=fatura&entidade_id=${invoice.id}`;
    expect((await call('GET', history, token)).statusCode).toBe(404);
    expect((await call('GET', history, admin)).statusCode).toBe(200);
    // Creating on a policy out of sight is refused on the field.
    const create = await call('POST', base, token, invoiceSampleBody(fx));
    expect(create.statusCode).toBe(400);
    expect(create.json<{ error_description: string }>().error_description).toBe('Apólice não encontrada.');
  });
});

describe('bad input: 400 in Portuguese, never 500', () => {
  it('refuses each bad field', async () => {
    const invoice = await newInvoice();
    const cases: [Method, string, object][] = [
      ['POST', base, { ...invoiceSampleBody(fx), valor: -1 }],
      ['POST', base, { ...invoiceSampleBody(fx), valor: 'mil' }],
      ['POST', base, { ...invoiceSampleBody(fx), vencimento: '2026-02-30' }],
      ['POST', base, { ...invoiceSampleBody(fx), parcela: 3, parcelas: 2 }],
      ['POST', base, { ...invoiceSampleBody(fx), apolice_id: 'x' }],
      ['POST', base, { ...invoiceSampleBody(fx), apolice_id: crypto.randomUUID() }],
      ['POST', base, { ...invoiceSampleBody(fx), endosso_id: crypto.randomUUID() }],
      ['POST', base, { ...invoiceSampleBody(fx), numero: '' }],
      ['POST', `${base}/parcelas`, { apolice_id: fx.policy, parcelas: [] }],
      ['PUT', `${base}/${invoice.id}/pagamento`, { pago_em: 'ontem', valor_pago: 10 }],
      ['PUT', `${base}/${invoice.id}/pagamento`, { pago_em: '2026-01-01', valor_pago: 0 }],
      ['GET', `${base}?situacao=perdida`, {}],
      ['GET', `${base}?vencimento_de=31/12/2026`, {}],
      ['GET', `${base}/nao-e-uuid`, {}],
    ];
    for (const [method, url, body] of cases) {
      const res = await call(method, url, admin, method === 'GET' ? undefined : body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json<{ error_description: string }>().error_description).toMatch(
        /[ãçéíóúâê]|inválid|Informe/i,
      );
    }
  });
});

describe('payment', () => {
  it('is idempotent: the same payment again (or replayed by key) changes nothing and audits once', async () => {
    const invoice = await newInvoice({ vencimento: '2020-03-10' });
    expect(invoice.situacao.id).toBe('vencida');
    const key = crypto.randomUUID();
    const body = { pago_em: '2026-03-09', valor_pago: 1000 };
    const first = await call('PUT', `${base}/${invoice.id}/pagamento`, admin, body, {
      'idempotency-key': key,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<Invoice>().situacao.id).toBe('paga');
    const replay = await call('PUT', `${base}/${invoice.id}/pagamento`, admin, body, {
      'idempotency-key': key,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await call('PUT', `${base}/${invoice.id}/pagamento`, admin, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<Invoice>()).toEqual(first.json<Invoice>());
    expect(await auditRows(invoice.id)).toBe(2);
    // A stale If-Match is a 412 and changes nothing.
    const stale = await call(
      'PUT',
      `${base}/${invoice.id}/pagamento`,
      admin,
      { pago_em: '2026-03-10', valor_pago: 999 },
      { 'if-match': '"velho"' },
    );
    expect(stale.statusCode).toBe(412);
    expect((await stored(invoice.id))?.valorPago).toBe(1000);
  });
});
