import { Suspense, lazy } from 'react';
import { Navigate, Outlet, createRootRoute } from '@tanstack/react-router';

// All three live outside the first download (the /login budget) and load right after the first render:
// an update can only be offered once the worker registered, the overlay waits 400 ms before showing, and
// an alert raised meanwhile waits in the feedback store until the banner shows it.
const AlertBanner = lazy(() => import('../ui/alert-banner').then((m) => ({ default: m.AlertBanner })));
const LoadingModal = lazy(() => import('../ui/loading-modal').then((m) => ({ default: m.LoadingModal })));
const PageTitle = lazy(() => import('../shell/page-title').then((m) => ({ default: m.PageTitle })));
const UpdatePrompt = lazy(() => import('../shell/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

export const Route = createRootRoute({
  component: RootLayout,
  // An unknown path goes to /login (SPEC.md §2); a logged-in user is forwarded from there.
  notFoundComponent: () => <Navigate to="/login" replace />,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <PageTitle />
        <AlertBanner />
        <LoadingModal />
        <UpdatePrompt />
      </Suspense>
    </>
  );
}
