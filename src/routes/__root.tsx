import { Navigate, Outlet, createRootRoute } from '@tanstack/react-router';
import { usePageTitle } from '../shell/page-title';
import { AlertBanner } from '../ui/alert-banner';
import { LoadingModal } from '../ui/loading-modal';
import { UpdatePrompt } from '../ui/update-prompt';

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
      <LoadingModal />
      <UpdatePrompt />
    </>
  );
}
