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
  // The issued one has open endorsement requests (in every state, with critiques open and resolved).
  expect([...situations].sort()).toEqual(['cancelada', 'em_endosso', 'vencida', 'vigente']);
  const requests = await get<Paged<{ estado: { id: string }; atrasada: boolean }>>(
    '/v1/garantia/endossos/solicitacoes?page_size=-1',
  );
  expect(new Set(requests.items.map((r) => r.estado.id))).toEqual(
    new Set(['criada', 'enviada', 'aceita', 'reprovada', 'cancelada']),
  );
  expect(requests.items.some((r) => r.atrasada)).toBe(true);
});
