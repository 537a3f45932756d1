import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES } from '../../../src/contract/files';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { guestLimiters } from '../../lib/guest-limits';
import { bytesStoredByGuests } from './repository';

/** Share of GUEST_STORAGE_MAX_MB from which every instance warns in its log. */
export const GUEST_STORAGE_WARN_SHARE = 0.8;
/** The warning is repeated at most this often per instance, not on every upload. */
const WARN_EVERY_MS = 10 * 60_000;
/** When the space may be back: the orphan cleanup runs hourly; an operator may also raise the cap. */
const FULL_RETRY_AFTER_S = 3600;

const lastWarning = new WeakMap<Db, number>();

/**
 * Before a guest's upload is stored: the per-address and total upload limits (429), then the space
 * all guests' files may take (507 once full, with a warning in the log from 80%). The space is summed
 * from the files table, so files removed by the orphan cleanup free it; parallel uploads may pass the
 * cap by a few files at most, which the upload limits bound.
 */
export async function checkGuestUpload(req: FastifyRequest, bytes: number): Promise<void> {
  const app = req.server;
  await guestLimiters(app).upload(req, bytes);
  const max = app.config.guestLimits.storageMaxBytes;
  const stored = await bytesStoredByGuests(app.db);
  const after = stored + bytes;
  if (after > max) {
    req.log.error(
      { guardadoBytes: stored, limiteBytes: max },
      'espaço de arquivos de convidados esgotado (GUEST_STORAGE_MAX_MB): envio recusado',
    );
    throw new AppError(507, 'guest_storage_full', UPLOAD_MESSAGES.guestStorageFull, undefined, {
      'retry-after': String(FULL_RETRY_AFTER_S),
    });
  }
  if (after >= max * GUEST_STORAGE_WARN_SHARE) {
    const now = Date.now();
    if (now - (lastWarning.get(app.db) ?? 0) >= WARN_EVERY_MS) {
      lastWarning.set(app.db, now);
      req.log.warn(
        { guardadoBytes: after, limiteBytes: max, uso: Math.round((after / max) * 100) },
        'arquivos de convidados passam de 80% de GUEST_STORAGE_MAX_MB',
      );
    }
  }
}
