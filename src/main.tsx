import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import './styles.css';
import { api } from './api/client';
import { loadGrants } from './features/auth/api';
import { createAppRouter } from './router';
import { hydrateSession, useSession } from './session/store';

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
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
// Production builds only: the worker precaches the app shell so the portal opens offline. Imported
// dynamically so workbox-window stays out of the first download (the /login budget).
void import('./offline/sw-update').then(({ registerServiceWorker }) => registerServiceWorker());
