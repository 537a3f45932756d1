import { Suspense, lazy } from 'react';
import { Navigate, Outlet, createRootRoute } from '@tanstack/react-router';
import { usePageTitle } from '../shell/page-title';
import { AlertBanner } from '../ui/alert-banner';

// Both live outside the first download (the /login budget) and load right after the first render: an
// update can only be offered once the worker registered, and the overlay waits 400 ms before showing.
const LoadingModal = lazy(() => import('../ui/loading-modal').then((m) => ({ default: m.LoadingModal })));
const UpdatePrompt = lazy(() => import('../ui/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

export const Route = createRootRoute({
  component: RootLayout,
  // An unknown path goes to /login (SPEC.md §2); a logged-in user is forwarded from there.
  notFoundComponent: () => <Navigate to="/login" replace />,
});

function RootLayout() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <AlertBanner />
      <Suspense fallback={null}>
        <LoadingModal />
        <UpdatePrompt />
      </Suspense>
    </>
  );
}
