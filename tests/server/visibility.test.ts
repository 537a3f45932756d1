import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agroQuotations, creditConsults, economicGroups, quotations, users } from '../../server/db/schema';
import { PRINT_TOKEN_TTL_MS } from '../../server/domains/agro-quotations/print-token';
import { apiPath } from '../../src/contract/manifest';
import { agroQuotationApi as agroApi } from '../../src/contract/manifests/agro-quotations';
import { quotationApi } from '../../src/contract/manifests/quotations';
import type { AreaId, StructureId } from '../../src/contract/permissions';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { maySee } from '../../src/contract/visibility';
import type { RecordFacts, RecordKind, VisibilityViewer } from '../../src/contract/visibility';
import { createUser } from './auth-helpers';
import { ADMIN_EMAIL, bearer, startTestServer } from './harness';
import type { TestServer } from './harness';

/**
 * The one visibility rule (src/contract/visibility.ts) as the HTTP API answers it: for each record
 * type and each kind of principal, the expected answer is computed from the pure rule and the
 * fixtures' facts, never listed by hand.
 */
let server: TestServer;

interface Who {
  name: string;
  token: string;
  viewer: VisibilityViewer;
}
interface Rec {
  kind: RecordKind;
  id: string;
  facts: RecordFacts;
  read: string;
  audit: string;
}

const principals: Who[] = [];
const records: Rec[] = [];

async function userPrincipal(name: string, area: AreaId, structure: StructureId | null, sub?: string) {
  const id = sub ?? (await createUser(server, { areaId: area, estruturaId: structure })).id;
  const token = await server.tokenWith({ sub: id, area, modules: MODULE_IDS, actions: ACTION_IDS });
  principals.push({ name, token, viewer: { userId: id, guest: false, area, structure } });
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  const db = server.database.db;
  const [admin] = await db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  const [agent] = await db.select().from(users).where(eq(users.email, 'agro@corretora.local'));
  const [readOnly] = await db.select().from(users).where(eq(users.email, 'consulta@corretora.local'));
  if (!admin || !agent || !readOnly) throw new Error('usuários de demonstração');
  await userPrincipal('admin', 'geral', 'funcionario', admin.id);
  const partner = await userPrincipal('parceiro da carteira', 'garantia', 'corretor_parceiro');
  await userPrincipal('agente agro', 'agronegocio', 'funcionario', agent.id);
  await userPrincipal('só garantia', 'garantia', 'funcionario');
  await userPrincipal('consulta', 'garantia', 'funcionario', readOnly.id);
  const guestSub = `guest:${crypto.randomUUID()}`;
  principals.push({
    name: 'convidado',
    token: await server.tokenWith({ sub: guestSub, guest: true, area: 'agronegocio' }),
    viewer: { userId: guestSub, guest: true, area: 'agronegocio', structure: null },
  });

  // One group of each kind of record moves to the partner's wallet; the others stay out of it.
  const groups = await db.select().from(economicGroups).limit(3);
  const [mine] = groups;
  if (!mine) throw new Error('grupos de demonstração');
  await db.update(economicGroups).set({ responsavelId: partner }).where(eq(economicGroups.id, mine.id));
  const owners = new Map(
    (await db.select().from(economicGroups)).map((g) => [g.id, g.responsavelId] as const),
  );
  for (const g of groups)
    records.push({
      kind: 'grupo_economico',
      id: g.id,
      facts: { groupResponsible: owners.get(g.id) },
      read: `/v1/gruposeconomicos/${g.id}`,
      audit: `entidade=grupo_economico&entidade_id=${g.id}`,
    });
  for (const c of await db.select().from(creditConsults).limit(3))
    records.push({
      kind: 'limite_credito',
      id: c.id,
      facts: { groupResponsible: owners.get(c.grupoId) },
      read: `/v1/gruposeconomicos/${c.grupoId}/limitescredito/${c.id}`,
      audit: `entidade=limite_credito&entidade_id=${c.id}`,
    });
  const guarantee = await db.select().from(quotations).limit(3);
  if (guarantee[0])
    await db.update(quotations).set({ grupoId: mine.id }).where(eq(quotations.id, guarantee[0].id));
  for (const q of await db.select().from(quotations).limit(3))
    records.push({
      kind: 'cotacao_garantia',
      id: q.id,
      facts: { groupResponsible: owners.get(q.grupoId), responsible: q.responsavelId },
      read: apiPath(quotationApi.item, { id: q.id }),
      audit: `entidade=cotacao_garantia&entidade_id=${q.id}`,
    });
  const agro = await db.select().from(agroQuotations).limit(3);
  if (agro[0])
    await db.update(agroQuotations).set({ grupoId: mine.id }).where(eq(agroQuotations.id, agro[0].id));
  for (const a of await db.select().from(agroQuotations).limit(3))
    records.push({
      kind: 'cotacao_agro',
      id: a.id,
      facts: { groupResponsible: a.grupoId ? owners.get(a.grupoId) : null, responsible: a.criadoPor },
      read: apiPath(agroApi.item, { id: a.id }),
      audit: `entidade=cotacao_agro&entidade_id=${a.id}`,
    });
}, 120_000);
afterAll(() => server.close());

