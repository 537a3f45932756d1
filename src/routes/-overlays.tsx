import { Suspense, lazy } from 'react';

// All three live outside the first download (the /login budget) and load right after the first render:
// an update can only be offered once the worker registered, the overlay waits 400 ms before showing, and
// an alert raised meanwhile waits in the feedback store until the banner shows it.
const AlertBanner = lazy(() => import('../ui/alert-banner').then((m) => ({ default: m.AlertBanner })));
const LoadingModal = lazy(() => import('../ui/loading-modal').then((m) => ({ default: m.LoadingModal })));
const UpdatePrompt = lazy(() => import('../shell/update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** The banner, the loading overlay and the update offer every screen has, the router's or not. */
export function Overlays() {
  return (
    <Suspense fallback={null}>
      <AlertBanner />
      <LoadingModal />
      <UpdatePrompt />
    </Suspense>
  );
}
