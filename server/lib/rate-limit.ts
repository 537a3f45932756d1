import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { attemptCounters } from '../db/schema';
import { AppError, tooManyRequests } from '../errors';

/*
 * Rate limits whose counters live in the database (table contadores_tentativas, schema
 * rate-limits.ts), so every instance behind a balancer shares them. A platform service: the login,
 * guest-token and password routes of the auth domain, the password change of `me`, and the guests'
 * quotations and uploads (guest-limits.ts) use it.
 */

const COUNT_CAP = 2_000_000_000;
const millis = (ms: number) => sql`(${ms}::double precision * interval '1 millisecond')`;
const secondsUntil = (moment: SQL) =>
  sql<number>`greatest(1, ceil(extract(epoch from (${moment} - now()))))::int`;

/**
 * Counts one attempt (or `amount` units, e.g. kilobytes sent) in the fixed window of `chave`, in one
 * atomic upsert (concurrent attempts on any instance each get their own count), and returns the
 * count and the seconds left in the window. The database clock is the only one used, so instances
 * with skewed clocks agree.
 */
export async function countAttempt(
  db: Db,
  chave: string,
  windowMs: number,
  amount = 1,
): Promise<{ tentativas: number; retryAfter: number }> {
  const c = attemptCounters;
  const windowOver = sql`${c.janelaInicio} <= now() - ${millis(windowMs)}`;
  const [row] = await db
    .insert(c)
    .values({ chave, tentativas: amount, janelaInicio: sql`now()`, atualizadoEm: sql`now()` })
    .onConflictDoUpdate({
      target: c.chave,
      // Every expression here reads the row as it was before this update.
      set: {
        // Capped below the int4 limit: a flood past it must stay a 429, not become a 500.
        tentativas: sql`case when ${windowOver} then ${amount}::int else least(${c.tentativas}::bigint + ${amount}::int, ${COUNT_CAP}::int)::int end`,
        janelaInicio: sql`case when ${windowOver} then now() else ${c.janelaInicio} end`,
        atualizadoEm: sql`now()`,
      },
    })
    .returning({
      tentativas: c.tentativas,
      retryAfter: secondsUntil(sql`${c.janelaInicio} + ${millis(windowMs)}`),
    });
  if (!row) throw new Error(`contador ${chave} não gravado`);
  return row;
}

export interface LockoutRule {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Consecutive failures older than this are forgotten: a typo a week ago costs nothing today. */
const FAILURE_MEMORY = sql`interval '1 day'`;

/**
 * Takes a login attempt on an account, in one atomic upsert: refused while the account waits out
 * its delay (returns the seconds left), otherwise counted as a failure in advance (a success clears
 * it), and once past the free failures it sets the next delay: base, doubled at each failure, up to
 * the maximum. Counting before the password is checked means concurrent guesses cannot all slip
 * through before the first failure is written.
 */
export async function takeAccountAttempt(
  db: Db,
  chave: string,
  rule: LockoutRule,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const c = attemptCounters;
  const delayAfter = (failures: SQL) =>
    sql`case when ${failures} >= ${rule.freeFailures}::int then now() + least(
      ${rule.maxDelayMs}::double precision,
      ${rule.baseDelayMs}::double precision * power(2, least(${failures} - ${rule.freeFailures}::int, 40))
    ) * interval '1 millisecond' end`;
  const failures = sql`(case when ${c.atualizadoEm} < now() - ${FAILURE_MEMORY} then 0 else ${c.falhas} end + 1)`;
  const taken = await db
    .insert(c)
    .values({
      chave,
      tentativas: 1,
      falhas: 1,
      bloqueadoAte: sql`${delayAfter(sql`1`)}`,
      janelaInicio: sql`now()`,
      atualizadoEm: sql`now()`,
    })
    .onConflictDoUpdate({
      target: c.chave,
      set: {
        tentativas: sql`${c.tentativas} + 1`,
        falhas: failures,
        bloqueadoAte: delayAfter(failures),
        atualizadoEm: sql`now()`,
      },
      setWhere: sql`${c.bloqueadoAte} is null or ${c.bloqueadoAte} <= now()`,
    })
    .returning({ chave: c.chave });
  if (taken.length) return { allowed: true };
  const [row] = await db
    .select({ retryAfter: secondsUntil(sql`${c.bloqueadoAte}`) })
    .from(c)
    .where(eq(c.chave, chave));
  return { allowed: false, retryAfter: row?.retryAfter ?? 1 };
}

/** A successful login (or a password reset) clears the account's failures and delay. */
export async function clearAttempts(db: Db, chave: string): Promise<void> {
  await db.delete(attemptCounters).where(eq(attemptCounters.chave, chave));
}

/**
 * Housekeeping: window counters idle for an hour are over (windows are at most an hour long); failure
 * counters are kept a day (their delay is at most minutes, FAILURE_MEMORY forgets them anyway).
 */
export async function deleteStaleCounters(db: Db): Promise<number> {
  const c = attemptCounters;
  const rows = await db
    .delete(c)
    .where(
      or(
        and(eq(c.falhas, 0), lt(c.atualizadoEm, sql`now() - interval '1 hour'`)),
        lt(c.atualizadoEm, sql`now() - ${FAILURE_MEMORY}`),
      ),
    )
    .returning({ chave: c.chave });
  return rows.length;
}

/** Checks (and counts) one request; `amount` is what it costs, 1 unless the limit counts e.g. kilobytes. */
export type RateCheck = (req: FastifyRequest, amount?: number) => Promise<void>;

/** A wait in words: seconds up to two minutes, then minutes ("Tente novamente em 12 minutos"). */
export function waitInWords(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return `${s} ${s === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} minutos`;
}

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
 * forwarded, see TRUST_PROXY). `message` words the 429 (given the wait, e.g. "12 minutos"); a
 * refused request still counts, so a client that keeps trying does not get through sooner.
 */
export function rateLimiter(
  app: FastifyInstance,
  options: {
    name: string;
    max: number;
    windowMs: number;
    key?: (req: FastifyRequest) => string;
    message?: (wait: string) => string;
  },
): RateCheck {
  const keyOf = options.key ?? ((req: FastifyRequest) => req.ip);
  return async (req, amount = 1) => {
    await sweepNowAndThen(app);
    const { tentativas, retryAfter } = await countAttempt(
      app.db,
      `${options.name}:${keyOf(req)}`,
      options.windowMs,
      amount,
    );
    if (tentativas <= options.max) return;
    const refusal = tooManyRequests(retryAfter);
    if (!options.message) throw refusal;
    throw new AppError(
      429,
      refusal.error,
      options.message(waitInWords(retryAfter)),
      undefined,
      refusal.headers,
    );
  };
}
