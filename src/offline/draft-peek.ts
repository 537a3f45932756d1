import type { Draft } from './types';

/** The offline engine's IndexedDB database (src/offline/db.ts opens it with Dexie). */
export const OFFLINE_DB_NAME = 'portal-offline';

/** Opens the database as it is, with no version: one that does not exist yet is not created (null). */
function openExisting(name: string): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name);
    let missing = false;
    request.onupgradeneeded = () => {
      // Nothing stored on this device yet: leave the database for Dexie to create with its schema.
      missing = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => {
      const db = request.result;
      // Dexie upgrading the schema in this or another tab must not wait for this connection.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = (event) => {
      if (!missing) {
        reject(request.error ?? new Error(`Não foi possível abrir ${name}.`));
        return;
      }
      event.preventDefault();
      resolve(null);
    };
  });
}

/**
 * Reads drafts of one user straight from IndexedDB, without Dexie (about 30 KiB gzip): a screen that
 * opens offline on a tablet paints its form, with what was typed there, before the offline engine
 * has loaded (the guest form). The same records `loadDraft` (drafts.ts) reads: the table
 * `drafts` with the primary key [user_id, key]. Undefined for a key with no draft.
 */
export async function peekDrafts(
  userId: string,
  keys: readonly string[],
  dbName: string = OFFLINE_DB_NAME,
): Promise<(Draft | undefined)[]> {
  const none = keys.map(() => undefined);
  const db = await openExisting(dbName);
  if (!db) return none;
  try {
    if (!db.objectStoreNames.contains('drafts')) return none;
    const store = db.transaction('drafts', 'readonly').objectStore('drafts');
    return await Promise.all(
      keys.map(
        (key) =>
          new Promise<Draft | undefined>((resolve, reject) => {
            const request = store.get([userId, key]);
            request.onsuccess = () => resolve(request.result as Draft | undefined);
            request.onerror = () => reject(request.error ?? new Error('Não foi possível ler o rascunho.'));
          }),
      ),
    );
  } finally {
    db.close();
  }
}

/**
 * How many writes of one user wait in the outbox, read without Dexie: a screen decides from it whether
 * its offline engine must start at once (something to send or to show) or may wait for the user.
 */
export async function peekOutboxCount(userId: string, dbName: string = OFFLINE_DB_NAME): Promise<number> {
  const db = await openExisting(dbName);
  if (!db) return 0;
  try {
    if (!db.objectStoreNames.contains('outbox')) return 0;
    const store = db.transaction('outbox', 'readonly').objectStore('outbox');
    if (!store.indexNames.contains('user_id')) return 0;
    return await new Promise<number>((resolve, reject) => {
      const request = store.index('user_id').count(userId);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('Não foi possível ler a fila.'));
    });
  } finally {
    db.close();
  }
}
