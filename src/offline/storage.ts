/**
 * Persistent storage (ARCHITECTURE.md §7): asked for after login, so the browser does not evict the
 * queue and the drafts under storage pressure; the sync page shows usage and the answer.
 */

function storageManager(): StorageManager | null {
  return typeof navigator !== 'undefined' && 'storage' in navigator ? navigator.storage : null;
}

/** Asks the browser to keep this site's data; true when it is (or already was) persistent. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = storageManager();
  if (!storage?.persist) return false;
  try {
    if (await storage.persisted()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export interface StorageInfo {
  /** Bytes used by this origin, when the browser tells. */
  usage: number | null;
  /** Bytes this origin may use, when the browser tells. */
  quota: number | null;
  persisted: boolean;
}

export async function storageInfo(): Promise<StorageInfo> {
  const storage = storageManager();
  if (!storage) return { usage: null, quota: null, persisted: false };
  const [estimate, persisted] = await Promise.all([
    storage.estimate ? storage.estimate().catch(() => null) : Promise.resolve(null),
    storage.persisted ? storage.persisted().catch(() => false) : Promise.resolve(false),
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
}
