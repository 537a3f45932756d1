import { create } from 'zustand';

export interface SwUpdateState {
  /** A new version of the portal is installed and waits for the user's consent (prompt mode). */
  updateAvailable: boolean;
  /** The user asked to update while a reload guard said no; it proceeds once the guards allow it. */
  deferred: boolean;
}

/** Update state of the service worker (a zustand store: a hook, with getState/subscribe). */
export const useSwUpdate = create<SwUpdateState>(() => ({ updateAvailable: false, deferred: false }));

/**
 * Says whether the page may reload now. The offline engine adds guards so that an update never
 * reloads while a draft is dirty or the outbox is draining (ARCHITECTURE.md §7).
 */
export type ReloadGuard = () => boolean;

const guards = new Set<ReloadGuard>();

/** Adds a guard; returns the function that removes it. */
export function addReloadGuard(guard: ReloadGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
    reloadGuardsChanged();
  };
}

export function canReload(): boolean {
  for (const guard of guards) if (!guard()) return false;
  return true;
}

/** The part of workbox-window's Workbox this module drives (unit tests pass a fake). */
export interface UpdatableWorker {
  addEventListener(
    type: 'waiting' | 'controlling',
    listener: (event: { isUpdate?: boolean | undefined }) => void,
  ): void;
  messageSkipWaiting(): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
}

interface Connection {
  worker: UpdatableWorker;
  reload: () => void;
  /** 'waiting': the new worker needs SKIP_WAITING; 'controlling': it already runs, only a reload is left. */
  phase: 'current' | 'waiting' | 'controlling';
  userAsked: boolean;
}

let connection: Connection | undefined;

/** Wires a worker's lifecycle to the store and registers it. Exported for tests; the app calls registerServiceWorker. */
export async function connectServiceWorker(
  worker: UpdatableWorker,
  reload: () => void = () => {
    window.location.reload();
  },
): Promise<void> {
  const current: Connection = { worker, reload, phase: 'current', userAsked: false };
  connection = current;
  useSwUpdate.setState({ updateAvailable: false, deferred: false });

  // Also fired for a version another tab installed (isExternal): every tab offers the update.
  worker.addEventListener('waiting', () => {
    current.phase = 'waiting';
    useSwUpdate.setState({ updateAvailable: true });
  });

  worker.addEventListener('controlling', (event) => {
    // The first install takes control of the page without changing its code: nothing to reload.
    if (!event.isUpdate) return;
    current.phase = 'controlling';
    // Another tab may have activated the new version: follow it unless this tab has unsaved work.
    if (current.userAsked || canReload()) current.reload();
    else useSwUpdate.setState({ updateAvailable: true });
  });

  await worker.register();
}

/**
 * Activates the waiting version and reloads (on 'controlling'). Returns false when a guard forbids
 * reloading now: the update is then deferred until reloadGuardsChanged() finds the guards satisfied.
 */
export function applyUpdate(): boolean {
  const current = connection;
  if (!current || current.phase === 'current') return false;
  if (!canReload()) {
    useSwUpdate.setState({ deferred: true });
    return false;
  }
  useSwUpdate.setState({ deferred: false });
  current.userAsked = true;
  if (current.phase === 'waiting') current.worker.messageSkipWaiting();
  else current.reload();
  return true;
}

/** Guards call this when they may have become permissive (draft saved, queue drained). */
export function reloadGuardsChanged(): void {
  if (useSwUpdate.getState().deferred && canReload()) applyUpdate();
}

const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js in production builds only (the dev server serves no worker). workbox-window is
 * loaded on demand, so the update prompt mounted on every screen does not weigh on the first download.
 * Tabs left open all day check for a new version every hour.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  import('workbox-window')
    .then(async ({ Workbox }) => {
      const workbox = new Workbox('/sw.js', { scope: '/' });
      setInterval(() => {
        // Offline, the check fails: the next one retries.
        workbox.update().catch(() => undefined);
      }, UPDATE_CHECK_INTERVAL_MS);
      await connectServiceWorker(workbox);
    })
    .catch((error: unknown) => {
      console.warn('Não foi possível registrar o service worker.', error);
    });
}
