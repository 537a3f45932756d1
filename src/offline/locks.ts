/** Runs `task` holding the lock `name`, or resolves undefined at once when someone else holds it. */
export type LockRunner = <T>(name: string, task: () => Promise<T>) => Promise<T | undefined>;

/** A set of locks in memory. Tests give each simulated tab its own (a dead tab's locks are released). */
export function createLocalLock(): LockRunner {
  const held = new Set<string>();
  return async (name, task) => {
    if (held.has(name)) return undefined;
    held.add(name);
    try {
      return await task();
    } finally {
      held.delete(name);
    }
  };
}

/** The lock of this JavaScript realm: the fallback where Web Locks are missing. */
export const localLock: LockRunner = createLocalLock();

/**
 * Web Locks across the tabs of this origin (`ifAvailable`: a tab that finds the drain taken leaves it
 * to the holder). A tab that dies releases its locks, so a crash never blocks the queue.
 */
export const webLock: LockRunner = async (name, task) => {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return localLock(name, task);
  return navigator.locks.request(name, { ifAvailable: true }, async (granted) =>
    granted ? task() : undefined,
  );
};
