import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { eq } from 'drizzle-orm';
import {
  companies,
  economicGroups,
  insureds,
  policies,
  critiques,
  quotations,
  users,
} from '../../server/db/schema';
import type { Paged } from '../../src/contract/common';
import type { EconomicGroup, WalletGroup } from '../../src/contract/economic-groups';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  // Seeded as `npm start` seeds an empty database with DEMO_DATA=1 (the order of the seed matters:
  // the demo quotations need the modalities).
  server = await startTestServer({ demoData: true });
});
afterAll(() => server.close());

describe('demo economic groups', () => {
  it('seeds realistic groups with valid CNPJs, each with a subsidiary sharing its root', async () => {
    const db = server.database.db;
    const groups = await db.select().from(economicGroups);
    expect(groups.length).toBeGreaterThanOrEqual(4);
    for (const g of groups) {
      expect(isValidCnpj(g.cnpj), g.cnpj).toBe(true);
      const own = await db.select().from(companies).where(eq(companies.grupoId, g.id));
      expect(own.filter((c) => c.principal).map((c) => c.cnpj)).toEqual([g.cnpj]);
      for (const c of own) expect(isValidCnpj(c.cnpj), c.cnpj).toBe(true);
      expect(own.some((c) => c.subsidiaria && c.cnpj.slice(0, 8) === g.cnpj.slice(0, 8))).toBe(true);
      expect(g.responsavelId).toBeTruthy();
    }
    expect(new Set(groups.map((g) => g.responsavelId)).size).toBeGreaterThanOrEqual(3);
    expect((await db.select().from(insureds)).length).toBeGreaterThanOrEqual(3);
  });

  it('seeds guarantee quotations in every stage, a cancelled one, an open critique and an issued policy', async () => {
    const db = server.database.db;
    const rows = await db.select({ etapa: quotations.etapa, status: quotations.status }).from(quotations);
    expect(new Set(rows.map((r) => r.etapa))).toEqual(
      new Set([
        'dados_processo',
        'aguardando_cotacao',
        'solicitar_minuta',
        'aprovacao_minuta',
        'emissao_apolice',
        'apolice_emitida',
      ]),
    );
    expect(rows.some((r) => r.status === 'cancelada')).toBe(true);
    // One critique on a quotation; the demo endorsement requests add their own.
    expect((await db.select().from(critiques)).filter((c) => c.entidade === 'cotacao_garantia')).toHaveLength(
      1,
    );
    // One policy issued from a quotation; the policies seed adds others by hand.
    expect((await db.select().from(policies)).filter((p) => p.cotacaoId !== null)).toHaveLength(1);
  });

  it("fills the field agent's wallet, readable through the API", async () => {
    const [agent] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'agro@corretora.local'));
    if (!agent) throw new Error('agente de demonstração ausente');
    const token = await server.tokenWith({ sub: agent.id, modules: ['cotacao', 'apolice', 'carteira'] });
    const res = await server.app.inject({
      method: 'GET',
      url: `/v1/usuarios/${agent.id}/carteira/`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const wallet = res.json<Paged<WalletGroup>>();
    expect(wallet.items.map((w) => w.nome_fantasia)).toContain('COOPERCAFÉ SUL DE MINAS');
    const admin = await server.adminToken();
    const group = await server.app.inject({
      method: 'GET',
      url: `/v1/gruposeconomicos/${wallet.items[0]?.id ?? ''}`,
      headers: bearer(admin),
    });
    expect(group.json<EconomicGroup>().total_empresas).toBeGreaterThanOrEqual(2);
  });
});
