import crypto from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agroQuotations,
  auditLog,
  creditConsults,
  economicGroups,
  policies,
  quotations,
  users,
} from '../../server/db/schema';
import { findProfileGrants } from '../../server/domains/auth/repository';
import type { Access } from '../../server/plugins/access';
import type { DeclaredRoute } from '../../server/plugins/auth';
import type { AgroLog } from '../../src/contract/agro-quotations';
import { AUDIT_VIEW_ACCESS } from '../../src/contract/audit';
import type { AuditEntry } from '../../src/contract/audit';
import type { Paged } from '../../src/contract/common';
import type { QuotationLog } from '../../src/contract/guarantee-quotations';
import { PRINT_TOKEN_TTL_MS } from '../../server/domains/agro-quotations/print-token';
import { apiPath } from '../../src/contract/manifest';
import { agroQuotationApi as agroApi } from '../../src/contract/manifests/agro-quotations';
import { policyApi } from '../../src/contract/manifests/policies';
import { quotationApi } from '../../src/contract/manifests/quotations';
import type { ActionId, AreaId, ModuleId, StructureId } from '../../src/contract/permissions';
import { ACTION_IDS, MODULE_IDS } from '../../src/contract/permission-catalog';
import { maySee, RECORD_KINDS } from '../../src/contract/visibility';
import type { RecordFacts, RecordKind, VisibilityViewer } from '../../src/contract/visibility';
import { createUser } from './auth-helpers';
import { createFixtures, MULTIPART_ROUTES, SAMPLES } from './route-samples';
import type { Fixtures } from './route-samples';
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
  /** What the token grants (a guest: nothing but the guest routes). */
  modules: readonly ModuleId[];
  actions: readonly ActionId[];
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

async function userPrincipal(
  name: string,
  area: AreaId,
  structure: StructureId | null,
  sub?: string,
  grants: { modules: readonly ModuleId[]; actions: readonly ActionId[] } = {
    modules: MODULE_IDS,
    actions: ACTION_IDS,
  },
) {
  const id = sub ?? (await createUser(server, { areaId: area, estruturaId: structure })).id;
  const token = await server.tokenWith({
    sub: id,
    area,
    modules: [...grants.modules],
    actions: [...grants.actions],
  });
  principals.push({ name, token, viewer: { userId: id, guest: false, area, structure }, ...grants });
  return id;
}

/** The grants of a demo user's access profile, as its login would sign them. */
async function profileGrants(perfilId: string | null) {
  const grants = await findProfileGrants(server.database.db, perfilId);
  return {
    modules: grants.modulos.map((m) => m.id as ModuleId),
    actions: grants.acoes.map((a) => a.id as ActionId),
  };
}

/** The declared route a concrete URL reaches: the match with the most literal segments. */
function routeFor(method: string, url: string): DeclaredRoute {
  const parts = url.split('?')[0]?.split('/') ?? [];
  let best: { route: DeclaredRoute; literal: number } | undefined;
  for (const route of server.app.declaredRoutes) {
    if (route.method !== method) continue;
    const pattern = route.url.replace(/\/$/, '').split('/');
    const concrete = parts.join('/').replace(/\/$/, '').split('/');
    if (pattern.length !== concrete.length) continue;
    if (!pattern.every((seg, i) => seg.startsWith(':') || seg === concrete[i])) continue;
    const literal = pattern.filter((seg) => !seg.startsWith(':')).length;
    if (!best || literal > best.literal) best = { route, literal };
  }
  if (!best) throw new Error(`rota não declarada: ${method} ${url}`);
  return best.route;
}

/** Whether a token with these grants passes a route's declared access (server/plugins/auth.ts). */
function reaches(who: Who, access: Access): boolean {
  if ('public' in access) return true;
  if ('user' in access) return !who.viewer.guest;
  if (who.viewer.guest) return access.guest === true;
  const modules = [access.module].flat();
  return (
    modules.some((m) => who.modules.includes(m)) &&
    (access.action === undefined || who.actions.includes(access.action))
  );
}

/** Who may read a record type's history at all: a logged-in user with the view access of the type. */
const mayReadHistory = (who: Who, kind: RecordKind) =>
  !who.viewer.guest && reaches(who, AUDIT_VIEW_ACCESS[kind]);

