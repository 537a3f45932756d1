import { Suspense, lazy, useEffect } from 'react';
import { Navigate, Outlet, createRootRoute, useRouter } from '@tanstack/react-router';
import { hasFullRouteTree, loadFullRouteTree } from '../app-router';
import { Overlays } from './-overlays';

// Outside the first download (the /login budget), loaded right after the first render.
const PageTitle = lazy(() => import('../shell/page-title').then((m) => ({ default: m.PageTitle })));

export const Route = createRootRoute({
  component: RootLayout,
  // An unknown path goes to /login (SPEC.md §2); a logged-in user is forwarded from there.
  notFoundComponent: NotFound,
});

/**
 * A path the router does not know. Started on the public routes (src/app-start.tsx), it may be a staff
 * page: the staff routes load and the same location is matched again. Unknown with every route.
 */
function NotFound() {
  const router = useRouter();
  const complete = hasFullRouteTree(router);
  useEffect(() => {
    if (!complete)
      loadFullRouteTree(router)
        .then(() => router.load())
        .catch(() => undefined);
  }, [complete, router]);
  return complete ? <Navigate to="/login" replace /> : null;
}

function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <PageTitle />
      </Suspense>
      <Overlays />
    </>
  );
}
