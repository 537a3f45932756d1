import type { AnyRoute } from '@tanstack/react-router';
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createRouterOver, hasFullRouteTree, knowsPath, loadFullRouteTree } from './app-router';

// In this order: the generated module, once imported, hangs every route on the shared root route.
describe('the public route tree', () => {
  it('matches a staff page once the staff routes are loaded', async () => {
    const { publicRouteTree } = await import('./public-route-tree');
    const router = createRouterOver(publicRouteTree, {
      history: createMemoryHistory({ initialEntries: ['/lista-cotacoes'] }),
      staffRoutes: () => import('./routeTree.gen'),
    });
    expect(hasFullRouteTree(router)).toBe(false);
    expect(knowsPath(router, '/lista-cotacoes')).toBe(false);
    expect(knowsPath(router, '/login')).toBe(true);
    await loadFullRouteTree(router);
    expect(hasFullRouteTree(router)).toBe(true);
    expect(router.getMatchedRoutes('/lista-cotacoes')[2]?.id).toBe('/_app/lista-cotacoes');
  });

  it('has every route outside the staff shell, placed as the generated tree places it', async () => {
    const { PUBLIC_ROUTES } = await import('./public-route-tree');
    const placed = (routes: { options: { id?: string; path?: string } }[]) =>
      routes.map((route) => `${route.options.id} ${route.options.path}`).sort();
    const publicPlaces = placed(PUBLIC_ROUTES);
    const { routeTree } = await import('./routeTree.gen');
    const outsideShell: AnyRoute[] = Object.values(routeTree.children ?? {}).filter(
      (route) => route.options.id !== '/_app',
    );
    expect(placed(outsideShell)).toEqual(publicPlaces);
    for (const route of outsideShell) expect(PUBLIC_ROUTES).toContain(route);
  });
});
