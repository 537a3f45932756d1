/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  OUTBOX_SYNC_MESSAGE,
  OUTBOX_SYNC_TAG,
  SKIP_WAITING_TYPE,
  isMessageOfType,
} from '../src/offline/sw-messages';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync is not in TypeScript's worker lib (Chromium only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The app shell (HTML, JS, CSS, icons) is precached at install, so the portal opens with no signal.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The first install controls the open pages at once, so they work offline without a reload. Updates
// still wait (prompt mode): activation of a new version only follows SKIP_WAITING.
clientsClaim();

// Every client-side route is answered with the precached app shell: /login with its prerendered
// screen, the guest farm form with its own frame, the others with the shell's first paint
// (scripts/prerender-plugin.ts), as the server does.
// API and file paths never are: they must reach the server (or fail, so the app falls back to its own
// persisted cache).
// (Workbox matches the path with its query: /login?redirect=... is the login too.)
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/login.html'), { allowlist: [/^\/login\/?(\?|$)/] }),
);
// The guest farm form (issue 12), with its optional group and office: its own frame, not the staff
// shell's (server/plugins/static.ts answers the same).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/cotacao-agro.html'), {
    allowlist: [/^\/nova-cotacao\/agro(\/[^/?]+){0,2}\/?(\?|$)/],
  }),
);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/(v1|connect|pessoas|arquivos|healthz|docs)(\/|$)/],
  }),
);

// Images (our icons, uploaded logos and avatars) rarely change under the same URL. API JSON is
// deliberately not cached here: the app persists its query cache itself, bound to the user.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin &&
    request.destination === 'image' &&
    (url.pathname.startsWith('/icons/') || url.pathname.startsWith('/arquivos/')),
  new CacheFirst({
    cacheName: 'imagens',
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// A page chunk that is not precached (a deploy newer than this worker) fails after 120 s instead of
// hanging on a dead connection (SPEC.md §8, §9); the route then shows its error with 'Tentar novamente'.
const CHUNK_LOAD_TIMEOUT_SECONDS = 120;
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new NetworkOnly({ networkTimeoutSeconds: CHUNK_LOAD_TIMEOUT_SECONDS }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (isMessageOfType(event.data, SKIP_WAITING_TYPE)) void self.skipWaiting();
});

// The outbox lives in the pages' IndexedDB and is drained by the page's engine (with the API client
// and its token refresh), so the worker only wakes the open windows up.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) client.postMessage(OUTBOX_SYNC_MESSAGE);
    }),
  );
});