beforeAll(async () => {
  server = await startTestServer({ demoData: true });
  const db = server.database.db;
  const [admin] = await db.select().from(users).where(eq(users.email, ADMIN_EMAIL));
  const [agent] = await db.select().from(users).where(eq(users.email, 'agro@corretora.local'));
  const [readOnly] = await db.select().from(users).where(eq(users.email, 'consulta@corretora.local'));
  if (!admin || !agent || !readOnly) throw new Error('usuários de demonstração');
  await userPrincipal('admin', 'geral', 'funcionario', admin.id, await profileGrants(admin.perfilId));
  const partner = await userPrincipal('parceiro da carteira', 'garantia', 'corretor_parceiro');
  await userPrincipal(
    'agente agro',
    'agronegocio',
    'funcionario',
    agent.id,
    await profileGrants(agent.perfilId),
  );
  await userPrincipal('só garantia', 'garantia', 'funcionario');
  // Read-only: the demo user with the 'Consulta' profile, signed with what that profile grants.
  await userPrincipal(
    'consulta',
    'garantia',
    'funcionario',
    readOnly.id,
    await profileGrants(readOnly.perfilId),
  );
  const guestSub = `guest:${crypto.randomUUID()}`;
  principals.push({
    name: 'convidado',
    token: await server.tokenWith({ sub: guestSub, guest: true, area: 'agronegocio' }),
    viewer: { userId: guestSub, guest: true, area: 'agronegocio', structure: null },
    modules: [],
    actions: [],
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
  const issued = await db.select().from(policies).limit(3);
  if (issued[0]) await db.update(policies).set({ grupoId: mine.id }).where(eq(policies.id, issued[0].id));
  for (const p of await db.select().from(policies).limit(3))
    records.push({
      kind: 'apolice',
      id: p.id,
      facts: { groupResponsible: owners.get(p.grupoId), responsible: p.solicitadaPor },
      read: apiPath(policyApi.item, { id: p.id }),
      audit: `entidade=apolice&entidade_id=${p.id}`,
    });
}, 120_000);
afterAll(() => server.close());

describe('one visibility rule', () => {
  it('answers every read and history as the pure rule decides, for every principal and record type', async () => {
    const kinds = new Set(records.map((r) => r.kind));
    expect(kinds.size).toBe(RECORD_KINDS.length);
    const seen = { visible: 0, hidden: 0 };
    for (const who of principals)
      for (const rec of records) {
        const expected = maySee(who.viewer, rec.kind, rec.facts);
        seen[expected ? 'visible' : 'hidden'] += 1;
        const read = await server.app.inject({ url: rec.read, headers: bearer(who.token) });
        const label = `${who.name} lê ${rec.kind} ${rec.id}`;
        // The route's module and action come before the rule (a guest holds none but its own flow's).
        const readable = reaches(who, routeFor('GET', rec.read).access);
        expect(read.statusCode, `${label}: ${read.body}`).toBe(!readable ? 403 : expected ? 200 : 404);
        const history = await server.app.inject({
          url: `/v1/auditoria?${rec.audit}`,
          headers: bearer(who.token),
        });
        expect(history.statusCode, `${who.name} histórico ${rec.kind}: ${history.body}`).toBe(
          !mayReadHistory(who, rec.kind) ? 403 : expected ? 200 : 404,
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

/**
 * Where each record type sits in the route table: the path up to the parameter that names the record.
 * Every write route under one of these paths is a write on that record (its sub-resources included),
 * so a new write route is checked here without being listed.
 */
const RECORD_PATHS: Record<RecordKind, string[]> = {
  grupo_economico: ['', 'v1', 'gruposeconomicos', ':id'],
  limite_credito: ['', 'v1', 'gruposeconomicos', ':id', 'limitescredito', ':consultId'],
  cotacao_garantia: ['', 'v1', 'garantia', 'cotacoes', ':id'],
  cotacao_agro: ['', 'v1', 'agro', 'cotacoes', ':id'],
  apolice: ['', 'v1', 'garantia', 'apolices', ':id'],
};
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The record type a route writes: the longest record path it starts with. */
function writtenKind(route: DeclaredRoute): RecordKind | undefined {
  const segments = route.url.split('/');
  let best: RecordKind | undefined;
  for (const kind of RECORD_KINDS) {
    const path = RECORD_PATHS[kind];
    if (path.every((seg, i) => segments[i] === seg) && (!best || path.length > RECORD_PATHS[best].length))
      best = kind;
  }
  return best;
}

/** The record as stored, and every audit row: what a refused write must leave as it was. */
async function snapshot(rec: Rec): Promise<string> {
  const db = server.database.db;
  const table = {
    grupo_economico: economicGroups,
    limite_credito: creditConsults,
    cotacao_garantia: quotations,
    cotacao_agro: agroQuotations,
    apolice: policies,
  }[rec.kind];
  const rows = await db.select().from(table).where(eq(table.id, rec.id));
  const [audit] = await db.select({ n: count() }).from(auditLog);
  return JSON.stringify({ rows, audit: audit?.n });
}

/** The record's facts as stored now (a write the rule let through may have moved them). */
async function currentFacts(rec: Pick<Rec, 'kind' | 'id'>): Promise<RecordFacts> {
  const db = server.database.db;
  const owner = async (groupId: string | null) => {
    if (!groupId) return null;
    const [g] = await db.select().from(economicGroups).where(eq(economicGroups.id, groupId));
    return g?.responsavelId ?? null;
  };
  switch (rec.kind) {
    case 'grupo_economico':
      return { groupResponsible: await owner(rec.id) };
    case 'limite_credito': {
      const [c] = await db.select().from(creditConsults).where(eq(creditConsults.id, rec.id));
      return { groupResponsible: await owner(c?.grupoId ?? null) };
    }
    case 'cotacao_garantia': {
      const [q] = await db.select().from(quotations).where(eq(quotations.id, rec.id));
      return { groupResponsible: await owner(q?.grupoId ?? null), responsible: q?.responsavelId };
    }
    case 'cotacao_agro': {
      const [a] = await db.select().from(agroQuotations).where(eq(agroQuotations.id, rec.id));
      return { groupResponsible: await owner(a?.grupoId ?? null), responsible: a?.criadoPor };
    }
    case 'apolice': {
      const [p] = await db.select().from(policies).where(eq(policies.id, rec.id));
      return { groupResponsible: await owner(p?.grupoId ?? null), responsible: p?.solicitadaPor };
    }
  }
}

/** A concrete URL of a write route on a record: its ids, the fixtures' for the other parameters. */
async function writeUrl(route: DeclaredRoute, rec: Rec, fx: Fixtures): Promise<string> {
  let groupOfConsult: string | undefined;
  if (rec.kind === 'limite_credito') {
    const [c] = await server.database.db.select().from(creditConsults).where(eq(creditConsults.id, rec.id));
    groupOfConsult = c?.grupoId;
  }
  const others: Record<string, string> = {
    seg: fx.insurer,
    critica: fx.critique,
    companyId: fx.company,
  };
  return route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (name === 'id') return groupOfConsult ?? rec.id;
    if (name === 'consultId') return rec.id;
    return others[name] ?? crypto.randomUUID();
  });
}

describe('one visibility rule for writes', () => {
  let fx: Fixtures;
  beforeAll(async () => {
    fx = await createFixtures(server, await server.adminToken());
  }, 120_000);

  it('refuses every write on a record the principal may not see (404, or 403 without the access) and changes nothing', async () => {
    const routes = server.app.declaredRoutes.filter(
      (r) =>
        WRITE_METHODS.has(r.method) &&
        writtenKind(r) !== undefined &&
        !MULTIPART_ROUTES.has(`${r.method} ${r.url}`),
    );
    // Every record type has writes to check.
    expect(new Set(routes.map(writtenKind)).size).toBe(RECORD_KINDS.length);
    const seen = { hidden: 0, visible: 0 };
    for (const who of principals)
      for (const rec of records) {
        // Read again after each write the rule let through: it may have moved the record's wallet.
        let facts = await currentFacts(rec);
        for (const route of routes.filter((r) => writtenKind(r) === rec.kind)) {
          const key = `${route.method} ${route.url}`;
          const sample = SAMPLES[key];
          if (!sample) throw new Error(`sem corpo de exemplo: ${key}`);
          const visible = maySee(who.viewer, rec.kind, facts);
          const allowed = reaches(who, route.access);
          const before = await snapshot(rec);
          const res = await server.app.inject({
            method: route.method as 'PUT',
            url: await writeUrl(route, rec, fx),
            headers: bearer(who.token),
            payload: sample(fx),
          });
          const label = `${who.name} ${key} em ${rec.kind} ${rec.id}: ${res.body}`;
          if (!allowed) expect(res.statusCode, label).toBe(403);
          else if (!visible) expect(res.statusCode, label).toBe(404);
          if (!allowed || !visible) {
            expect(await snapshot(rec), label).toBe(before);
            seen.hidden += 1;
          } else {
            // The rule let it through: whatever the write answers, it is never the answer to a hidden record.
            expect(res.statusCode, label).not.toBe(403);
            seen.visible += 1;
            facts = await currentFacts(rec);
          }
        }
      }
    expect(seen.hidden).toBeGreaterThan(0);
    expect(seen.visible).toBeGreaterThan(0);
  }, 600_000);
});

describe('one history reader', () => {
  it('answers a quotation history the same on GET /v1/auditoria and on its own routes, for every principal', async () => {
    const quoted = records.filter((r) => r.kind === 'cotacao_garantia' || r.kind === 'cotacao_agro');
    // A quotation that never existed is missing on every route.
    const missing = crypto.randomUUID();
    const cases = [
      ...quoted.map((r) => ({ kind: r.kind, id: r.id, exists: true })),
      { kind: 'cotacao_garantia' as const, id: missing, exists: false },
      { kind: 'cotacao_agro' as const, id: missing, exists: false },
    ];
    let compared = 0;
    for (const who of principals)
      for (const c of cases) {
        const get = (url: string) => server.app.inject({ url, headers: bearer(who.token) });
        const audit = await get(`/v1/auditoria?entidade=${c.kind}&entidade_id=${c.id}&page_size=100`);
        const own =
          c.kind === 'cotacao_garantia'
            ? [
                await get(apiPath(quotationApi.logs, { id: c.id })),
                await get(apiPath(quotationApi.actionHistory, { id: c.id })),
              ]
            : [await get(apiPath(agroApi.logs, { id: c.id }))];
        const label = `${who.name} ${c.kind} ${c.id}`;
        const expected = !mayReadHistory(who, c.kind)
          ? 403
          : c.exists && maySee(who.viewer, c.kind, await currentFacts(c))
            ? 200
            : 404;
        expect(audit.statusCode, `${label}: ${audit.body}`).toBe(expected);
        for (const res of own) expect(res.statusCode, `${label}: ${res.body}`).toBe(expected);
        if (expected !== 200) continue;
        const entries = audit.json<Paged<AuditEntry>>().items;
        compared += entries.length;
        const common = (e: { id: string; acao: string; criado_em: string }) => [e.id, e.acao, e.criado_em];
        if (c.kind === 'cotacao_garantia') {
          const [logs, actions] = own.map((res) => res?.json<QuotationLog[]>() ?? []);
          for (const list of [logs, actions]) {
            expect(list?.map(common), label).toEqual(entries.map(common));
            expect(
              list?.map((l) => l.usuario),
              label,
            ).toEqual(entries.map((e) => e.usuario));
          }
          expect(
            logs?.map((l) => l.alteracoes),
            label,
          ).toEqual(
            entries.map((e) => e.alteracoes.map(({ campo, antes, depois }) => ({ campo, antes, depois }))),
          );
        } else {
          const logs = own[0]?.json<AgroLog[]>() ?? [];
          expect(logs.map(common), label).toEqual(entries.map(common));
          expect(
            logs.map((l) => l.usuario),
            label,
          ).toEqual(entries.map((e) => e.usuario.nome));
        }
      }
    // The writes above left history to compare.
    expect(compared).toBeGreaterThan(0);
  }, 120_000);
});
