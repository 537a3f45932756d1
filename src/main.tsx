import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { api } from './api/client';
import { loadGrants } from './features/auth/api';
import { createAppRouter } from './router';
import { hydrateSession, useSession } from './session/store';

/** Ends the current task: the browser may handle input and paint before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // The guard reads the session synchronously: it must be back from IndexedDB before the first route.
  await hydrateSession();
  const router = createAppRouter();

  api.configure({
    onSessionExpired: () => {
      void router.navigate({ to: '/login', search: { redirect: router.state.location.href } });
    },
  });

  // Permissions may have changed since the last visit: refresh them quietly (the stored ones serve offline).
  const { user } = useSession.getState();
  if (user && !user.is_guest) loadGrants({ silent: true }).catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  // The built HTML already shows the page (scripts/prerender-plugin.ts): it stays until the route and
  // its chunk are loaded, then React replaces it and gets what was typed meanwhile. The take-over code
  // loads alongside the route: only a prerendered page needs it.
  if (!root.dataset.prerendered) {
    createRoot(root).render(app);
    return;
  }
  // Start-up work in separate tasks, so a slow phone can paint and take keystrokes in between.
  await nextTask();
  const [{ takeOver }] = await Promise.all([import('./prerender/take-over'), router.load()]);
  await nextTask();
  takeOver(root, app);
}

void start();
// Production builds only: the worker precaches the app shell so the portal opens offline. Imported
// dynamically so workbox-window stays out of the first download (the /login budget).
void import('./offline/sw-update').then(({ registerServiceWorker }) => registerServiceWorker());
