import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Paged } from '../../src/contract/common';
import type { Policy, PolicyDetail } from '../../src/contract/policies';
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

it('seeds the issued demo quotation as a policy with endorsements, plus hand-made and cancelled ones', async () => {
  const list = await get<Paged<Policy>>('/v1/garantia/apolices?page_size=-1');
  expect(list.total_count).toBeGreaterThanOrEqual(4);
  const issued = list.items.find((p) => p.cotacao !== null);
  expect(issued?.segurado?.nome).toMatch(/MUNICÍPIO/);
  const detail = await get<PolicyDetail>(`/v1/garantia/apolices/${issued?.id ?? ''}`);
  expect(detail.endossos.map((e) => e.tipo.id)).toEqual(['aumento_is', 'prorrogacao']);
  expect(detail.importancia_atual).toBe(detail.importancia_segurada + 150_000);
  const situations = new Set(list.items.map((p) => p.situacao.id));
  expect([...situations].sort()).toEqual(['cancelada', 'vencida', 'vigente']);
});
