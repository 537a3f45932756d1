import type { AnyRoute, AnyRouter, RouterHistory } from '@tanstack/react-router';
import { createRouter } from '@tanstack/react-router';
import type { routeTree } from './routeTree.gen';
import { RouteError } from './shell/route-error';

/**
 * The app's router over `tree`: the whole generated tree (src/routeTree.gen.ts), or the public one
 * (src/public-route-tree.ts) a visitor of /login starts with, so the staff routes, their search
 * schemas and their guards stay out of that first download. Typed as the whole tree either way: the
 * staff routes are added before any of them is matched (loadFullRouteTree).
 */
export function createRouterOver(
  tree: AnyRoute,
  { history, staffRoutes }: { history?: RouterHistory; staffRoutes?: () => Promise<unknown> } = {},
) {
  const router = createRouter({
    routeTree: tree as typeof routeTree,
    history,
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
  if (staffRoutes) staffLoaders.set(router, staffRoutes);
  return router;
}

/**
 * How each router started on the public tree gets the generated one: handed in by its creator
 * (src/app-start.tsx) rather than imported here, as the routes themselves import this module.
 */
const staffLoaders = new WeakMap<AnyRouter, () => Promise<unknown>>();

/** Whether the router knows the path, without loading anything. */
export function knowsPath(router: AnyRouter, pathname: string): boolean {
  return router.getMatchedRoutes(pathname)[2] !== undefined;
}

/** Whether the router matches the staff routes (the guarded layout `/_app` and its pages). */
export function hasFullRouteTree(router: AnyRouter): boolean {
  return '/_app' in router.routesById;
}

/**
 * Adds the staff routes to a router started on the public tree. The generated module hangs every
 * route on the same root route object, so the router does not see a new tree: it rebuilds its
 * matcher from that root. Cached by the service worker after the first visit.
 */
export async function loadFullRouteTree(router: AnyRouter): Promise<void> {
  const staffRoutes = staffLoaders.get(router);
  if (hasFullRouteTree(router) || !staffRoutes) return;
  await staffRoutes();
  if (!hasFullRouteTree(router)) router.setRoutes(router.buildRouteTree());
}
