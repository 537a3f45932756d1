import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { QueryClient, onlineManager } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { version } from '../../package.json';
import { useSession } from '../session/store';
import { isUnreachable, onReachabilityChange } from './reachability';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long visited records and lookups serve offline: field agents stay away from signal for weeks. */
export const QUERY_CACHE_MAX_AGE_MS = 30 * DAY_MS;

/**
 * How long an unused query stays in memory, hence in the saved cache. As close to the offline age as
 * a timer allows: a longer gcTime overflows setTimeout (2^31 - 1 ms, about 24.8 days) and collects
 * every query at once.
 */
const QUERY_GC_MS = 24 * DAY_MS;

/**
 * Bumped when the shape of cached data changes without a new app version: a cache written by other
 * code is dropped rather than read as something it is not.
 */
const CACHE_SHAPE = 2;

/**
 * Tells the query layer whether the device has a network, at start-up and on every change. TanStack
 * Query v5 assumes 'online' until an event says otherwise, so a portal opened without signal would
 * fire every query and show the system error; told the truth, queries wait ('paused') and the screens
 * say the data will load when the signal returns. Same source as the toolbar's status
 * (src/offline/status.ts): `navigator.onLine` and the window's online/offline events.
 */
export function followDeviceNetwork(manager: typeof onlineManager = onlineManager): void {
  manager.setEventListener((setOnline) => {
    if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined;
    const update = () => setOnline(navigator.onLine && !isUnreachable());
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const unsubscribe = onReachabilityChange(update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      unsubscribe();
    };
  });
}

followDeviceNetwork();

/**
 * The one TanStack Query cache. It lives outside the entry bundle: only data screens load it, so the
 * login page stays light. Route loaders import it from here rather than from the router context.
 *
 * Network mode stays 'online' (the default) on purpose: the service worker keeps no API answers, so
 * with the network down a fetch can only fail; the query pauses instead (the query layer follows the
 * device's network, above), keeps showing what the persisted cache holds and fetches by itself when
 * the connection returns.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // Kept in memory about as long as on disk: a query collected from memory vanishes from the next save.
    queries: { staleTime: 30_000, retry: 1, gcTime: QUERY_GC_MS },
  },
});

const cacheStore = createStore('portal-consultas', 'cache');

/** One saved cache per user: another person logging in on the same tablet never reads it. */
function cacheKey(userId: string): string {
  return `consultas:${userId}`;
}

function persisterFor(userId: string): Persister {
  return createAsyncStoragePersister({
    storage: {
      getItem: (key) => get<string>(key, cacheStore),
      setItem: (key, value: string) => set(key, value, cacheStore),
      removeItem: (key) => del(key, cacheStore),
    },
    key: cacheKey(userId),
  });
}

// Whatever ends a session (Sair, a refused refresh), the next user must not see the cached records,
// neither in memory nor on disk.
useSession.subscribe((state, previous) => {
  if (previous.accessToken === null || state.accessToken !== null) return;
  queryClient.clear();
  const userId = previous.user?.id;
  if (userId) del(cacheKey(userId), cacheStore).catch(() => undefined);
});

export interface QueryProviderProps {
  children: ReactNode;
}

/**
 * Wraps the screens that read server data (the `_app` layout). The cache is restored from IndexedDB
 * before queries run, and saved (successful queries only) as it changes. Restored answers count as
 * stale: the screens show them and refetch, so a reload never shows a record older than the server's.
 */
export function QueryProvider({ children }: QueryProviderProps) {
  const userId = useSession((s) => s.user?.id ?? 'anonimo');
  const persister = useMemo(() => persisterFor(userId), [userId]);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{
        persister,
        maxAge: QUERY_CACHE_MAX_AGE_MS,
        buster: `${version}:${CACHE_SHAPE}`,
        // Only answers the server gave, and not older than the offline age (each save rewrites the
        // whole cache, so a record left unvisited that long drops out instead of living forever).
        dehydrateOptions: {
          shouldDehydrateQuery: (query) =>
            query.state.status === 'success' &&
            Date.now() - query.state.dataUpdatedAt < QUERY_CACHE_MAX_AGE_MS,
        },
      }}
      // What the disk held may be older than the last change (a reload right after an action, another
      // device's change): shown at once, and read again where there is signal.
      onSuccess={() => void queryClient.invalidateQueries()}
    >
      {children}
    </PersistQueryClientProvider>
  );
}
