import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../errors';
import { clearAttempts, countAttempt, deleteStaleCounters, takeAccountAttempt } from './repository';
import type { LockoutRule } from './repository';

export type RateCheck = (req: FastifyRequest) => Promise<void>;

/** How often one instance sweeps the idle counters (one indexed DELETE, inline with a check). */
const CLEANUP_EVERY_MS = 5 * 60_000;
const lastCleanup = new WeakMap<Db, number>();

/**
 * Old counters are removed opportunistically, by whichever check comes first after the interval on
 * each instance: no timer to stop, and an idle server does no work. Awaited, so a test's database is
 * never written after it closes; the cost is one DELETE every few minutes.
 */
async function sweepNowAndThen(app: FastifyInstance): Promise<void> {
  const now = Date.now();
  if (now - (lastCleanup.get(app.db) ?? 0) < CLEANUP_EVERY_MS) return;
  lastCleanup.set(app.db, now);
  try {
    await deleteStaleCounters(app.db);
  } catch (err) {
    app.log.warn({ err }, 'falha ao limpar contadores de tentativas');
  }
}

/**
 * A fixed-window limit whose counters live in the database (table contadores_tentativas), so every
 * instance behind a balancer shares them; one atomic upsert per check. Throws the Portuguese 429
 * with Retry-After. Called from the handlers, after the body is parsed, so one route can apply
 * several limits with keys taken from the body. `name` keeps the keys of different limits apart;
 * `key` defaults to the caller's address (req.ip: the socket's, or the one a trusted proxy
 * forwarded, see TRUST_PROXY).
 */
export function rateLimiter(
  app: FastifyInstance,
  options: { name: string; max: number; windowMs: number; key?: (req: FastifyRequest) => string },
): RateCheck {
  const keyOf = options.key ?? ((req: FastifyRequest) => req.ip);
  return async (req) => {
    await sweepNowAndThen(app);
    const { tentativas, retryAfter } = await countAttempt(
      app.db,
      `${options.name}:${keyOf(req)}`,
      options.windowMs,
    );
    if (tentativas > options.max) throw tooManyRequests(retryAfter);
  };
}

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
