import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Paged } from '../../src/contract/common';
import type { PolicyDetail } from '../../src/contract/policies';
import type { RenewalItem } from '../../src/contract/policy-renewals';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { computeCheckDigits, formatUniqueNumber } from '../../src/lib/cnj';
import { creditAnswers, economicGroups } from '../../server/db/schema';
import { insertUser, tokenOf } from './group-fixtures';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import type { Fixtures } from './route-samples';
import { createFixtures, policySampleBody } from './route-samples';

let server: TestServer;
let admin: string;
let fx: Fixtures;

const base = '/v1/garantia/apolices';
const radar = `${base}/vencendo`;
const get = (url: string, token?: string) =>
  server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function cnj(seq: string): string {
  const parts = { sequencial: seq, ano: '2024', segmento: 5, tribunal: '02', origem: '0001' };
  return formatUniqueNumber({ ...parts, digito: computeCheckDigits(parts) });
}

async function policyEnding(days: number, overrides: object = {}): Promise<PolicyDetail> {
  const res = await server.app.inject({
    method: 'POST',
    url: base,
    headers: bearer(admin),
    payload: {
      ...policySampleBody(fx),
      emitida_em: inDays(-300),
      vigencia_inicio: inDays(-300),
      vigencia_fim: inDays(days),
      importancia_segurada: 100_000,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<PolicyDetail>();
}

let judicialLate: PolicyDetail;
let plainSoon: PolicyDetail;
let in45: PolicyDetail;
let in120: PolicyDetail;

beforeAll(async () => {
  server = await startTestServer();
  const id = await insertUser(server, 'Rita Renovação');
  admin = await server.tokenWith({ sub: id, modules: MODULE_IDS, actions: ACTION_IDS, area: 'garantia' });
  fx = await createFixtures(server, admin);
  // The group's approved limit at the fixture insurer, in force.
  const db = server.database.db;
  const approved = { status: 'aprovado', limiteAprovado: 2_000_000, vigenciaFim: '2099-12-31' };
  const updated = await db
    .update(creditAnswers)
    .set(approved)
    .where(and(eq(creditAnswers.consultaId, fx.consult), eq(creditAnswers.seguradoraId, fx.insurer)))
    .returning({ id: creditAnswers.id });
  if (updated.length === 0)
    await db.insert(creditAnswers).values({ consultaId: fx.consult, seguradoraId: fx.insurer, ...approved });
  plainSoon = await policyEnding(10);
  judicialLate = await policyEnding(25, { processo: { numero: cnj('0001234') } });
  in45 = await policyEnding(45);
  in120 = await policyEnding(120);
}, 60_000);
afterAll(() => server.close());

describe('GET /v1/garantia/apolices/vencendo', () => {
  it('answers 401 without a token and 403 without the policies module', async () => {
    expect((await get(radar)).statusCode).toBe(401);
    const id = await insertUser(server, 'Sem Apólice');
    const token = await tokenOf(server, id, ['cotacao'], ACTION_IDS);
    expect((await get(radar, token)).statusCode).toBe(403);
  });

  it('refuses a window other than 30, 60 or 90 days with a Portuguese 400', async () => {
    const res = await get(`${radar}?dias=45`, admin);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('30, 60 ou 90 dias');
  });

  it('lists the policies ending within the window, judicial first, then by term end', async () => {
    const res = await get(`${radar}?dias=30&page_size=-1`, admin);
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json<Paged<RenewalItem>>().items.map((i) => i.id);
    expect(ids).toContain(plainSoon.id);
    expect(ids).toContain(judicialLate.id);
    expect(ids).not.toContain(in45.id);
    expect(ids.indexOf(judicialLate.id)).toBeLessThan(ids.indexOf(plainSoon.id));
    const sixty = (await get(`${radar}?dias=60&page_size=-1`, admin)).json<Paged<RenewalItem>>();
    expect(sixty.items.map((i) => i.id)).toContain(in45.id);
    expect(sixty.items.map((i) => i.id)).not.toContain(in120.id);
  });

  it("carries the days left, the judicial flag and the group's available limit per insurer", async () => {
    const items = (await get(`${radar}?dias=30&page_size=-1`, admin)).json<Paged<RenewalItem>>().items;
    const judicial = items.find((i) => i.id === judicialLate.id);
    expect(judicial).toMatchObject({ judicial: true, dias_restantes: 25 });
    expect(items.find((i) => i.id === plainSoon.id)).toMatchObject({ judicial: false, dias_restantes: 10 });
    const limit = judicial?.limites[0];
    expect(limit?.seguradora.id).toBe(fx.insurer);
    expect(limit?.aprovado).toBe(2_000_000);
    // Used: the insured amounts of the group's policies in force at that insurer (and open quotations).
    expect(limit?.disponivel).toBeLessThan(2_000_000);
  });

  it('leaves out the policies the user may not see, and shows them once in the wallet', async () => {
    const partner = await insertUser(server, 'Parceiro Radar', true, 'corretor_parceiro');
    const token = await tokenOf(server, partner, ['apolice'], []);
    const ids = async () =>
      (await get(`${radar}?dias=30&page_size=-1`, token)).json<Paged<RenewalItem>>().items.map((i) => i.id);
    expect(await ids()).not.toContain(plainSoon.id);
    await server.database.db
      .update(economicGroups)
      .set({ responsavelId: partner })
      .where(eq(economicGroups.id, fx.group));
    try {
      expect(await ids()).toContain(plainSoon.id);
    } finally {
      await server.database.db
        .update(economicGroups)
        .set({ responsavelId: null })
        .where(eq(economicGroups.id, fx.group));
    }
  });
});
