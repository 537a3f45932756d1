import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../errors';
import { clearAttempts, takeAccountAttempt } from '../../lib/rate-limit';
import type { LockoutRule } from '../../lib/rate-limit';

// The login limits of the auth domain; the per-address limiter they sit beside is server/lib/rate-limit.ts.

export interface AccountGate {
  /** Before checking a password: 429 while the account waits out its delay. */
  attempt(username: string): Promise<void>;
  /** After a successful login: the failures are forgotten. */
  succeeded(username: string): Promise<void>;
}

const accountKey = (username: string) => `login-conta:${username.trim().toLowerCase()}`;

/**
 * The per-account limit, by user name whatever the address: after `freeFailures` consecutive
 * failures each attempt must wait a delay that doubles at each failure up to `maxDelayMs`. An
 * attacker spread over many addresses slows one account to one guess per maximum delay, but never
 * locks its owner out for good: the delay ends, and a successful login or a password reset clears
 * it. Unknown user names are counted alike, so the answer tells nothing about which exist.
 */
export function accountGate(app: FastifyInstance, rule: LockoutRule): AccountGate {
  return {
    async attempt(username) {
      const result = await takeAccountAttempt(app.db, accountKey(username), rule);
      if (!result.allowed) throw tooManyRequests(result.retryAfter);
    },
    async succeeded(username) {
      await clearAttempts(app.db, accountKey(username));
    },
  };
}

/** A password reset proves the mailbox: the account's failed logins no longer count. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  await clearAttempts(db, accountKey(email));
}

/** The e-mail of a login or recovery body, normalized like the schemas do, for per-user keys. */
export function bodyField(req: FastifyRequest, field: string): string {
  const body = req.body;
  if (typeof body !== 'object' || body === null) return '';
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
