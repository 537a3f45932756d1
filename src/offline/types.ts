import type { ApiClient } from '../api/http';

/**
 * The offline engine's public shapes (ARCHITECTURE.md §7). Features register named commands and run
 * every mutation through the outbox; the shell shows the sync status; the sync page lists the queue.
 */

/** What a command's `send` gets besides its payload. */
export interface SendContext {
  /** Stable for the item's whole life: the server replays the first answer for it. */
  idempotencyKey: string;
  /** The files stored with the item, by name (rebuilt as Blobs from the stored ArrayBuffers). */
  files: Record<string, Blob>;
  /**
   * The drainer's API client: every call is silent (no loading modal, no alert) and every POST/PUT
   * carries `Idempotency-Key` (the item's key on the first write, a key derived from it on the next
   * ones), so commands written with it cannot forget either.
   */
  api: ApiClient;
}

/** A named write, registered once per feature in `features/<domain>/commands.ts`. */
export interface CommandDefinition<P, R = unknown> {
  /** Unique name, e.g. 'courts.create'. Registering a name twice throws at start. */
  name: string;
  /** Items of one scope are sent in order; a failure blocks only its scope (e.g. `court:<id>`). */
  scope: (payload: P) => string;
  /** Performs the HTTP call(s) with the api client; must pass ctx.idempotencyKey as `Idempotency-Key`. */
  send: (payload: P, ctx: SendContext) => Promise<R>;
  /** Portuguese label for the sync page, e.g. 'Criar tribunal TJMTE'. */
  describe: (payload: P) => string;
  /** Where 'Editar' on the sync page opens the form with this payload (the form reads it as a draft). */
  editLink?: (payload: P) => { to: string; params?: Record<string, string> };
  /** Query keys to invalidate after a successful send. */
  invalidates?: (payload: P, result: R) => readonly (readonly unknown[])[];
  /**
   * Other domains whose lookups (src/lookups) this command changes, by their command prefix. Its own
   * domain (the prefix of `name`) needs no mention: the outbox refreshes its lookups after every send.
   */
  touches?: readonly string[];
}

export type OutboxStatus = 'pending' | 'sending' | 'dead';

/** One stored command (Dexie table `outbox`). */
export interface OutboxItem {
  /** Auto-increment: the global order of writing. */
  seq?: number;
  id: string;
  user_id: string;
  command: string;
  scope: string;
  payload: unknown;
  /** Stored as ArrayBuffer: Safari drops Blobs in IndexedDB. */
  files: { name: string; type: string; fileName: string; data: ArrayBuffer }[];
  idempotency_key: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: number;
  /** The server's Portuguese message (dead letters) or the last transient failure. */
  last_error: string | null;
  last_status: number | null;
  /** The server's per-field messages of a dead letter (`details` of the error body). */
  last_details?: { field?: string; message: string }[];
  created_at: number;
}

/** What a caller learns from `runCommand`: sent now, queued for later, or refused by the server. */
export type CommandOutcome<R> =
  | { status: 'sent'; result: R }
  | { status: 'queued'; item: OutboxItem }
  | {
      status: 'refused';
      item: OutboxItem;
      message: string;
      httpStatus: number;
      details: { field?: string; message: string }[];
    };

/** The toolbar's and the sync page's view of the engine. */
export interface SyncStatus {
  online: boolean;
  /** Items of the current user waiting to be sent (pending + sending). */
  pending: number;
  /** Items of the current user the server refused. */
  dead: number;
  draining: boolean;
  /** The queue waits for the user to log in again (a refresh was refused). */
  needsLogin: boolean;
  lastSyncAt: number | null;
  /** A storage quota error or another local failure, shown to the user. */
  storageError: string | null;
}

/** A saved form draft (Dexie table `drafts`). */
export interface Draft<V = unknown> {
  /** e.g. 'courts.create' or 'courts.edit:<id>'. */
  key: string;
  user_id: string;
  values: V;
  updated_at: number;
}
