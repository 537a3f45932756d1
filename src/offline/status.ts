import { liveQuery } from 'dexie';
import { createStore, get, set } from 'idb-keyval';
import type { OfflineDb } from './db';
import { offlineDb } from './db';
import { isOnline, useSyncStatus } from './status-store';
import { currentUserId, subscribeUserId } from './user';
import { onReachabilityChange } from '../api/reachability';

// The store lives apart (status-store.ts), so a screen can read it without loading Dexie.
export { setStorageError, useSyncStatus } from './status-store';

const syncStore = createStore('portal-sincronizacao', 'estado');
const lastSyncKey = (userId: string) => `ultima-sincronizacao:${userId}`;

/** Records a successful delivery for the user (kept across reloads, per user). */
export function markSynced(userId: string, at: number): void {
  if (userId === currentUserId()) useSyncStatus.setState({ lastSyncAt: at });
  set(lastSyncKey(userId), at, syncStore).catch(() => undefined);
}

export interface OutboxCounts {
  pending: number;
  dead: number;
}

/** Pending (pending + sending) and dead items of a user, as a number each. */
export async function countOutbox(db: OfflineDb, userId: string): Promise<OutboxCounts> {
  const byStatus = db.outbox.where('[user_id+status]');
  const [pending, sending, dead] = await Promise.all([
    byStatus.equals([userId, 'pending']).count(),
    byStatus.equals([userId, 'sending']).count(),
    byStatus.equals([userId, 'dead']).count(),
  ]);
  return { pending: pending + sending, dead };
}

/**
 * Keeps the status store current: the counts of the logged user's items (live, also when another tab
 * writes), the connection, the last sync of this user. Returns the function that stops it.
 */
export function connectSyncStatus(db: OfflineDb = offlineDb): () => void {
  let counts: { unsubscribe(): void } | undefined;
  let generation = 0;

  const follow = (userId: string | null) => {
    counts?.unsubscribe();
    counts = undefined;
    generation += 1;
    const mine = generation;
    useSyncStatus.setState({ pending: 0, dead: 0, lastSyncAt: null });
    if (userId === null) return;
    counts = liveQuery(() => countOutbox(db, userId)).subscribe({
      next: (value) => useSyncStatus.setState(value),
      error: (error: unknown) => console.warn('Não foi possível ler a fila.', error),
    });
    get<number>(lastSyncKey(userId), syncStore)
      .then((at) => {
        if (mine === generation && at !== undefined) useSyncStatus.setState({ lastSyncAt: at });
      })
      .catch(() => undefined);
  };

  follow(currentUserId());
  const stopUser = subscribeUserId((userId) => {
    // Session ended (a refused refresh, 'Sair'): keep counting the queue that waits for its owner, so
    // 'log in to send N items' stays true. The next login shows that user's own queue.
    if (userId === null) return;
    useSyncStatus.setState({ needsLogin: false });
    follow(userId);
  });

  const online = () => useSyncStatus.setState({ online: isOnline() });
  const offline = () => useSyncStatus.setState({ online: false });
  // A device that claims a network but reaches nothing shows 'Sem conexão' too (src/api/reachability.ts).
  const stopReachability = onReachabilityChange(online);
  const hasWindow = typeof window !== 'undefined';
  if (hasWindow) {
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
  }
  useSyncStatus.setState({ online: isOnline() });

  return () => {
    counts?.unsubscribe();
    stopUser();
    stopReachability();
    if (hasWindow) {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    }
  };
}
