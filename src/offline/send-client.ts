import type { ApiClient, RequestOptions } from '../api/http';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * The key of the n-th write of one item. The server ties a key to one method, URL and body (another
 * request under it is a 422), so a command that makes two writes (upload, then PUT) needs two keys;
 * deriving them from the item's key keeps every one of them stable across retries. Step 0 is the item's
 * key itself; the others change the last 48 bits, keeping the UUID's version and variant.
 */
export function stepKey(key: string, step: number): string {
  if (step === 0) return key;
  const head = key.slice(0, -12);
  const tail = (BigInt(`0x${key.slice(-12)}`) + BigInt(step)) % 2n ** 48n;
  return `${head}${tail.toString(16).padStart(12, '0')}`;
}

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const wanted = name.toLowerCase();
  return Object.keys(headers).some((h) => h.toLowerCase() === wanted);
}

/**
 * The client a command's `send` gets: silent (the drainer works in the background: no loading modal,
 * no alert banner) and with an `Idempotency-Key` on every write, unless the command set one itself.
 */
export function drainerClient(api: ApiClient, key: string): ApiClient {
  let writes = 0;
  const read = (options?: RequestOptions): RequestOptions => ({ ...options, silent: true });
  const write = (options?: RequestOptions): RequestOptions => {
    const headers = { ...options?.headers };
    if (!hasHeader(headers, IDEMPOTENCY_HEADER)) headers[IDEMPOTENCY_HEADER] = stepKey(key, writes);
    writes += 1;
    return { ...options, headers, silent: true };
  };
  return {
    ...api,
    get: (path, options) => api.get(path, read(options)),
    getWithEtag: (path, options) => api.getWithEtag(path, read(options)),
    post: (path, body, options) => api.post(path, body, write(options)),
    put: (path, body, options) => api.put(path, body, write(options)),
    upload: (path, file, options) => api.upload(path, file, write(options)),
  };
}
