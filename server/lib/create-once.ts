import { PLACEHOLDER_ID } from '../../src/contract/permissions';
import type { Db } from '../db/client';
import { AppError, conflict } from '../errors';
import { writeAudit } from './audit';
import type { AuditTarget } from './audit';
import { isUniqueViolation } from './db-errors';
import type { Created } from './listing';

export const CREATE_ONCE_MESSAGES = {
  idTaken: 'Este identificador já pertence a outro registro, com dados diferentes dos enviados.',
} as const;

/** How a create with an optional client id runs exactly once. */
export interface CreateOnce<T> {
  db: Db;
  /**
   * Who creates what kind of record: the insert and its audit row ('criar') then run in one
   * transaction. Left out only for records that have no history (uploaded files).
   */
  audit?: AuditTarget;
  /** What the 'criar' row holds of the record, when not all of it (e.g. without the derived `acoes`). */
  audited?: (record: T) => object;
  /**
   * The create's validated body. A stored record found under its client id answers the create only
   * if it agrees with this body; otherwise the id belongs to another record and the create is a 409.
   * Left out where `stored` checks that itself (uploads compare the file's hash).
   */
  request?: object;
  /** The record a copy of this create already stored under its client id, if any. */
  stored: () => Promise<T | undefined>;
  /**
   * The duplicate checks and the insert itself, through `tx` (with `audit`, the transaction that also
   * writes the audit row; never use the outer `db` inside it).
   */
  insert: (tx: Db) => Promise<T>;
  /** The refusal when the insert hit a unique constraint and no copy of this create holds it. */
  conflict: () => AppError;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || value === PLACEHOLDER_ID;

/** Text compared the way the schemas may have normalized it (case, accents, punctuation, masks). */
const looseText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored `{ id, nome }` reference stands for its id where the body sends the id alone. */
const asRequested = (requested: unknown, stored: unknown): unknown =>
  !isRecord(requested) && !Array.isArray(requested) && isRecord(stored) && 'id' in stored
    ? stored.id
    : stored;

/**
 * Whether a stored value contradicts a requested one. Only a certain difference counts: a replayed
 * create must never be refused because the record is shaped or normalized differently from the body.
 */
function differs(requested: unknown, stored: unknown): boolean {
  stored = asRequested(requested, stored);
  if (isBlank(requested) || isBlank(stored)) return isBlank(requested) !== isBlank(stored);
  if (typeof requested === 'string' && typeof stored === 'string')
    return looseText(requested) !== looseText(stored);
  if (typeof requested === 'number' || typeof requested === 'boolean')
    return typeof stored === typeof requested && stored !== requested;
  if (Array.isArray(requested)) {
    if (!Array.isArray(stored)) return false;
    if (requested.length !== stored.length) return true;
    // Order-insensitive: each requested item must match some stored item.
    return requested.some((item) => stored.every((candidate: unknown) => differs(item, candidate)));
  }
  if (isRecord(requested) && isRecord(stored)) return contradicts(requested, stored);
  return false;
}

/**
 * Compares the body's fields with the record's fields of the same meaning: the same name, `x_id`
 * against the record's `x` reference, `xs_ids`-style lists against the record's `xs` list. Fields the
 * record does not show (secrets, uploaded file ids) cannot be compared and are skipped.
 */
function contradicts(request: Record<string, unknown>, record: Record<string, unknown>): boolean {
  for (const [field, requested] of Object.entries(request)) {
    if (field === 'id' || requested === undefined) continue;
    let stored: unknown;
    if (field in record) stored = record[field];
    else if (field.endsWith('_ids') && `${field.slice(0, -4)}s` in record)
      stored = record[`${field.slice(0, -4)}s`];
    else if (field.endsWith('_id') && field.slice(0, -3) in record) stored = record[field.slice(0, -3)];
    else continue;
    if (differs(requested, stored)) return true;
  }
  return false;
}

/** The stored record answers the create, unless it shows the id was taken by a different record. */
function replayed<T>(plan: CreateOnce<T>, record: T): Created<T> {
  if (plan.request && isRecord(record) && contradicts(plan.request as Record<string, unknown>, record))
    throw conflict(CREATE_ONCE_MESSAGES.idTaken);
  return { created: false, record };
}

/**
 * Runs a create that the offline queue may send more than once (a lost answer, two tabs, a retry
 * racing the first attempt). A copy that finds the record answers it with `created: false`; a copy
 * whose duplicate check or insert collides with a racing twin (a 409 or a unique violation) looks
 * for the twin's record before refusing, so the race ends with one row and no spurious 409. A create
 * that reuses the id of a record with other data is refused (409), never answered with that record.
 * Only a create that really inserted writes the audit row ('criar'); a replay writes none.
 */
export async function createOnce<T extends { id: string }>(plan: CreateOnce<T>): Promise<Created<T>> {
  const first = await plan.stored();
  if (first) return replayed(plan, first);
  try {
    const { audit } = plan;
    const record = audit
      ? await plan.db.transaction(async (tx) => {
          const inserted = await plan.insert(tx);
          await writeAudit(tx, audit, 'criar', inserted.id, null, plan.audited?.(inserted) ?? inserted);
          return inserted;
        })
      : await plan.insert(plan.db);
    return { created: true, record };
  } catch (err) {
    const unique = isUniqueViolation(err);
    if (!unique && !(err instanceof AppError && err.statusCode === 409)) throw err;
    const raced = await plan.stored();
    if (raced) return replayed(plan, raced);
    throw unique ? plan.conflict() : err;
  }
}
