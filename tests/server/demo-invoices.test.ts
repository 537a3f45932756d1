import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Paged } from '../../src/contract/common';
import type { Invoice } from '../../src/contract/invoices';
import type { Policy } from '../../src/contract/policies';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  admin = await server.adminToken();
}, 60_000);
afterAll(() => server.close());

const get = async <T>(url: string) => {
  const res = await server.app.inject({ method: 'GET', url, headers: bearer(admin) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

it('seeds invoices in every status on the demo policies, each policy split to the cent', async () => {
  const list = await get<Paged<Invoice>>('/v1/faturas?page_size=-1');
  const statuses = new Set(list.items.map((i) => i.situacao.id));
  expect([...statuses].sort()).toEqual(['em_aberto', 'inativa', 'paga', 'vencida']);
  const policies = await get<Paged<Policy>>('/v1/garantia/apolices?page_size=-1');
  for (const policy of policies.items) {
    const own = list.items.filter((i) => i.apolice.id === policy.id);
    if (!own.length) continue;
    const cents = own.reduce((t, i) => t + Math.round(i.valor * 100), 0);
    expect(cents, policy.numero).toBe(Math.round(policy.premio * 100));
  }
  // The overdue ones never moved a policy's situation: the cancelled one is the only 'cancelada'.
  const overdue = list.items.filter((i) => i.situacao.id === 'vencida');
  for (const invoice of overdue) {
    const policy = policies.items.find((p) => p.id === invoice.apolice.id);
    expect(policy?.situacao.id).not.toBe('cancelada');
  }
});
