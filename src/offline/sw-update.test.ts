import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UpdatableWorker } from './sw-update';
import {
  addReloadGuard,
  applyUpdate,
  connectServiceWorker,
  reloadGuardsChanged,
  useSwUpdate,
} from './sw-update';

type Listener = (event: { isUpdate?: boolean | undefined }) => void;

/** Plays the lifecycle events workbox-window would fire, and records what the module asked of it. */
class FakeWorker implements UpdatableWorker {
  readonly listeners = new Map<string, Listener[]>();
  skipWaitingSent = 0;
  registered = false;
  addEventListener(type: 'waiting' | 'controlling', listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  messageSkipWaiting(): void {
    this.skipWaitingSent += 1;
  }
  async register(): Promise<undefined> {
    this.registered = true;
    return undefined;
  }
  async update(): Promise<void> {}
  fire(type: 'waiting' | 'controlling', isUpdate = true): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ isUpdate });
  }
}

let worker: FakeWorker;
let reloads: number;
const removeGuards: (() => void)[] = [];

beforeEach(async () => {
  worker = new FakeWorker();
  reloads = 0;
  await connectServiceWorker(worker, () => {
    reloads += 1;
  });
});

afterEach(() => {
  for (const remove of removeGuards.splice(0)) remove();
});

describe('service worker updates (prompt mode)', () => {
  it('registers the worker and offers nothing while the running version is current', () => {
    expect(worker.registered).toBe(true);
    expect(useSwUpdate.getState().updateAvailable).toBe(false);
    expect(applyUpdate()).toBe(false);
    expect(worker.skipWaitingSent).toBe(0);
  });

  it('does not reload when the first install takes control of the page', () => {
    worker.fire('controlling', false);
    expect(reloads).toBe(0);
  });

  it('offers a waiting version and reloads only once it took control', () => {
    worker.fire('waiting');
    expect(useSwUpdate.getState().updateAvailable).toBe(true);

    expect(applyUpdate()).toBe(true);
    expect(worker.skipWaitingSent).toBe(1);
    expect(reloads).toBe(0);

    worker.fire('controlling');
    expect(reloads).toBe(1);
  });

  it('defers the update while a guard forbids reloading, then applies it when allowed', () => {
    let draftDirty = true;
    removeGuards.push(addReloadGuard(() => !draftDirty));
    worker.fire('waiting');

    expect(applyUpdate()).toBe(false);
    expect(useSwUpdate.getState().deferred).toBe(true);
    expect(worker.skipWaitingSent).toBe(0);

    draftDirty = false;
    reloadGuardsChanged();
    expect(worker.skipWaitingSent).toBe(1);
    expect(useSwUpdate.getState().deferred).toBe(false);
  });

  it('does not follow another tab that activated the new version while this tab has unsaved work', () => {
    let draining = true;
    removeGuards.push(addReloadGuard(() => !draining));
    worker.fire('controlling');
    expect(reloads).toBe(0);
    expect(useSwUpdate.getState().updateAvailable).toBe(true);

    draining = false;
    expect(applyUpdate()).toBe(true);
    // The new version already controls the page: only the reload is left, no SKIP_WAITING.
    expect(worker.skipWaitingSent).toBe(0);
    expect(reloads).toBe(1);
  });

  it('follows another tab that activated the new version when nothing is pending', () => {
    worker.fire('controlling');
    expect(reloads).toBe(1);
  });
});