describe('one visibility rule', () => {
  it('answers every read and history as the pure rule decides, for every principal and record type', async () => {
    const kinds = new Set(records.map((r) => r.kind));
    expect(kinds.size).toBe(4);
    const seen = { visible: 0, hidden: 0 };
    for (const who of principals)
      for (const rec of records) {
        const expected = maySee(who.viewer, rec.kind, rec.facts);
        seen[expected ? 'visible' : 'hidden'] += 1;
        const read = await server.app.inject({ url: rec.read, headers: bearer(who.token) });
        const label = `${who.name} lê ${rec.kind} ${rec.id}`;
        // A guest holds no module: the route refuses it before the rule for anything not its own flow.
        if (who.viewer.guest && rec.kind !== 'cotacao_agro') expect(read.statusCode, label).toBe(403);
        else expect(read.statusCode, `${label}: ${read.body}`).toBe(expected ? 200 : 404);
        if (who.viewer.guest) continue;
        const history = await server.app.inject({
          url: `/v1/auditoria?${rec.audit}`,
          headers: bearer(who.token),
        });
        expect(history.statusCode, `${who.name} histórico ${rec.kind}: ${history.body}`).toBe(
          expected ? 200 : 404,
        );
      }
    // The fixtures exercise both answers.
    expect(seen.visible).toBeGreaterThan(0);
    expect(seen.hidden).toBeGreaterThan(0);
  }, 120_000);

  it('lists only what the rule lets each principal see (guarantee and agro quotations)', async () => {
    const db = server.database.db;
    const allGuarantee = await db.select().from(quotations);
    const allAgro = await db.select().from(agroQuotations);
    const owners = new Map(
      (await db.select().from(economicGroups)).map((g) => [g.id, g.responsavelId] as const),
    );
    for (const who of principals.filter((p) => !p.viewer.guest)) {
      const agro = await server.app.inject({
        url: `${agroApi.list}?page_size=-1`,
        headers: bearer(who.token),
      });
      const expectedAgro = allAgro.filter((a) =>
        maySee(who.viewer, 'cotacao_agro', {
          groupResponsible: a.grupoId ? owners.get(a.grupoId) : null,
          responsible: a.criadoPor,
        }),
      ).length;
      expect(agro.json<{ total_count: number }>().total_count, who.name).toBe(expectedAgro);
      const guarantee = await server.app.inject({
        url: `${quotationApi.list}?page_size=-1`,
        headers: bearer(who.token),
      });
      const expectedGuarantee = allGuarantee.filter((q) =>
        maySee(who.viewer, 'cotacao_garantia', {
          groupResponsible: owners.get(q.grupoId),
          responsible: q.responsavelId,
        }),
      ).length;
      expect(guarantee.json<{ total_count: number }>().total_count, who.name).toBe(expectedGuarantee);
    }
  });

  it('refuses the agro field agent a critique and a cancellation on a guarantee quotation (404)', async () => {
    const agent = principals.find((p) => p.name === 'agente agro');
    const q = records.find((r) => r.kind === 'cotacao_garantia');
    if (!agent || !q) throw new Error('fixtures');
    const cancel = await server.app.inject({
      method: 'PUT',
      url: apiPath(quotationApi.cancel, { id: q.id }),
      headers: bearer(agent.token),
      payload: { justificativa: 'TESTE' },
    });
    expect(cancel.statusCode, cancel.body).toBe(404);
    const critique = await server.app.inject({
      method: 'POST',
      url: apiPath(quotationApi.critiques, { id: q.id }),
      headers: bearer(agent.token),
      payload: { descricao: 'TESTE' },
    });
    expect([400, 404]).toContain(critique.statusCode);
    expect(critique.statusCode === 404 || !critique.body.includes('criada')).toBe(true);
  });

  it('refuses a wallet-restricted guarantee partner the agro quotations: not listed, not cancelled', async () => {
    const partner = principals.find((p) => p.name === 'parceiro da carteira');
    const agro = records.find((r) => r.kind === 'cotacao_agro');
    if (!partner || !agro) throw new Error('fixtures');
    const list = await server.app.inject({
      url: `${agroApi.list}?page_size=-1`,
      headers: bearer(partner.token),
    });
    expect(list.json<{ total_count: number }>().total_count).toBe(0);
    const cancel = await server.app.inject({
      method: 'PUT',
      url: apiPath(agroApi.cancel, { id: agro.id }),
      headers: bearer(partner.token),
      payload: { motivo: 'TESTE' },
    });
    expect(cancel.statusCode, cancel.body).toBe(404);
  });
});

