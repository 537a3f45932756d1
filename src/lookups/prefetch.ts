import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '../contract/manifest';
import type { Viewer } from '../session/allowed';
import { allows } from '../session/allowed';
/** A lookup the portal reads after login, and what the server demands to answer it. */
export interface PrefetchLookup {
  access: Access;
  fetch: (client: QueryClient) => Promise<unknown>;
}

/**
 * The lookups the forms need, read quietly after login so the forms open without signal later. Each
 * domain's module of this folder lists its own (`export const prefetch`), gathered here at build time,
 * so a new domain adds its lookups in its module and this file stays as it is. Each is read only by a
 * user the server lets read it (the rest would be refused and alert nobody anyway).
 */
const modules = import.meta.glob<{ prefetch?: readonly PrefetchLookup[] }>(
  ['./*.ts', '!./*.test.ts', '!./prefetch.ts'],
  { eager: true },
);
export const PREFETCH_LOOKUPS: readonly PrefetchLookup[] = Object.values(modules).flatMap(
  (module) => module.prefetch ?? [],
);

/**
 * At most this many lookups in flight: the browser has six connections per server, and the screen the
 * user opened must not queue behind twenty lookups (the dashboard's panels started 1.2 s late).
 */
export const PREFETCH_CONCURRENCY = 2;
/** The screen's own reads go first; a screen still reading after this long does not hold them back. */
const SCREEN_FIRST_MAX_MS = 3000;

/** Resolves once no query of `client` is fetching (the screen's first reads are done), or after `maxMs`. */
function screenSettled(client: QueryClient, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const cache = client.getQueryCache();
    let unsubscribe: () => void = () => undefined;
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(finish, maxMs);
    // A screen's queries start in its first render, just before this runs: look again a task later.
    setTimeout(() => {
      if (client.isFetching() === 0) finish();
      else
        unsubscribe = cache.subscribe(() => {
          if (client.isFetching() === 0) finish();
        });
    }, 0);
  });
}

/**
 * Reads every lookup of PREFETCH_LOOKUPS the viewer may read, after the screen's own reads and a few
 * at a time; guests read none. Never throws.
 */
export async function prefetchLookups(
  client: QueryClient,
  viewer: Viewer,
  options: { screenFirstMs?: number } = {},
): Promise<void> {
  if (viewer.guest) return;
  const allowed = PREFETCH_LOOKUPS.filter((lookup) => allows(lookup.access, viewer));
  if (allowed.length === 0) return;
  await screenSettled(client, options.screenFirstMs ?? SCREEN_FIRST_MAX_MS);
  let next = 0;
  const worker = async () => {
    for (let lookup = allowed[next++]; lookup; lookup = allowed[next++])
      await lookup.fetch(client).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: Math.min(PREFETCH_CONCURRENCY, allowed.length) }, worker));
}
