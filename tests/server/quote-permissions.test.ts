import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { offices, users } from '../../server/db/schema';
import type { Paged } from '../../src/contract/common';
import type {
  Modality,
  PermittedModality,
  PermittedSubModality,
  QuotableModality,
  QuotePermissions,
  SubModality,
} from '../../src/contract/modalities';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

let server: TestServer;
let admin: string;
let judicial: Modality;
let aduaneiro: Modality;
let judicialSubs: SubModality[];
let aduaneiroSubs: SubModality[];
let officeId: string;
let userId: string;

const BASE = '/v1/garantia/modalidades';
const PERMS = '/v1/garantia/permissoes';

async function call(method: 'GET' | 'POST', url: string, payload?: object, token = admin) {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function subsOf(m: Modality): Promise<SubModality[]> {
  return (await call('GET', `${BASE}/${m.id}/submodalidades?page_size=-1`)).json<Paged<SubModality>>().items;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  const all = (await call('GET', `${BASE}?page_size=-1&direction=desc`)).json<Paged<Modality>>().items;
  const find = (nome: string) => {
    const m = all.find((x) => x.nome === nome);
    if (!m) throw new Error(`modalidade ${nome} ausente`);
    return m;
  };
  judicial = find('JUDICIAL');
  aduaneiro = find('ADUANEIRO');
  judicialSubs = await subsOf(judicial);
  aduaneiroSubs = await subsOf(aduaneiro);
  const db = server.database.db;
  const [office] = await db.insert(offices).values({ nome: 'ESCRITÓRIO TESTE PERMISSÕES' }).returning();
  const [user] = await db
    .insert(users)
    .values({ nome: 'COTADOR', apelido: 'COT', email: 'cotador@teste.local', areaId: 'geral' })
    .returning();
  if (!office || !user) throw new Error('dados de teste não criados');
  officeId = office.id;
  userId = user.id;
});
afterAll(() => server.close());

const ids = (subs: SubModality[]) => subs.map((s) => s.id);

describe('POST/GET /v1/{area}/permissoes', () => {
  it('replaces the target set for the area and group', async () => {
    const first = await call('POST', PERMS, { targetId: userId, submodalidadeids: ids(judicialSubs) });
    expect(first.statusCode).toBe(200);
    expect(first.json<QuotePermissions>()).toMatchObject({ alvo_tipo: 'usuario', grupoEconomicoId: null });
    expect(first.json<QuotePermissions>().submodalidadeids.sort()).toEqual(ids(judicialSubs).sort());

    const only = [judicialSubs[0]?.id ?? ''];
    await call('POST', PERMS, { targetId: userId, submodalidadeids: only });
    const read = await call('GET', `${PERMS}?targetId=${userId}`);
    expect(read.json<QuotePermissions>().submodalidadeids).toEqual(only);

    // A group's own set does not touch the any-group set.
    const group = crypto.randomUUID();
    const aduaneiroFirst = [aduaneiroSubs[0]?.id ?? ''];
    await call('POST', PERMS, {
      targetId: userId,
      grupoEconomicoId: group,
      submodalidadeids: aduaneiroFirst,
    });
    expect(
      (await call('GET', `${PERMS}?targetId=${userId}`)).json<QuotePermissions>().submodalidadeids,
    ).toEqual(only);
    const ofGroup = await call('GET', `${PERMS}?targetId=${userId}&grupoEconomicoId=${group}`);
    expect(ofGroup.json<QuotePermissions>().submodalidadeids).toEqual(aduaneiroFirst);
  });

  it('refuses unknown targets (404), unknown sub-modalities and areas (400)', async () => {
    const unknownTarget = await call('POST', PERMS, { targetId: crypto.randomUUID(), submodalidadeids: [] });
    expect(unknownTarget.statusCode).toBe(404);
    const unknownSub = await call('POST', PERMS, {
      targetId: userId,
      submodalidadeids: [crypto.randomUUID()],
    });
    expect(unknownSub.statusCode).toBe(400);
    expect(unknownSub.json<{ details: { field: string }[] }>().details[0]?.field).toBe('submodalidadeids');
    // Garantia sub-modalities do not belong to the agro area.
    const otherArea = await call('POST', '/v1/agronegocio/permissoes', {
      targetId: userId,
      submodalidadeids: ids(judicialSubs),
    });
    expect(otherArea.statusCode).toBe(400);
    const badArea = await call('GET', `/v1/saude/permissoes?targetId=${userId}`);
    expect(badArea.statusCode).toBe(400);
    expect(JSON.stringify(badArea.json())).toContain('Área inválida');
    const noTarget = await call('POST', PERMS, { submodalidadeids: 'x' });
    expect(noTarget.statusCode).toBe(400);
  });

  it('gives the permissions screen a tree with permitida flags', async () => {
    const officeSet = ids(aduaneiroSubs);
    await call('POST', PERMS, { targetId: officeId, submodalidadeids: officeSet });
    const tree = (await call('GET', `${PERMS}/modalities?targetId=${officeId}`)).json<PermittedModality[]>();
    const adu = tree.find((m) => m.id === aduaneiro.id);
    expect(adu?.permitida).toBe(true);
    expect(adu?.submodalidades.every((s) => s.permitida)).toBe(true);
    expect(tree.find((m) => m.id === judicial.id)?.permitida).toBe(false);
    const subs = await call('GET', `${PERMS}/submodalities?targetId=${officeId}&modalidadeId=${judicial.id}`);
    const list = subs.json<PermittedSubModality[]>();
    expect(list).toHaveLength(judicialSubs.length);
    expect(list.some((s) => s.permitida)).toBe(false);
  });
});

