import crypto from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { AppError } from '../errors';

/**
 * ETags of editable records (ARCHITECTURE.md §4). The tag is a hash of the record as sent on the wire,
 * so it changes whenever any field the client sees does; records also carry `atualizado_em` where the
 * table has one, so every saved edit gives a new tag.
 */
export function etagOf(record: object): string {
  return `"${crypto.createHash('sha1').update(JSON.stringify(record)).digest('base64url')}"`;
}

export const STALE_RECORD =
  'O registro foi alterado por outra pessoa ou em outro dispositivo. Recarregue e tente novamente.';

/**
 * Refuses a write based on a stale read: 412, and nothing changes. Call it inside the transaction that
 * writes, after reading `current` with FOR UPDATE, so no other write can slip in between the check
 * and the update. Without If-Match the write goes through: older clients and scripts send none.
 */
export function assertIfMatch(ifMatch: string | undefined, current: object): void {
  if (ifMatch === undefined || ifMatch.trim() === '*') return;
  const etag = etagOf(current);
  const accepted = ifMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (!accepted.includes(etag)) throw new AppError(412, 'precondition_failed', STALE_RECORD);
}

/** Answers a single editable record with its ETag, so the next edit can send If-Match. */
export function sendRecord(reply: FastifyReply, record: object, status = 200): FastifyReply {
  return reply.status(status).header('etag', etagOf(record)).send(record);
}

/** Answers an idempotent create: 201 when this call made the record, 200 when a replay found it. */
export function sendSaved(reply: FastifyReply, saved: { created: boolean; record: object }): FastifyReply {
  return sendRecord(reply, saved.record, saved.created ? 201 : 200);
}
