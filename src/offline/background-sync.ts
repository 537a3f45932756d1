import { OUTBOX_SYNC_TAG, isMessageOfType } from './sw-messages';

/** Background Sync is Chromium-only and missing from TypeScript's DOM lib. */
interface SyncManager {
  register(tag: string): Promise<void>;
}

function isSyncManager(value: unknown): value is SyncManager {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'register') === 'function';
}

/**
 * Asks the browser to wake the app up when the connection returns, even if the tab is in the
 * background. Returns false where Background Sync is unavailable (Firefox, Safari): the outbox then
 * relies on its own triggers (online, focus, timer).
 */
export async function requestOutboxSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  const sync: unknown = registration ? Reflect.get(registration, 'sync') : undefined;
  if (!isSyncManager(sync)) return false;
  try {
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    // Denied by the user's settings: the other triggers still drain the outbox.
    return false;
  }
}

/** Calls `onSync` each time the service worker relays the browser's outbox sync; returns the unsubscribe. */
export function subscribeOutboxSync(onSync: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (isMessageOfType(event.data, 'outbox-sync')) onSync();
  };
  navigator.serviceWorker.addEventListener('message', listener);
  return () => {
    navigator.serviceWorker.removeEventListener('message', listener);
  };
}
