import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { api } from './api/client';
import { createRouterOver, knowsPath, loadFullRouteTree } from './app-router';
import { loadGrants } from './features/auth/api';
import { publicRouteTree } from './public-route-tree';
import { useSession } from './session/store';

/**
 * The app with its router, on the public routes (login, password reset, guest form, print view), to
 * which the staff routes are added first when the path is theirs (src/app-router.ts). `loaded`: the
 * route and its chunk are loaded before it returns (a prerendered page waits for them to swap).
 */
export async function startApp({ loaded }: { loaded: boolean }): Promise<ReactNode> {
  const router = createRouterOver(publicRouteTree, { staffRoutes: () => import('./routeTree.gen') });
  if (!knowsPath(router, router.latestLocation.pathname)) await loadFullRouteTree(router);

  api.configure({
    onSessionExpired: () => {
      void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
    },
  });

  // Permissions may have changed since the last visit: refresh them quietly (the stored ones serve offline).
  const { user } = useSession.getState();
  if (user && !user.is_guest) loadGrants({ silent: true }).catch(() => undefined);

  if (loaded) await router.load();
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
