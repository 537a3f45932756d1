import crypto from 'node:crypto';
import { AppError } from '../../errors';

/** A strong ETag of a record as sent on the wire: it changes whenever any field the client sees does. */
export function etagOf(record: object): string {
  return `"${crypto.createHash('sha1').update(JSON.stringify(record)).digest('base64url')}"`;
}

/**
 * Refuses a write based on a stale read (ARCHITECTURE.md §4: 412, nothing changed). Without
 * If-Match the write goes through, as old clients and scripts send none.
 */
export function assertIfMatch(ifMatch: string | undefined, current: object): void {
  if (ifMatch === undefined || ifMatch.trim() === '*') return;
  const etag = etagOf(current);
  const accepted = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!accepted.includes(etag))
    throw new AppError(
      412,
      'precondition_failed',
      'O registro foi alterado por outra pessoa. Recarregue e tente novamente.',
    );
}
