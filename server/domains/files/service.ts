import { createOnce } from '../../lib/create-once';
import crypto from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  UPLOAD_MESSAGES,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_TYPES,
  fileUrl,
} from '../../../src/contract/files';
import type { UploadType, UploadedFile } from '../../../src/contract/files';
import type { Db } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import { imageSize } from '../../lib/image-size';
import { isImageType } from '../../lib/image-types';
import * as repo from './repository';
import type { FileRow } from './repository';
import type { FileStorage } from './storage';
import type { UploadForm } from './upload-form';
import type { Created } from '../../lib/listing';

const isUploadType = (mime: string): mime is UploadType => (UPLOAD_TYPES as readonly string[]).includes(mime);

export function toUploadedFile(row: FileRow): UploadedFile {
  return {
    id: row.id,
    url: fileUrl(row.id),
    nome: row.nomeOriginal,
    tipo: row.tipo,
    tamanho: row.tamanho,
  };
}

/** The type from the first bytes (magic numbers): a renamed text file is not a PNG. */
async function detectType(bytes: Buffer): Promise<UploadType> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isUploadType(detected.mime))
    throw new AppError(415, 'unsupported_media_type', UPLOAD_MESSAGES.wrongType);
  if (isImageType(detected.mime)) checkImageSize(bytes, detected.mime);
  return detected.mime;
}

/**
 * Images are served inline (the staff page shows the guests' photos): one declaring more pixels than
 * the limit, or whose size cannot be read, is refused before it is stored (422: sending it again
 * cannot succeed).
 */
function checkImageSize(bytes: Buffer, type: UploadType): void {
  const size = imageSize(bytes, type);
  if (!size) throw new AppError(422, 'image_unreadable', UPLOAD_MESSAGES.imageUnreadable);
  const { width, height } = size;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    throw new AppError(422, 'image_too_large', UPLOAD_MESSAGES.imageTooLarge(width, height));
}

/**
 * 413, not 409 or 507: the request carries more than the server accepts from this user (the quota is
 * a size limit, like the 20 MB per file), and the offline queue must hold it for the user rather than
 * retry it as a server fault.
 */
const quotaExceeded = () => new AppError(413, 'upload_quota_exceeded', UPLOAD_MESSAGES.quotaExceeded);

/**
 * Stores an upload, within the user's quota (UPLOAD_QUOTA_BYTES). With a client-generated id, sending the same file again (a retry whose answer
 * was lost, without Idempotency-Key) returns the stored one; the id of another file is a 409.
 */
export async function createFile(
  db: Db,
  storage: FileStorage,
  form: UploadForm,
  subject: string,
): Promise<Created<UploadedFile>> {
  // Files have no history: without `audit`, the insert runs on `db` and manages its own transaction.
  return createOnce({
    db,
    stored: async () => {
      const row = form.id ? await repo.findFile(db, form.id) : undefined;
      if (!row) return undefined;
      if (row.criadoPor !== subject || row.sha256 !== form.sha256) throw conflict(UPLOAD_MESSAGES.idTaken);
      return toUploadedFile(row);
    },
    insert: async () => {
      const tipo = await detectType(form.bytes);
      const id = form.id ?? crypto.randomUUID();
      const staged = await storage.stage(form.bytes);
      let row: FileRow;
      try {
        row = await db.transaction(async (tx) => {
          await repo.lockUploader(tx, subject);
          if ((await repo.bytesStoredBy(tx, subject)) + form.bytes.length > UPLOAD_QUOTA_BYTES)
            throw quotaExceeded();
          return repo.insertFile(tx, {
            id,
            nomeOriginal: form.name,
            tipo,
            tamanho: form.bytes.length,
            sha256: form.sha256,
            criadoPor: subject,
          });
        });
      } catch (err) {
        await storage.discard(staged);
        throw err;
      }
      try {
        await storage.commit(staged, id);
      } catch (err) {
        await repo.deleteFile(db, id);
        await storage.discard(staged);
        throw err;
      }
      return toUploadedFile(row);
    },
    conflict: () => conflict(UPLOAD_MESSAGES.idTaken),
  });
}

export interface ServedFile {
  path: string;
  row: FileRow;
}

export async function findServedFile(db: Db, storage: FileStorage, id: string): Promise<ServedFile> {
  const row = await repo.findFile(db, id);
  const path = row ? await storage.locate(row.id) : undefined;
  if (!row || !path) throw notFound();
  return { path, row };
}

/** What other domains may know of an uploaded file they refer to (a photo, a logo, an icon). */
export interface FileInfo {
  id: string;
  /** The type detected from the bytes at upload (server/lib/image-types.ts tells the images). */
  tipo: UploadType;
  /** The uploader's subject: a user id, or `guest:<uuid>`. */
  criadoPor: string;
}

/** The stored file behind a reference, or undefined when there is none. */
export async function fileInfo(db: Db, id: string): Promise<FileInfo | undefined> {
  const row = await repo.findFile(db, id);
  return row && { id: row.id, tipo: row.tipo, criadoPor: row.criadoPor };
}

/*
 * For the domains that take their own uploads (the agro quotation's photos and signed card):
 * the same multipart reader, storage and createFile as POST /arquivos/upload, through this public face.
 */
export { UploadForm, readUploadForm, uploadFormOf } from './upload-form';
export { fileStorage } from './storage';
export type { FileStorage } from './storage';
