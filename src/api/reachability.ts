/**
 * Whether the server answered lately, apart from what `navigator.onLine` claims. A device can say it is
 * online and reach nothing (a dead Wi-Fi at the farm, a captive portal, a browser that keeps the flag
 * after a navigation): a request that gets no answer marks the server unreachable, so the screens say
 * the data will load when the signal returns instead of showing an error, and a light probe of
 * /healthz every few seconds (and on the 'online' event) marks it reachable again.
 */

const PROBE_URL = '/healthz';
export const PROBE_INTERVAL_MS = 3000;

let unreachable = false;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function isUnreachable(): boolean {
  return unreachable;
}

/** Calls `listener` whenever the server becomes unreachable or reachable again; returns the unsubscribe. */
export function onReachabilityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function markReachable(): void {
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
  if (typeof window !== 'undefined') window.removeEventListener('online', probe);
  if (!unreachable) return;
  unreachable = false;
  notify();
}

/** A request got no answer (not an abort): probe until the server answers again. */
export function markUnreachable(fetcher: typeof fetch = (...args) => globalThis.fetch(...args)): void {
  if (unreachable) return;
  unreachable = true;
  probeWith = fetcher;
  notify();
  timer = setInterval(probe, PROBE_INTERVAL_MS);
  if (typeof window !== 'undefined') window.addEventListener('online', probe);
}

let probeWith: typeof fetch = (...args) => globalThis.fetch(...args);

function probe(): void {
  probeWith(PROBE_URL, { cache: 'no-store' }).then(
    (res) => {
      if (res.ok) markReachable();
    },
    () => {
      // Still no answer: the next tick tries again.
    },
  );
}