describe('suggestcurrentuser and grupoeconomico', () => {
  it('is the union of the user and the office permissions', async () => {
    const token = await server.tokenWith({ modules: ['cotacao'], sub: userId });
    const alone = (await call('GET', `${BASE}/suggestcurrentuser`, undefined, token)).json<
      QuotableModality[]
    >();
    expect(alone.map((m) => m.nome)).toEqual(['JUDICIAL', 'ADUANEIRO']);
    expect(alone[0]?.submodalidades).toHaveLength(1);
    // Without a group in the question, the rows given for a single group count too.
    expect(alone[1]?.submodalidades).toHaveLength(1);

    await server.database.db.update(users).set({ escritorioId: officeId }).where(eq(users.id, userId));
    const withOffice = (await call('GET', `${BASE}/suggestcurrentuser`, undefined, token)).json<
      QuotableModality[]
    >();
    expect(withOffice.find((m) => m.id === aduaneiro.id)?.submodalidades).toHaveLength(aduaneiroSubs.length);
    expect(withOffice[0]).toMatchObject({ id: judicial.id, icone: null });
  });

  it('by economic group: rows of that group or of any group', async () => {
    const db = server.database.db;
    await db.update(users).set({ escritorioId: null }).where(eq(users.id, userId));
    const token = await server.tokenWith({ modules: ['cotacao'], sub: userId });
    const group = crypto.randomUUID();
    await call('POST', PERMS, { targetId: userId, submodalidadeids: [] });
    await call('POST', PERMS, {
      targetId: userId,
      grupoEconomicoId: group,
      submodalidadeids: ids(aduaneiroSubs),
    });
    const forGroup = (await call('GET', `${BASE}/grupoeconomico/${group}`, undefined, token)).json<
      QuotableModality[]
    >();
    expect(forGroup.map((m) => m.id)).toEqual([aduaneiro.id]);
    const otherGroup = await call('GET', `${BASE}/grupoeconomico/${crypto.randomUUID()}`, undefined, token);
    expect(otherGroup.json()).toEqual([]);
  });

  it('hides inactive sub-modalities', async () => {
    const token = await server.tokenWith({ modules: ['cotacao'], sub: userId });
    await call('POST', PERMS, { targetId: userId, submodalidadeids: ids(judicialSubs) });
    const sub = judicialSubs[0];
    if (!sub) throw new Error('sem sub-modalidade');
    await server.app.inject({
      method: 'PUT',
      url: `${BASE}/${judicial.id}/submodalidades/${sub.id}`,
      headers: bearer(admin),
      payload: { nome: sub.nome, ativo: false },
    });
    const list = (await call('GET', `${BASE}/suggestcurrentuser`, undefined, token)).json<
      QuotableModality[]
    >();
    expect(list[0]?.submodalidades).toHaveLength(judicialSubs.length - 1);
  });
});

describe('access', () => {
  it('answers 401 without a token, 403 without visualizar_usuario to read and editar_usuario to save', async () => {
    const urls = [
      `${PERMS}?targetId=${crypto.randomUUID()}`,
      `${PERMS}/modalities?targetId=${crypto.randomUUID()}`,
      `${PERMS}/submodalities?targetId=${crypto.randomUUID()}&modalidadeId=${crypto.randomUUID()}`,
    ];
    const without = await server.tokenWith({ modules: ['configuracao'], actions: ['visualizar_perfil'] });
    const holder = await server.tokenWith({ modules: ['configuracao'], actions: ['visualizar_usuario'] });
    for (const url of urls) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await call('GET', url, undefined, without)).statusCode).toBe(403);
      expect((await call('GET', url, undefined, holder)).statusCode).toBe(404);
    }
    const body = { targetId: userId, submodalidadeids: [] };
    expect((await server.app.inject({ method: 'POST', url: PERMS, payload: body })).statusCode).toBe(401);
    expect((await call('POST', PERMS, body, without)).statusCode).toBe(403);
    expect((await call('POST', PERMS, body, holder)).statusCode).toBe(403);
    const editor = await server.tokenWith({ modules: ['configuracao'], actions: ['editar_usuario'] });
    expect((await call('POST', PERMS, body, editor)).statusCode).toBe(200);
  });
});
