import { useMemo, useSyncExternalStore } from 'react';
import { liveQuery } from 'dexie';
import { useSession } from '../session/store';
import { appOutbox } from './app-outbox';
import { requestOutboxSync } from './background-sync';
import { offlineDb } from './db';
import { requestDrain } from './drain';
import { subscribeOutcomes } from './outcomes';
import type { ItemOutcome } from './outcomes';
import type { CommandRef } from './queue';
import { setStorageError, useSyncStatus } from './status';
import type { CommandOutcome, OutboxItem } from './types';
import { useGuestMode } from './guest';
import { outboxUserOf } from './user';

export { STORAGE_FULL, StorageFullError } from './queue';
export type { CommandRef } from './queue';

const DEFAULT_WAIT_MS = 10_000;

/**
 * Stores a command for the logged user (files as ArrayBuffer) and asks the browser for a Background
 * Sync. A quota error is shown in the status store and rethrown: the caller must tell the user that
 * nothing was saved.
 */
export async function enqueue<P, R>(
  command: CommandRef<P, R>,
  payload: P,
  files?: Record<string, File | Blob>,
): Promise<OutboxItem> {
  const item = await appOutbox.enqueue(command, payload, files);
  if (useSyncStatus.getState().storageError !== null) setStorageError(null);
  requestOutboxSync().catch(() => undefined);
  return item;
}

function outcomeOf<R>(item: OutboxItem, outcome: ItemOutcome): CommandOutcome<R> {
  switch (outcome.type) {
    case 'sent':
      // The command's own send produced it: R by the command's definition.
      return { status: 'sent', result: outcome.result as R };
    case 'dead':
      return {
        status: 'refused',
        item: {
          ...item,
          status: 'dead',
          last_error: outcome.message,
          last_status: outcome.httpStatus,
          last_details: outcome.details,
        },
        message: outcome.message,
        httpStatus: outcome.httpStatus,
        details: outcome.details,
      };
    case 'waiting':
      return { status: 'queued', item };
  }
}

/**
 * Waits for an item's fate: delivered, refused, or still waiting ('queued': offline, a transient
 * failure, a scope blocked by a refused item, or no answer within `waitMs`).
 */
function awaitOutcome<R>(item: OutboxItem, waitMs: number): Promise<CommandOutcome<R>> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: CommandOutcome<R>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(outcome);
    };
    const queued = () => {
      appOutbox
        .get(item.id)
        .then((stored) => finish({ status: 'queued', item: stored ?? item }))
        .catch(() => finish({ status: 'queued', item }));
    };
    const unsubscribe = subscribeOutcomes((outcome) => {
      if (outcome.id !== item.id) return;
      // Waiting: the caller gets the item as stored now (attempts, last error).
      if (outcome.type === 'waiting') queued();
      else finish(outcomeOf<R>(item, outcome));
    });
    const timer = setTimeout(queued, waitMs);
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      queued();
      return;
    }
    requestDrain()
      .then((report) => {
        // A pass of this tab ran after the enqueue and said nothing about the item: it cannot go now.
        // When another tab drains (ran: false), its answer comes over the channel or the timer ends it.
        if (report.ran) queued();
      })
      .catch(queued);
  });
}

/**
 * The one write path of the forms: stores the command, then tries to send it at once. Resolves 'sent'
 * with the server's answer, 'refused' with its Portuguese message when the server said no (the item is
 * then a dead letter: correct it with `resendItem`, or `discardItem`), or 'queued' when it waits.
 */
export async function runCommand<P, R>(
  command: CommandRef<P, R>,
  payload: P,
  options: { files?: Record<string, File | Blob>; waitMs?: number } = {},
): Promise<CommandOutcome<R>> {
  const item = await enqueue(command, payload, options.files);
  return awaitOutcome<R>(item, options.waitMs ?? DEFAULT_WAIT_MS);
}

/** The current user's items (pending, sending and dead letters), in the order they were written. */
export function listOutbox(): Promise<OutboxItem[]> {
  return appOutbox.list();
}

/** Sends a dead letter (or a waiting item) again now, as it is. */
export async function retryItem(id: string): Promise<void> {
  await appOutbox.retry(id);
  void requestDrain();
}

/** Removes an item for good (the sync page asks for confirmation first). */
export function discardItem(id: string): Promise<void> {
  return appOutbox.discard(id);
}

/** Replaces an item's payload (a corrected dead letter) and sends it again: pending, attempts 0. */
export async function updatePayload(id: string, payload: unknown): Promise<void> {
  await appOutbox.updatePayload(id, payload);
  void requestDrain();
}

/**
 * A form's resubmission after a 'refused' outcome: the same item, corrected (or as it is), keeps its
 * place in its scope's order, and the caller learns the new outcome as with `runCommand`.
 */
export async function resendItem<R = unknown>(
  id: string,
  options: { payload?: unknown; waitMs?: number } = {},
): Promise<CommandOutcome<R>> {
  if (options.payload === undefined) await appOutbox.retry(id);
  else await appOutbox.updatePayload(id, options.payload);
  const item = await appOutbox.get(id);
  if (!item) throw new Error('Item não encontrado na fila.');
  return awaitOutcome<R>(item, options.waitMs ?? DEFAULT_WAIT_MS);
}

const NO_ITEMS: OutboxItem[] = [];

function outboxSource(userId: string | null) {
  let snapshot = NO_ITEMS;
  return {
    subscribe: (onChange: () => void): (() => void) => {
      if (userId === null) return () => undefined;
      const subscription = liveQuery(() =>
        offlineDb.outbox.where('user_id').equals(userId).sortBy('seq'),
      ).subscribe({
        next: (items) => {
          snapshot = items;
          onChange();
        },
        error: (error: unknown) => console.warn('Não foi possível ler a fila.', error),
      });
      return () => subscription.unsubscribe();
    },
    getSnapshot: () => snapshot,
  };
}

/** The current user's items (a guest's: the device's guest bucket), live, ordered by seq. */
export function useOutbox(): OutboxItem[] {
  const guestScreen = useGuestMode((s) => s.screens > 0);
  const userId = useSession((s) => outboxUserOf(s, guestScreen));
  const source = useMemo(() => outboxSource(userId), [userId]);
  return useSyncExternalStore(source.subscribe, source.getSnapshot);
}
