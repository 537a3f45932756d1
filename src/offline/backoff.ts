/** Retry timing and the verdict on each HTTP status (ARCHITECTURE.md §7). */

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_CAP_MS = 5 * 60 * 1000;

/**
 * Full-jitter exponential backoff: a uniform delay in [0, min(cap, base · 2^(failures-1))), so a crowd
 * of tablets coming back online together does not hit the server in waves. A `Retry-After` from the
 * server is a floor: never earlier than it asked.
 */
export function backoffDelay(
  failures: number,
  random: () => number,
  retryAfterSeconds: number | null = null,
): number {
  const exponent = Math.max(0, failures - 1);
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
  const jittered = Math.floor(random() * ceiling);
  return retryAfterSeconds === null ? jittered : Math.max(retryAfterSeconds * 1000, jittered);
}

/**
 * - `retry`: the server did not take it and may later (no answer, 5xx, 408, 429);
 * - `login`: the session is gone, the queue waits for the user to log in again;
 * - `dead`: the server refused this item as it is; it waits for the user to correct or discard it.
 */
export type Verdict = 'retry' | 'login' | 'dead';

export function verdictOf(status: number | null): Verdict {
  if (status === null) return 'retry';
  if (status === 401) return 'login';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  // 400, 403, 404, 409, 412, 413, 415, 422...: sending the same request again cannot succeed.
  if (status >= 400) return 'dead';
  // A 1xx/3xx surfacing as an error is a proxy or captive portal in the way, not the server's verdict.
  return 'retry';
}
