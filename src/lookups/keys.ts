import { lookupRoot } from '../lib/lookup-keys';

/**
 * A lookup's query key under its domain's root. `domain` is the prefix of the domain's command names,
 * so the outbox refreshes the key after any command of that domain.
 */
export function lookupKey<const P extends readonly unknown[]>(
  domain: string,
  ...parts: P
): readonly [...ReturnType<typeof lookupRoot>, ...P] {
  return [...lookupRoot(domain), ...parts];
}

/** How long a lookup is fresh: the outbox refreshes it after every command of its domain anyway. */
export const LOOKUP_STALE_MS = 60 * 60 * 1000;
