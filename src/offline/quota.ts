/** What the user is told when the device has no room left: shown as it is (src/offline/queue.ts, drafts.ts). */
export const STORAGE_FULL =
  'Sem espaço de armazenamento no dispositivo: o item não foi salvo. Libere espaço e tente novamente.';

/** The device ran out of space for IndexedDB: what the user typed was NOT stored. */
export class StorageFullError extends Error {
  override readonly name = 'QuotaExceededError';
  constructor(cause: unknown) {
    super(STORAGE_FULL, { cause });
  }
}

/** A quota error as IndexedDB raises it, also when Dexie wraps it (`inner`). */
export function isQuotaError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth += 1) {
    const name = (e as { name?: unknown }).name;
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    e = (e as { inner?: unknown }).inner ?? (e as { cause?: unknown }).cause;
  }
  return false;
}
