import { create } from 'zustand';
import { isUnreachable } from '../api/reachability';
import type { SyncStatus } from './types';

/** The device has a network and the server answered the last time it was asked. */
export const isOnline = () =>
  (typeof navigator === 'undefined' ? true : navigator.onLine) && !isUnreachable();

/**
 * The toolbar's and the sync page's view of the engine, without the engine: reading it (the guest
 * form's connection line) does not load Dexie. `connectSyncStatus` (status.ts) keeps it current.
 */
export const useSyncStatus = create<SyncStatus>(() => ({
  online: isOnline(),
  pending: 0,
  dead: 0,
  draining: false,
  needsLogin: false,
  lastSyncAt: null,
  storageError: null,
}));

/** A storage failure the user must see (quota): shown until cleared or until a write succeeds. */
export function setStorageError(message: string | null): void {
  useSyncStatus.setState({ storageError: message });
}
