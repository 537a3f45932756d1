import type { ApiClient } from '../api/http';
import { ApiError } from '../api/errors';
import { SYSTEM_ERROR } from '../contract/common';
import { backoffDelay, verdictOf } from './backoff';
import type { AnyCommand } from './commands';
import { getCommand } from './commands';
import type { OfflineDb } from './db';
import { localLock } from './locks';
import type { LockRunner } from './locks';
import { drainerClient } from './send-client';
import type { OutboxItem } from './types';

export const OUTBOX_LOCK = 'portal-outbox';

/** What the drainer tells its owner (the app's status store and `runCommand`). */
export type DrainEvent =
  | { type: 'sent'; item: OutboxItem; result: unknown; invalidates: readonly (readonly unknown[])[] }
  | { type: 'dead'; item: OutboxItem; error: ApiError }
  | { type: 'retry'; item: OutboxItem; error: unknown; delayMs: number }
  /** A 401 ended the session: the queue waits for a login, nothing is dropped. */
  | { type: 'login-needed'; item: OutboxItem }
  | { type: 'draining'; value: boolean };

export interface DrainerDeps {
  db: OfflineDb;
  api: ApiClient;
  /** The logged user's id; only their items are sent. */
  userId: () => string | null;
  /**
   * Runs before each item of `user` is sent: the app obtains a guest token here when the device's
   * guest bucket has items and no session (src/offline/guest.ts). A failure counts as the send's.
   */
  prepare?: (user: string) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Runs `task` holding the named lock, or returns undefined at once when another holder has it. */
  lock?: LockRunner;
  sleep?: (ms: number) => Promise<void>;
  commands?: (name: string) => AnyCommand | undefined;
  /** Scopes sent side by side (each one still strictly in order). */
  concurrency?: number;
  onEvent?: (event: DrainEvent) => void;
}

export interface DrainReport {
  /** False when another tab holds the drain (or no user is logged in). */
  ran: boolean;
  sent: number;
  dead: number;
  retried: number;
  needsLogin: boolean;
  /** When the earliest waiting item may go (for the timer), or null when nothing waits on time. */
  nextAttemptAt: number | null;
}

export interface Drainer {
  /** One pass: sends every item that may go now, scope by scope, and returns. */
  drainOnce(): Promise<DrainReport>;
  /**
   * Passes until nothing can go any more (only dead letters, blocked scopes or a paused queue), sleeping
   * until the next retry in between. For tests and the benchmark; the app uses its timer instead.
   */
  drainUntilSettled(options?: { maxPasses?: number }): Promise<DrainReport>;
}

const emptyReport = (): DrainReport => ({
  ran: false,
  sent: 0,
  dead: 0,
  retried: 0,
  needsLogin: false,
  nextAttemptAt: null,
});

/** Rebuilds the stored files as Blobs for the command's `send`. */
function filesOf(item: OutboxItem): Record<string, Blob> {
  const files: Record<string, Blob> = {};
  for (const file of item.files) {
    files[file.name] =
      typeof File === 'undefined'
        ? new Blob([file.data], { type: file.type })
        : new File([file.data], file.fileName, { type: file.type });
  }
  return files;
}

/**
 * The idempotency layer's 409 for a retry that arrived while the first request with its key still runs
 * (another tab, a lost answer): not a refusal, just "later".
 */
function isStillRunning(error: ApiError): boolean {
  return error.status === 409 && /idempot|andamento|in_progress/i.test(error.body?.error ?? '');
}

