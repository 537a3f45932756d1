import type { Db } from '../db/client';
import type { AppError } from '../errors';
import { notFound } from '../errors';
import { writeAudit } from './audit';
import type { AuditTarget } from './audit';
import { isUniqueViolation } from './db-errors';
import { assertIfMatch } from './etag';

/** How an update of an editable record runs: the sibling of `createOnce` for updates. */
export interface UpdateRecord<T> {
  db: Db;
  /** Who changes what kind of record; the audit row ('alterar') holds the changed fields only. */
  audit: AuditTarget;
  /** The If-Match header of the request: a stale tag is a 412 and nothing changes. */
  ifMatch: string | undefined;
  /**
   * The record as it goes on the wire, its row locked (SELECT ... FOR UPDATE) so no other write can
   * slip in between the If-Match check and the update. Undefined (or a thrown 404) when it does not
   * exist where the route says.
   */
  load: (tx: Db) => Promise<T | undefined>;
  /** The checks of the new data (duplicates, references, rules) and the write; answers the record after. */
  apply: (tx: Db, current: T) => Promise<T>;
  /** The refusal when the write hit a unique constraint (a racing write passed the duplicate check). */
  conflict?: () => AppError;
}

/**
 * The one way to update a record: in one transaction, lock and read it, check If-Match, write, and
 * write its audit row when some field changed. A refused update (404, 409, 412, 400) rolls back
 * whole, so it leaves no audit row either.
 */
export async function updateRecord<T extends { id: string }>(plan: UpdateRecord<T>): Promise<T> {
  try {
    return await plan.db.transaction(async (tx) => {
      const current = await plan.load(tx);
      if (!current) throw notFound();
      assertIfMatch(plan.ifMatch, current);
      const after = await plan.apply(tx, current);
      await writeAudit(tx, plan.audit, 'alterar', current.id, current, after);
      return after;
    });
  } catch (err) {
    if (plan.conflict && isUniqueViolation(err)) throw plan.conflict();
    throw err;
  }
}
