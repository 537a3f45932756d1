/// <reference lib="webworker" />
import { clientsClaim, copyResponse } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  OUTBOX_SYNC_MESSAGE,
  OUTBOX_SYNC_TAG,
  SKIP_WAITING_TYPE,
  isMessageOfType,
} from '../src/offline/sw-messages';
import type { PrecacheManifestEntry } from './precache-groups';
import { splitPrecache } from './precache-groups';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync is not in TypeScript's worker lib (Chromium only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// The app shell (HTML, JS, CSS, icons) is precached, so the portal opens with no signal, in two groups
// (sw/precache-groups.ts): the guest farm form's files at install, all at once, so the worker takes
// control of a producer's page within a second or so of the form's first paint; the staff app's ~300
// files after that, in the background. Workbox's default cache keeps the guest's (the name earlier
// versions of this worker used for everything); the staff app's has its own.
const groups = splitPrecache(self.__WB_MANIFEST as (PrecacheManifestEntry | string)[]);
const guestPrecache = new PrecacheController();
const staffPrecache = new PrecacheController({ cacheName: `portal-equipe-${self.registration.scope}` });
guestPrecache.addToCacheList(groups.guest);
staffPrecache.addToCacheList(groups.staff);

const GUEST_PAGE = '/cotacao-agro.html';
const GUEST_PATH = /^\/nova-cotacao\/agro(\/[^/?]+){0,2}\/?(\?|$)/;

/**
 * A response from the HTTP cache only (stale or not), or undefined. For the guest page, also what an
 * open guest window was answered: the server sends cotacao-agro.html for those paths.
 */
async function fromHttpCache(url: string, init: RequestInit): Promise<Response | undefined> {
  const cached = (target: string) =>
    fetch(target, { ...init, cache: 'only-if-cached', mode: 'same-origin' }).then(
      (response) => (response.ok ? response : undefined),
      () => undefined,
    );
  const own = await cached(url);
  if (own || new URL(url).pathname !== GUEST_PAGE) return own;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) {
    const { pathname, search } = new URL(client.url);
    if (!GUEST_PATH.test(pathname + search)) continue;
    const page = await cached(client.url.replace(/#.*$/, ''));
    if (page) return page;
  }
  return undefined;
}

/**
 * Workbox's install fetches one file after another, and only from the network. The guest's few files
 * are fetched together, and when the signal dropped while the worker was installing (a producer who
 * loses it seconds after opening the link) they come from the HTTP cache, where the page itself has
 * just loaded every one of them (chunks.ts preloads the form's parts right after its first paint).
 */
async function installGuest(): Promise<void> {
  const cache = await caches.open(guestPrecache.strategy.cacheName);
  await Promise.all(
    [...guestPrecache.getURLsToCacheKeys()].map(async ([url, cacheKey]) => {
      if (await cache.match(cacheKey)) return;
      const init: RequestInit = {
        integrity: guestPrecache.getIntegrityForCacheKey(cacheKey),
        credentials: 'same-origin',
      };
      let response: Response | undefined;
      try {
        // A revisioned file (the page) from the server; a hashed one may come from the HTTP cache.
        response = await fetch(url, { ...init, cache: cacheKey === url ? 'default' : 'reload' });
      } catch (error) {
        response = await fromHttpCache(url, init);
        if (!response) throw error;
      }
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      await cache.put(cacheKey, response.redirected ? await copyResponse(response) : response);
    }),
  );
}

self.addEventListener('install', (event) => event.waitUntil(installGuest()));
// Drops what an earlier version cached and this one does not list (the guest's cache).
self.addEventListener('activate', (event) => {
  void guestPrecache.activate(event);
});

const STAFF_BATCH = 6;
let staffCached = groups.staff.length === 0;
let staffCaching: Promise<void> | undefined;

/**
 * The staff app's files, a few at a time, into their own cache; what is there already is kept (an
 * earlier try cut by the signal goes on where it stopped). Rejects when a file does not come; the next
 * request of a page tries again.
 */
function cacheStaffApp(): Promise<void> {
  staffCaching ??= (async () => {
    const cache = await caches.open(staffPrecache.strategy.cacheName);
    const present = new Set((await cache.keys()).map((request) => request.url));
    const wanted = [...staffPrecache.getURLsToCacheKeys()];
    const missing = wanted.filter(([, cacheKey]) => !present.has(cacheKey));
    for (let i = 0; i < missing.length; i += STAFF_BATCH) {
      await Promise.all(
        missing.slice(i, i + STAFF_BATCH).map(async ([url, cacheKey]) => {
          const response = await fetch(url, {
            integrity: staffPrecache.getIntegrityForCacheKey(cacheKey),
            cache: cacheKey === url ? 'default' : 'reload',
            credentials: 'same-origin',
          });
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          await cache.put(cacheKey, response.redirected ? await copyResponse(response) : response);
        }),
      );
    }
    // An earlier version's files leave only now: until then they still answer its open pages.
    const expected = new Set(wanted.map(([, cacheKey]) => cacheKey));
    for (const request of await cache.keys()) if (!expected.has(request.url)) await cache.delete(request);
    staffCached = true;
  })().catch((error: unknown) => {
    staffCaching = undefined;
    throw error;
  });
  return staffCaching;
}

// Started once the worker is active, without holding the activation (the pages' requests would wait
// for it); every request of a controlled page keeps the worker alive until it is done, and retries it
// after a failure (no signal).
self.addEventListener('activate', () => {
  cacheStaffApp().catch(() => undefined);
});
self.addEventListener('fetch', (event) => {
  if (!staffCached) event.waitUntil(cacheStaffApp().catch(() => undefined));
});

registerRoute(new PrecacheRoute(guestPrecache));
registerRoute(new PrecacheRoute(staffPrecache));
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
  new NavigationRoute(staffPrecache.createHandlerBoundToURL('/login.html'), {
    allowlist: [/^\/login\/?(\?|$)/],
  }),
);
// The guest farm form, with its optional group and office: its own frame, not the staff
// shell's (server/plugins/static.ts answers the same).
registerRoute(
  new NavigationRoute(guestPrecache.createHandlerBoundToURL(GUEST_PAGE), {
    allowlist: [GUEST_PATH],
  }),
);
registerRoute(
  new NavigationRoute(staffPrecache.createHandlerBoundToURL('/index.html'), {
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