export function createDrainer(deps: DrainerDeps): Drainer {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  const lock = deps.lock ?? localLock;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const commands = deps.commands ?? getCommand;
  const concurrency = Math.max(1, deps.concurrency ?? 4);
  const emit = (event: DrainEvent) => {
    try {
      deps.onEvent?.(event);
    } catch (error) {
      console.warn('Falha ao avisar o andamento da fila.', error);
    }
  };

  /** An item may go now: its scope's head, not refused, its time has come, its command is loaded. */
  const ready = (item: OutboxItem | undefined): item is OutboxItem =>
    item !== undefined &&
    item.status !== 'dead' &&
    item.next_attempt_at <= now() &&
    commands(item.command) !== undefined;

  /**
   * The first item of a scope for a user: the only one that may be sent. An index walks equal keys in
   * primary-key order, so the first match is the lowest seq without reading the whole scope.
   */
  function headOf(scope: string, user: string): Promise<OutboxItem | undefined> {
    return db.outbox
      .where('scope')
      .equals(scope)
      .filter((i) => i.user_id === user)
      .first();
  }

  /** Marks the item as being sent and returns it as stored now (a payload edit may have just landed). */
  async function claim(item: OutboxItem, user: string): Promise<OutboxItem | undefined> {
    const { seq } = item;
    if (seq === undefined) return undefined;
    return db.transaction('rw', db.outbox, async () => {
      const current = await db.outbox.get(seq);
      if (current?.user_id !== user || current.status === 'dead') return undefined;
      await db.outbox.update(seq, { status: 'sending' });
      return { ...current, status: 'sending' as const };
    });
  }

  async function putBack(item: OutboxItem, fields: Partial<OutboxItem>): Promise<void> {
    if (item.seq !== undefined) await db.outbox.update(item.seq, fields);
  }

  type Delivery = 'sent' | 'failed' | 'login' | 'skipped';

  async function deliver(head: OutboxItem, user: string, report: DrainReport): Promise<Delivery> {
    const command = commands(head.command);
    const item = command && (await claim(head, user));
    if (!command || !item) return 'skipped';
    const ctx = {
      idempotencyKey: item.idempotency_key,
      files: filesOf(item),
      api: drainerClient(deps.api, item.idempotency_key),
    };
    let result: unknown;
    try {
      await deps.prepare?.(user);
      result = await command.send(item.payload, ctx);
    } catch (error) {
      return failed(item, user, error, report);
    }
    if (item.seq !== undefined) await db.outbox.delete(item.seq);
    report.sent += 1;
    let invalidates: readonly (readonly unknown[])[] = [];
    try {
      invalidates = command.invalidates?.(item.payload, result) ?? [];
    } catch (error) {
      console.warn('Falha ao calcular as consultas a atualizar.', error);
    }
    emit({ type: 'sent', item, result, invalidates });
    return 'sent';
  }

  async function failed(
    item: OutboxItem,
    user: string,
    error: unknown,
    report: DrainReport,
  ): Promise<Delivery> {
    const apiError = error instanceof ApiError ? error : null;
    const status = apiError ? apiError.status : null;
    const verdict = apiError && isStillRunning(apiError) ? 'retry' : verdictOf(status);

    // The refresh was refused and the session cleared (or another user logged in meanwhile): keep the
    // item exactly as it was and wait for its owner to log in again.
    if (verdict === 'login' && deps.userId() !== user) {
      await putBack(item, { status: 'pending', next_attempt_at: now() });
      report.needsLogin = true;
      emit({ type: 'login-needed', item });
      return 'login';
    }

    if (verdict === 'dead' && apiError && status !== null) {
      const dead: Partial<OutboxItem> = {
        status: 'dead',
        last_error: apiError.message,
        last_status: status,
        last_details: apiError.body?.details ?? [],
      };
      await putBack(item, dead);
      report.dead += 1;
      emit({ type: 'dead', item: { ...item, ...dead }, error: apiError });
      return 'failed';
    }

    // No answer, 5xx, 408, 429, a 401 the refresh could not cure, or a fault in the command's code:
    // the same request may succeed later.
    const attempts = item.attempts + 1;
    const delayMs = backoffDelay(attempts, random, apiError?.retryAfter ?? null);
    const message = error instanceof Error && error.message ? error.message : SYSTEM_ERROR;
    await putBack(item, {
      status: 'pending',
      attempts,
      next_attempt_at: now() + delayMs,
      last_error: message,
      last_status: status,
    });
    report.retried += 1;
    emit({ type: 'retry', item, error, delayMs });
    return 'failed';
  }

  async function pass(user: string): Promise<DrainReport> {
    const report: DrainReport = { ...emptyReport(), ran: true };
    // Scopes stopped in this pass (a failure, a refusal): retried on a later pass, never in a loop here.
    const stopped = new Set<string>();
    let halted = false;

    async function runScope(scope: string): Promise<void> {
      while (!halted) {
        if (deps.userId() !== user) {
          halted = true;
          return;
        }
        const head = await headOf(scope, user);
        if (!ready(head)) return;
        const outcome = await deliver(head, user, report);
        if (outcome === 'login') halted = true;
        if (outcome !== 'sent') {
          stopped.add(scope);
          return;
        }
      }
    }

    while (!halted) {
      const items = await db.outbox.where('user_id').equals(user).sortBy('seq');
      const heads = new Map<string, OutboxItem>();
      for (const item of items) if (!heads.has(item.scope)) heads.set(item.scope, item);
      const scopes = [...heads].filter(([scope, head]) => !stopped.has(scope) && ready(head)).map(([s]) => s);
      if (scopes.length === 0) break;
      const queue = [...scopes];
      const worker = async () => {
        for (let scope = queue.shift(); scope !== undefined && !halted; scope = queue.shift())
          await runScope(scope);
      };
      // Each round sends something or stops every scope it tried, so the loop ends; a scope that
      // emptied is looked at again next round, in case items arrived meanwhile.
      await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
    }

    report.nextAttemptAt = await nextAttempt(user);
    return report;
  }

  /** The earliest time a scope head waits for; heads behind a dead letter or of unloaded commands wait for the user. */
  async function nextAttempt(user: string): Promise<number | null> {
    const items = await db.outbox.where('user_id').equals(user).sortBy('seq');
    const heads = new Map<string, OutboxItem>();
    for (const item of items) if (!heads.has(item.scope)) heads.set(item.scope, item);
    let earliest: number | null = null;
    for (const head of heads.values()) {
      if (head.status === 'dead' || !commands(head.command)) continue;
      if (earliest === null || head.next_attempt_at < earliest) earliest = head.next_attempt_at;
    }
    return earliest;
  }

  async function drainOnce(): Promise<DrainReport> {
    const user = deps.userId();
    if (user === null) return emptyReport();
    const outcome = await lock(OUTBOX_LOCK, async () => {
      emit({ type: 'draining', value: true });
      try {
        return await pass(user);
      } finally {
        emit({ type: 'draining', value: false });
      }
    });
    return outcome ?? emptyReport();
  }

  return {
    drainOnce,
    async drainUntilSettled({ maxPasses = 10_000 } = {}) {
      const total = emptyReport();
      for (let i = 0; i < maxPasses; i += 1) {
        const report = await drainOnce();
        total.ran ||= report.ran;
        total.sent += report.sent;
        total.dead += report.dead;
        total.retried += report.retried;
        total.needsLogin ||= report.needsLogin;
        total.nextAttemptAt = report.nextAttemptAt;
        if (!report.ran || report.needsLogin || report.nextAttemptAt === null) return total;
        await sleep(Math.max(0, report.nextAttemptAt - now()));
      }
      return total;
    },
  };
}
