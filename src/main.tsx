import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateSession, useSession } from './session/store';

/** Ends the current task: the browser may handle input and paint before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function start(): Promise<void> {
  // The guard reads the session synchronously: it must be back from IndexedDB before the first route.
  await hydrateSession();
  const root = document.getElementById('root');
  if (!root) return;
  const prerendered = Boolean(root.dataset.prerendered);
  // /login opened by someone to log in gets the form without the router (src/login-start.tsx); a
  // logged user is forwarded by the /login route as before.
  const { accessToken, user } = useSession.getState();
  const app: Promise<ReactNode> =
    window.location.pathname === '/login' && !(accessToken && user && !user.is_guest)
      ? import('./login-start').then(({ loginApp }) => loginApp())
      : import('./app-start').then(({ startApp }) => startApp({ loaded: prerendered }));
  // The built HTML already shows the page (scripts/prerender-plugin.ts): it stays until the route and
  // its chunk are loaded, then React replaces it and gets what was typed meanwhile. The take-over code
  // loads alongside the route: only a prerendered page needs it.
  if (!prerendered) {
    createRoot(root).render(await app);
    return;
  }
  // Start-up work in separate tasks, so a slow phone can paint and take keystrokes in between.
  await nextTask();
  const [{ takeOver }, element] = await Promise.all([import('./prerender/take-over'), app]);
  await nextTask();
  takeOver(root, element);
}

void start();
// Production builds only: the worker precaches the app shell so the portal opens offline. Imported
// dynamically so workbox-window stays out of the first download (the /login budget).
void import('./offline/sw-update').then(({ registerServiceWorker }) => registerServiceWorker());
