import type { AnyRoute } from '@tanstack/react-router';
import { Route as rootRoute } from './routes/__root';
import { Route as IndexRoute } from './routes/index';
import { Route as LoginRoute } from './routes/login';
import { Route as GuestQuotationRoute } from './routes/nova-cotacao.agro.{-$groupId}.{-$officeId}';
import { Route as PrintQuotationRoute } from './routes/print-quotation.$id';
import { Route as ResetPasswordRoute } from './routes/recuperar-senha.$token';

type RouteOptions = Parameters<AnyRoute['update']>[0];

/** A route under the root, with the id and path the generated tree gives it (src/routeTree.gen.ts). */
function underRoot(route: AnyRoute, path: string): AnyRoute {
  return route.update({ id: path, path, getParentRoute: () => rootRoute } as RouteOptions);
}

/**
 * The routes outside the staff shell: what /login, the password reset, the guest farm form and the
 * print view need. The browser starts with this tree on those paths and adds the staff routes when a
 * path outside it is asked for (src/app-router.ts, the root's not-found component): a new staff
 * screen does not grow /login. src/public-route-tree.test.ts keeps it equal to the generated tree.
 */
export const PUBLIC_ROUTES: AnyRoute[] = [
  underRoot(IndexRoute, '/'),
  underRoot(LoginRoute, '/login'),
  underRoot(PrintQuotationRoute, '/print-quotation/$id'),
  underRoot(ResetPasswordRoute, '/recuperar-senha/$token'),
  underRoot(GuestQuotationRoute, '/nova-cotacao/agro/{-$groupId}/{-$officeId}'),
];

export const publicRouteTree: AnyRoute = rootRoute.addChildren(PUBLIC_ROUTES);
