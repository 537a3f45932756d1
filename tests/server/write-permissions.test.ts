import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { accessProfiles, actions, profileActions } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { seedDemo } from '../../server/db/seed/demo';
import type { ActionId } from '../../src/contract/permissions';
import type { DeclaredRoute } from '../../server/plugins/auth';
import type { TokenResponse } from '../../src/contract/auth';
import type { TestServer } from './harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, startTestServer } from './harness';
import { loggedIn } from './auth-helpers';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Writes any logged-in user may make on their own account and files (`{ user: true }`): they need no
 * action. Every other write must name a criar_/editar_ action; a new own-account route goes here.
 */
const OWN_ACCOUNT_WRITES = new Set([
  'PUT /v1/me',
  'PUT /v1/me/alterar-senha',
  'PUT /v1/me/aceitar-termos',
  'POST /arquivos/upload',
]);

/**
 * Writes of a user's own preferences on records they may see (a star on a borrower): a module is
 * enough, no action; the row written belongs to the user and changes nothing others read.
 */
const PERSONAL_WRITES = new Set([
  'PUT /v1/gruposeconomicos/tomadores/:taker/favoritar',
  'PUT /v1/gruposeconomicos/tomadores/:taker/desfavoritar',
]);

const RECORD_ID = '00000000-0000-4000-8000-000000000001';

/** A concrete URL of the route: ids for the record parameters, a real area for `:area`. */
function concreteUrl(url: string): string {
  return url.replace(/:area\b/, 'garantia').replace(/:[A-Za-z_]+/g, RECORD_ID);
}

/**
 * A body the route would accept from someone allowed to write, so a 403 says "not allowed" rather
 * than "badly formed". Routes not listed get a generic named record, which is enough: authorization
 * runs before validation.
 */
function plausibleBody(route: DeclaredRoute): Record<string, unknown> {
  const key = `${route.method} ${route.url}`;
  const named = { id: crypto.randomUUID(), nome: 'REGISTRO DE TESTE', ativo: true };
  if (key.startsWith('POST /v1/:area/permissoes'))
    return { targetId: RECORD_ID, alvo_tipo: 'usuario', grupoEconomicoId: null, submodalidadeids: [] };
  if (key.includes('/v1/motivoscancelamento')) return { ...named, modalidade_ids: [] };
  if (key.includes('/v1/perfisacesso'))
    return { ...named, modulos: ['cadastro'], acoes: ['visualizar_tribunal'], estruturas: [] };
  if (key.includes('/v1/usuarios'))
    return {
      ...named,
      apelido: 'TESTE',
      email: 'novo@teste.local',
      perfil_id: RECORD_ID,
      area_id: 'garantia',
      estrutura_id: 'funcionario',
    };
  if (key.includes('/v1/garantia/modalidades')) return { ...named, descricao: null, ordem: 1 };
  return named;
}

function writeRoutes(server: TestServer): DeclaredRoute[] {
  return server.app.declaredRoutes.filter((r) => WRITE_METHODS.has(r.method) && !('public' in r.access));
}

describe('writes need an action that says so', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('guards every write route with a criar_/editar_ action, never a visualizar_* one or none', () => {
    const routes = writeRoutes(server);
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      if ('user' in r.access) {
        expect(OWN_ACCOUNT_WRITES, `${key} is open to any user`).toContain(key);
        continue;
      }
      if (!('module' in r.access)) throw new Error(`${key}: acesso desconhecido`);
      if (PERSONAL_WRITES.has(key)) continue;
      expect(r.access.action, `${key} names no action`).toBeDefined();
      expect(r.access.action, key).not.toMatch(/^visualizar_/);
    }
  });

  it('grants the new write actions to Administrador of an existing database on its next start', async () => {
    const added: ActionId[] = [
      'criar_modalidade',
      'editar_modalidade',
      'criar_motivo_cancelamento',
      'editar_motivo_cancelamento',
      'criar_perfil',
      'editar_perfil',
      'criar_usuario',
      'editar_usuario',
    ];
    const db = server.database.db;
    const [admin] = await db.select().from(accessProfiles).where(eq(accessProfiles.nome, 'Administrador'));
    if (!admin) throw new Error('sem perfil Administrador');
    const held = async () =>
      (
        await db
          .select({ id: profileActions.acaoId })
          .from(profileActions)
          .where(and(eq(profileActions.perfilId, admin.id), inArray(profileActions.acaoId, added)))
      ).map((r) => r.id);
    // A database from before the extension: neither the actions nor the grants exist.
    await db.delete(profileActions).where(inArray(profileActions.acaoId, added));
    await db.delete(actions).where(inArray(actions.id, added));
    expect(await held()).toEqual([]);

    await seed(db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, demoData: false });

    expect((await held()).sort()).toEqual([...added].sort());
  });

  describe("the read-only demo profile 'Consulta'", () => {
    let consulta: TokenResponse;
    beforeAll(async () => {
      await seedDemo(server.database.db, { password: ADMIN_PASSWORD });
      consulta = await loggedIn(server.app, 'consulta@corretora.local', ADMIN_PASSWORD);
    });

    it('reads the registries it is meant to see', async () => {
      for (const url of [
        '/v1/motivoscancelamento/',
        '/v1/garantia/modalidades',
        '/v1/judiciario/tribunais',
      ]) {
        const res = await server.app.inject({ method: 'GET', url, headers: bearer(consulta.access_token) });
        expect(res.statusCode, url).toBe(200);
      }
    });

    it('gets 403 on every write route, before its body is validated', async () => {
      for (const r of writeRoutes(server)) {
        if ('user' in r.access || PERSONAL_WRITES.has(`${r.method} ${r.url}`)) continue;
        for (const payload of [plausibleBody(r), { nome: '\u0000', id: 'x' }]) {
          const res = await server.app.inject({
            method: r.method as 'POST',
            url: concreteUrl(r.url),
            headers: bearer(consulta.access_token),
            payload,
          });
          expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(403);
        }
      }
    });

    it('cannot create a cancellation reason, a modality or a sub-modality', async () => {
      const admin = await server.adminToken();
      const modalities = await server.app.inject({
        method: 'GET',
        url: '/v1/garantia/modalidades?page_size=-1',
        headers: bearer(admin),
      });
      const [modality] = modalities.json<{ items: { id: string }[] }>().items;
      if (!modality) throw new Error('nenhuma modalidade no seed');
      const attempts = [
        { url: '/v1/motivoscancelamento/', payload: { nome: 'MOTIVO DA CONSULTA' } },
        { url: '/v1/garantia/modalidades', payload: { nome: 'MODALIDADE DA CONSULTA' } },
        {
          url: `/v1/garantia/modalidades/${modality.id}/submodalidades`,
          payload: { nome: 'SUB DA CONSULTA' },
        },
      ];
      for (const a of attempts) {
        const res = await server.app.inject({
          method: 'POST',
          url: a.url,
          headers: bearer(consulta.access_token),
          payload: a.payload,
        });
        expect(res.statusCode, a.url).toBe(403);
        expect(res.json<{ error_description: string }>().error_description).toMatch(/permiss/i);
      }
    });
  });
});