describe('the agro print token', () => {
  it('expires, is revoked by the cancellation, and is required on the files it links', async () => {
    const admin = principals.find((p) => p.name === 'admin');
    if (!admin) throw new Error('fixtures');
    const db = server.database.db;
    const rows = await db.select().from(agroQuotations);
    const open =
      rows.find((r) => r.situacao === 'card_gerado') ??
      rows.find((r) => r.situacao !== 'cancelada' && r.situacao !== 'apolice_emitida');
    if (!open) throw new Error('cotação agro aberta');
    const view = await server.app.inject({
      url: apiPath(agroApi.item, { id: open.id }),
      headers: bearer(admin.token),
    });
    const body = view.json<{ token_impressao: string; arquivos: { id: string; url: string }[] }>();
    const print = (token: string) =>
      server.app.inject({
        url: `${apiPath(agroApi.print, { id: open.id })}?token=${encodeURIComponent(token)}`,
      });
    expect((await print(body.token_impressao)).statusCode).toBe(200);

    // A token signed more than PRINT_TOKEN_TTL_MS ago no longer opens the view.
    const { printTokens } = await import('../../server/domains/agro-quotations/print-token');
    const tokens = await printTokens(db);
    const old = tokens.sign(open.id, 'impressao', Date.now() - PRINT_TOKEN_TTL_MS - 1000);
    expect((await print(old)).statusCode).toBe(403);

    // Its files need the token.
    for (const f of body.arquivos) {
      const bare = await server.app.inject({ url: `/arquivos/${f.id}` });
      expect(bare.statusCode, f.url).toBe(403);
      const withToken = await server.app.inject({ url: f.url });
      expect(withToken.statusCode, f.url).toBe(200);
      const printed = await server.app.inject({
        url: `/arquivos/${f.id}?token=${encodeURIComponent(body.token_impressao)}`,
      });
      expect(printed.statusCode).toBe(200);
    }

    const cancel = await server.app.inject({
      method: 'PUT',
      url: apiPath(agroApi.cancel, { id: open.id }),
      headers: bearer(admin.token),
      payload: { motivo: 'TESTE DE REVOGAÇÃO' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await print(body.token_impressao)).statusCode).toBe(403);
    for (const f of body.arquivos) {
      const printed = await server.app.inject({
        url: `/arquivos/${f.id}?token=${encodeURIComponent(body.token_impressao)}`,
      });
      expect(printed.statusCode).toBe(403);
    }
  });
});
