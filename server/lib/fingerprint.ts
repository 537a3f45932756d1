import crypto from 'node:crypto';

export const sha256Hex = (data: string | Uint8Array): string =>
  crypto.createHash('sha256').update(data).digest('hex');

/**
 * A body in a canonical form: object keys sorted (a client that rebuilds the same payload in another
 * key order is still the same request), bytes replaced by their SHA-256, and values with `toJSON`
 * (dates, an upload form) reduced the way JSON.stringify would.
 */
function canonical(value: unknown): unknown {
  if (value instanceof Uint8Array) return { sha256: sha256Hex(value) };
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    const { toJSON } = value as { toJSON?: unknown };
    if (typeof toJSON === 'function') return canonical((toJSON as () => unknown).call(value));
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, canonical(record[key])]),
    );
  }
  return value;
}

/** What makes two requests "the same" for an Idempotency-Key: method, URL and body. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return sha256Hex(`${method.toUpperCase()} ${url}\n${JSON.stringify(canonical(body ?? null))}`);
}
