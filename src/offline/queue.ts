import type { AnyCommand } from './commands';
import { getCommand } from './commands';
import type { OfflineDb } from './db';
import { STORAGE_FULL, StorageFullError, isQuotaError } from './quota';
import type { CommandDefinition, OutboxItem } from './types';

// Apart (quota.ts), so the drafts read and write without this module's weight.
export { STORAGE_FULL, StorageFullError, isQuotaError } from './quota';
export const NOT_LOGGED_IN = 'Faça login para salvar: a fila é guardada por usuário.';
export const ITEM_BUSY = 'O item está sendo enviado agora. Aguarde um instante e tente novamente.';

export interface OutboxStoreDeps {
  db: OfflineDb;
  /** The logged user's id, or null: every item is bound to the user who wrote it. */
  userId: () => string | null;
  now?: () => number;
  uuid?: () => string;
  commands?: (name: string) => AnyCommand | undefined;
  /** Told about a quota error before it is rethrown (the status store shows it). */
  onStorageError?: (message: string) => void;
}

export type CommandRef<P, R> = CommandDefinition<P, R> | string;

export interface OutboxStore {
  enqueue<P, R>(command: CommandRef<P, R>, payload: P, files?: Record<string, Blob>): Promise<OutboxItem>;
  /** The current user's items, oldest first. */
  list(): Promise<OutboxItem[]>;
  get(id: string): Promise<OutboxItem | undefined>;
  retry(id: string): Promise<void>;
  discard(id: string): Promise<void>;
  updatePayload(id: string, payload: unknown): Promise<void>;
  /**
   * Every pending item of the current user may go now, with a fresh backoff ('Sincronizar agora');
   * `networkOnly`: only those whose last attempt got no answer (the connection just came back).
   */
  resetBackoff(options?: { networkOnly?: boolean }): Promise<number>;
}

async function storedFiles(files: Record<string, Blob> | undefined): Promise<OutboxItem['files']> {
  const stored: OutboxItem['files'] = [];
  for (const [name, blob] of Object.entries(files ?? {})) {
    stored.push({
      name,
      type: blob.type,
      fileName: blob instanceof File ? blob.name : name,
      // ArrayBuffer, not Blob: Safari loses Blobs stored in IndexedDB.
      data: await blob.arrayBuffer(),
    });
  }
  return stored;
}

/** Enqueue, list and the sync page's actions over one database, with every dependency injected. */
export function createOutboxStore(deps: OutboxStoreDeps): OutboxStore {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const uuid = deps.uuid ?? (() => crypto.randomUUID());
  const commands = deps.commands ?? getCommand;

  function resolve<P, R>(ref: CommandRef<P, R>): AnyCommand {
    const name = typeof ref === 'string' ? ref : ref.name;
    const command = commands(name);
    if (!command) throw new Error(`Comando não registrado: ${name}`);
    return command;
  }

  function requireUser(): string {
    const user = deps.userId();
    if (user === null) throw new Error(NOT_LOGGED_IN);
    return user;
  }

  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      deps.onStorageError?.(STORAGE_FULL);
      throw new StorageFullError(error);
    }
  }

  /** Changes one of the current user's items in a transaction, so a drainer never sends a half-edit. */
  async function change(id: string, edit: (item: OutboxItem) => Partial<OutboxItem>): Promise<void> {
    const user = requireUser();
    await guarded(() =>
      db.transaction('rw', db.outbox, async () => {
        const item = await db.outbox.get({ id });
        if (item?.user_id !== user || item.seq === undefined) return;
        if (item.status === 'sending') throw new Error(ITEM_BUSY);
        await db.outbox.update(item.seq, edit(item));
      }),
    );
  }

  /**
   * A dead letter was definitively refused (nothing applied), and the server replays that refusal for
   * its key: resending it, as it is or corrected, needs a new key. Pending items keep theirs, since an
   * earlier attempt may have been applied with only the answer lost.
   */
  const revive = (item: OutboxItem): Partial<OutboxItem> => ({
    status: 'pending',
    attempts: 0,
    next_attempt_at: now(),
    last_error: null,
    last_status: null,
    last_details: undefined,
    ...(item.status === 'dead' ? { idempotency_key: uuid() } : {}),
  });

  return {
    async enqueue(ref, payload, files) {
      const command = resolve(ref);
      const user = requireUser();
      const at = now();
      const item: OutboxItem = {
        id: uuid(),
        user_id: user,
        command: command.name,
        scope: command.scope(payload),
        payload,
        files: await storedFiles(files),
        idempotency_key: uuid(),
        status: 'pending',
        attempts: 0,
        next_attempt_at: at,
        last_error: null,
        last_status: null,
        created_at: at,
      };
      const seq = await guarded(() => db.outbox.add(item));
      return { ...item, seq };
    },

    async list() {
      const user = deps.userId();
      if (user === null) return [];
      return db.outbox.where('user_id').equals(user).sortBy('seq');
    },

    async get(id) {
      const item = await db.outbox.get({ id });
      return item?.user_id === deps.userId() ? item : undefined;
    },

    retry: (id) => change(id, revive),

    async discard(id) {
      const user = requireUser();
      await db.transaction('rw', db.outbox, async () => {
        const item = await db.outbox.get({ id });
        if (item?.user_id !== user || item.seq === undefined) return;
        if (item.status === 'sending') throw new Error(ITEM_BUSY);
        await db.outbox.delete(item.seq);
      });
    },

    updatePayload: (id, payload) =>
      change(id, (item) => {
        const command = resolve(item.command);
        return { ...revive(item), payload, scope: command.scope(payload) };
      }),

    async resetBackoff({ networkOnly = false } = {}) {
      const user = deps.userId();
      if (user === null) return 0;
      const at = now();
      return guarded(() =>
        db.outbox
          .where('[user_id+status]')
          .equals([user, 'pending'])
          .filter((item) => item.next_attempt_at > at && (!networkOnly || item.last_status === null))
          .modify({ attempts: 0, next_attempt_at: at }),
      );
    },
  };
}
