/**
 * The messages the service worker (sw/sw.ts) and the pages exchange. Both sides import this file, so
 * a renamed tag or type cannot drift apart.
 */

/** Background Sync tag the outbox registers; the worker wakes the pages up with it. */
export const OUTBOX_SYNC_TAG = 'outbox';

/** Sent by the worker to every window when the browser fires the outbox sync. */
export interface OutboxSyncMessage {
  type: 'outbox-sync';
}

export const OUTBOX_SYNC_MESSAGE: OutboxSyncMessage = { type: 'outbox-sync' };

/** Sent by a page (workbox-window's messageSkipWaiting) to activate a waiting worker. */
export const SKIP_WAITING_TYPE = 'SKIP_WAITING';

export function isMessageOfType<T extends string>(data: unknown, type: T): data is { type: T } {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}
