import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../server/plugins/auth';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

/** Fills every path parameter with a syntactically valid value: authorization runs before validation. */
function concreteUrl(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000001').replace(/\*$/, 'x');
}

describe('authorization matrix: every registered route of the main API', () => {
  let server: TestServer;
  let routes: DeclaredRoute[];
  beforeAll(async () => {
    server = await startTestServer();
    routes = server.app.declaredRoutes.filter((r) => !('public' in r.access));
  });
  afterAll(() => server.close());

  it('declares its access on every route (the server refuses to start otherwise)', () => {
    expect(server.app.declaredRoutes.length).toBeGreaterThan(10);
    for (const r of server.app.declaredRoutes) expect(r.access, `${r.method} ${r.url}`).toBeDefined();
  });

  it('answers 401 without a token on every protected route', async () => {
    for (const r of routes) {
      const res = await server.app.inject({
        method: r.method as 'GET',
        url: concreteUrl(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json<{ error_description: string }>().error_description).toMatch(/[a-zà-ú]/i);
    }
  });

  it('answers 403 to a token without the module and action of the route', async () => {
    const empty = await server.tokenWith({ modules: [], actions: [] });
    const guest = await server.tokenWith({ guest: true });
    for (const r of routes) {
      const token = 'user' in r.access ? guest : empty;
      const res = await server.app.inject({
        method: r.method as 'GET',
        url: concreteUrl(r.url),
        headers: bearer(token),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('answers 403 to a token holding the module but not the action', async () => {
    for (const r of routes) {
      if (!('module' in r.access) || !r.access.action) continue;
      const modules = [r.access.module].flat();
      const token = await server.tokenWith({ modules, actions: [] });
      const res = await server.app.inject({
        method: r.method as 'GET',
        url: concreteUrl(r.url),
        headers: bearer(token),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });

  it('lets guests reach only routes that declare guest access', async () => {
    const guest = await server.tokenWith({ guest: true });
    for (const r of routes) {
      if ('module' in r.access && r.access.guest) continue;
      const res = await server.app.inject({
        method: r.method as 'GET',
        url: concreteUrl(r.url),
        headers: bearer(guest),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
    }
  });
});
