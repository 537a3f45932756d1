import { AppError } from '../errors';
import { isUniqueViolation } from './db-errors';
import type { Created } from './listing';

/** How a create with an optional client id runs exactly once. */
export interface CreateOnce<T> {
  /** The record a copy of this create already stored under its client id, if any. */
  stored: () => Promise<T | undefined>;
  /** The duplicate checks and the insert itself. */
  insert: () => Promise<T>;
  /** The refusal when the insert hit a unique constraint and no copy of this create holds it. */
  conflict: () => AppError;
}

/**
 * Runs a create that the offline queue may send more than once (a lost answer, two tabs, a retry
 * racing the first attempt). A copy that finds the record answers it with `created: false`; a copy
 * whose duplicate check or insert collides with a racing twin (a 409 or a unique violation) looks
 * for the twin's record before refusing, so the race ends with one row and no spurious 409.
 */
export async function createOnce<T>(plan: CreateOnce<T>): Promise<Created<T>> {
  const first = await plan.stored();
  if (first) return { created: false, record: first };
  try {
    return { created: true, record: await plan.insert() };
  } catch (err) {
    const unique = isUniqueViolation(err);
    if (!unique && !(err instanceof AppError && err.statusCode === 409)) throw err;
    const raced = await plan.stored();
    if (raced) return { created: false, record: raced };
    throw unique ? plan.conflict() : err;
  }
}
