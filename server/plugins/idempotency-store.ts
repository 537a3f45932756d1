import crypto from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** Answers are kept this long (ARCHITECTURE.md §4): an outbox offline for weeks still gets its replay. */
export const KEY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A claim older than this is taken for one left by a crashed instance and may be taken over. The body
 * (uploads included) is read before the claim, so a live handler only does database and disk work and
 * never gets near it.
 */
export const CLAIM_LEASE_MS = 2 * 60 * 1000;

/** Expired keys are deleted at start and after every this many claims. */
export const SWEEP_EVERY = 100;

const MAX_CLAIM_ATTEMPTS = 5;

export interface ClaimKey {
  subject: string;
  key: string;
}

export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type ClaimOutcome =
  | { kind: 'claimed'; owner: string }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'busy' };

const keyIs = (k: ClaimKey) => and(eq(idempotencyKeys.sujeito, k.subject), eq(idempotencyKeys.chave, k.key));
const ownedBy = (k: ClaimKey, owner: string) => and(keyIs(k), eq(idempotencyKeys.dono, owner));

/**
 * Claims (subject, key) for a request, or says why not. The INSERT ... ON CONFLICT DO NOTHING is the
 * only arbiter: whoever inserts runs the handler; everybody else reads the row and gets the stored
 * answer, a 422 for another request under the same key, or a 409 while the first is still running.
 * The loop covers a row that vanished (released after a 5xx, or expired) between the two statements.
 */
export async function claim(
  db: Db,
  k: ClaimKey,
  request: { fingerprint: string; method: string; url: string; now: Date },
): Promise<ClaimOutcome> {
  const { now } = request;
  for (let attempt = 0; attempt < MAX_CLAIM_ATTEMPTS; attempt++) {
    const owner = crypto.randomUUID();
    const [inserted] = await db
      .insert(idempotencyKeys)
      .values({
        sujeito: k.subject,
        chave: k.key,
        impressao: request.fingerprint,
        metodo: request.method,
        url: request.url,
        situacao: 'em_andamento',
        dono: owner,
        iniciadoEm: now,
        expiraEm: new Date(now.getTime() + KEY_TTL_MS),
      })
      .onConflictDoNothing()
      .returning({ owner: idempotencyKeys.dono });
    if (inserted) return { kind: 'claimed', owner };

    const [row] = await db.select().from(idempotencyKeys).where(keyIs(k));
    if (!row) continue;
    if (row.expiraEm <= now) {
      await db.delete(idempotencyKeys).where(and(keyIs(k), lte(idempotencyKeys.expiraEm, now)));
      continue;
    }
    if (row.impressao !== request.fingerprint) return { kind: 'mismatch' };
    if (row.situacao === 'concluida')
      return {
        kind: 'replay',
        answer: { status: row.status ?? 200, headers: row.cabecalhos ?? {}, body: row.corpo ?? '' },
      };
    if (row.iniciadoEm.getTime() + CLAIM_LEASE_MS > now.getTime()) return { kind: 'busy' };
    // An abandoned claim: take it over, unless another retry was quicker.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ dono: owner, iniciadoEm: now })
      .where(and(ownedBy(k, row.dono), eq(idempotencyKeys.situacao, 'em_andamento')))
      .returning({ owner: idempotencyKeys.dono });
    if (taken) return { kind: 'claimed', owner };
  }
  return { kind: 'busy' };
}

/** Stores the first answer; only the holder of the claim may (a taken-over claim is not its own). */
export async function complete(db: Db, k: ClaimKey, owner: string, answer: StoredAnswer): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({
      situacao: 'concluida',
      status: answer.status,
      cabecalhos: answer.headers,
      corpo: answer.body,
    })
    .where(and(ownedBy(k, owner), eq(idempotencyKeys.situacao, 'em_andamento')));
}

/** Gives the key back (a 5xx, an unexpected failure): the retry runs the request again. */
export async function release(db: Db, k: ClaimKey, owner: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(ownedBy(k, owner), eq(idempotencyKeys.situacao, 'em_andamento')));
}

export async function deleteExpired(db: Db, now: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiraEm, now));
}
