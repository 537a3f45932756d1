import { api } from '../api/client';
import { subscribeOutboxSync } from './background-sync';
import { AUDIT_QUERY_KEY, lookupKeysOf, onCommandRegistered } from './commands';
import { offlineDb } from './db';
import type { DrainEvent, DrainReport } from './drainer';
import { createDrainer } from './drainer';
import { webLock } from './locks';
import { publishOutcome, subscribeOutcomes } from './outcomes';
import { appOutbox } from './app-outbox';
import { connectSyncStatus, markSynced, useSyncStatus } from './status';
import { addReloadGuard, reloadGuardsChanged } from './sw-update';
import { currentUserId, subscribeUserId } from './user';
import { ensureGuestSession } from './guest';

export { createDrainer, OUTBOX_LOCK } from './drainer';
export type { DrainEvent, DrainReport, Drainer, DrainerDeps } from './drainer';

/** When another tab holds the drain, look again later in case it finished just before our items. */
const BUSY_RECHECK_MS = 5000;
/** After a local failure (IndexedDB), before trying again. */
const FAILURE_RECHECK_MS = 30_000;
/** setTimeout's limit; a Retry-After beyond it is waited in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

const idle: DrainReport = {
  ran: false,
  sent: 0,
  dead: 0,
  retried: 0,
  needsLogin: false,
  nextAttemptAt: null,
};

/** The one place outcomes leave the drainer: the status store, this tab's waiters and the other tabs. */
function onDrainEvent(event: DrainEvent): void {
  switch (event.type) {
    case 'draining':
      useSyncStatus.setState({ draining: event.value });
      // The update prompt waits for the queue: it may proceed now.
      if (!event.value) reloadGuardsChanged();
      return;
    case 'sent':
      markSynced(event.item.user_id, Date.now());
      publishOutcome({
        type: 'sent',
        id: event.item.id,
        result: event.result,
        // The command's own keys and its domain's lookups: every tab refreshes both.
        invalidates: [...event.invalidates, ...lookupKeysOf(event.item.command)],
      });
      return;
    case 'dead':
      publishOutcome({
        type: 'dead',
        id: event.item.id,
        message: event.error.message,
        httpStatus: event.error.status ?? 0,
        details: event.error.body?.details ?? [],
      });
      return;
    case 'login-needed':
      useSyncStatus.setState({ needsLogin: true });
      publishOutcome({ type: 'waiting', id: event.item.id });
      return;
    case 'retry':
      publishOutcome({ type: 'waiting', id: event.item.id });
      return;
  }
}

/** Lists the server changed refresh in every tab (the sending one and the others). */
async function invalidate(keys: readonly (readonly unknown[])[]): Promise<void> {
  if (keys.length === 0) return;
  // The query cache is already loaded by the data screens; importing it here on demand keeps it out
  // of this module's weight for the tests and the worker.
  const { queryClient } = await import('../api/query');
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

interface Engine {
  kick(): Promise<DrainReport>;
  /** Removes the triggers and resolves once the pass under way (if any) ended. */
  stop(): Promise<void>;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine;

function createEngine(): Engine {
  const drainer = createDrainer({
    db: offlineDb,
    api,
    userId: currentUserId,
    // A guest's items may have waited for the signal with no token at all: one is obtained first.
    prepare: ensureGuestSession,
    lock: webLock,
    onEvent: onDrainEvent,
  });
  let running: Promise<DrainReport> | null = null;
  let again: Promise<DrainReport> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const wake = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(
      () => {
        // Offline, the 'online' event takes over; the timer would only burn attempts.
        if (browserOnline()) void kick();
      },
      Math.min(MAX_TIMER_MS, Math.max(0, ms)),
    );
  };

  function schedule(report: DrainReport): void {
    if (report.nextAttemptAt !== null) wake(report.nextAttemptAt - Date.now());
    else if (!report.ran && currentUserId() !== null) wake(BUSY_RECHECK_MS);
    else clearTimeout(timer);
  }

  /** One pass at a time per tab; a request during a pass gets one more pass right after it. */
  function kick(): Promise<DrainReport> {
    if (stopped) return Promise.resolve(idle);
    if (running) {
      again ??= running.then(() => {
        again = null;
        return kick();
      });
      return again;
    }
    running = drainer
      .drainOnce()
      .then(
        (report) => {
          schedule(report);
          return report;
        },
        (error: unknown) => {
          console.warn('Falha ao esvaziar a fila.', error);
          wake(FAILURE_RECHECK_MS);
          return idle;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  /** Automatic triggers skip a device that knows it is offline; 'Sincronizar agora' always tries. */
  const trigger = () => {
    if (browserOnline()) void kick();
  };
  /** Items that failed for lack of network need not wait out their backoff once it is back. */
  const reconnected = () => {
    appOutbox
      .resetBackoff({ networkOnly: true })
      .catch(() => 0)
      .then(trigger)
      .catch(() => undefined);
  };
  const visible = () => {
    if (document.visibilityState === 'visible') trigger();
  };

  const cleanups: (() => void)[] = [
    connectSyncStatus(offlineDb),
    subscribeOutboxSync(trigger),
    onCommandRegistered(trigger),
    subscribeUserId((userId) => {
      if (userId !== null) trigger();
    }),
    subscribeOutcomes((outcome) => {
      if (outcome.type === 'sent')
        invalidate([...outcome.invalidates, AUDIT_QUERY_KEY]).catch(() => undefined);
    }),
    addReloadGuard(() => !useSyncStatus.getState().draining),
  ];
  if (typeof window !== 'undefined') {
    window.addEventListener('online', reconnected);
    window.addEventListener('focus', trigger);
    document.addEventListener('visibilitychange', visible);
    cleanups.push(() => {
      window.removeEventListener('online', reconnected);
      window.removeEventListener('focus', trigger);
      document.removeEventListener('visibilitychange', visible);
    });
  }
  trigger();

  return {
    kick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      for (const cleanup of cleanups) cleanup();
      await running;
    },
  };
}

let engine: Engine | null = null;

/** Starts the sync engine once (the `_app` layout calls it); later calls do nothing. */
export function startSyncEngine(): void {
  engine ??= createEngine();
}

/** Stops the engine and its triggers (tests; a later startSyncEngine makes a new one). */
export async function stopSyncEngine(): Promise<void> {
  const stopping = engine;
  engine = null;
  await stopping?.stop();
}

/** Asks for a pass now (after an enqueue, a retry); starts the engine if needed. */
export function requestDrain(): Promise<DrainReport> {
  startSyncEngine();
  return (engine as Engine).kick();
}

/** 'Sincronizar agora': every waiting item of the user goes now, with a fresh backoff. */
export async function syncNow(): Promise<DrainReport> {
  await appOutbox.resetBackoff();
  return requestDrain();
}
