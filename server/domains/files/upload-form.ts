import type { FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '../../../src/contract/files';
import { AppError, badRequest } from '../../errors';
import { sha256Hex } from '../../lib/fingerprint';
import { newRecordId } from '../../../src/contract/common';
import { checkGuestUpload } from './guest-uploads';

/** The one optional text field: a client-generated id, so a replayed upload never stores twice. */
const ID_FIELD = 'id';

/** Busboy limits for every multipart request (registered in app.ts). */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_MAX_BYTES,
  files: 1,
  fields: 2,
  parts: 3,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 100,
} as const;

/** A received upload, read fully into memory (at most 20 MB) before the handler runs. */
export class UploadForm {
  constructor(
    readonly name: string,
    readonly bytes: Buffer,
    readonly sha256: string,
    readonly id: string | undefined,
  ) {}

  /** What identifies the request for Idempotency-Key: the content's hash, never the bytes. */
  toJSON() {
    return { [UPLOAD_FIELD]: { nome: this.name, sha256: this.sha256 }, [ID_FIELD]: this.id ?? null };
  }
}

const invalid = (message: string, field = UPLOAD_FIELD) => badRequest([{ field, message }]);

/** Busboy's and @fastify/multipart's failures, in the Portuguese of ARCHITECTURE.md §4. */
function translate(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'payload_too_large', UPLOAD_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return invalid(UPLOAD_MESSAGES.oneFile);
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return invalid(UPLOAD_MESSAGES.missing);
    default:
      // Anything else raised while reading the parts is a malformed multipart body.
      return badRequest([{ message: 'Requisição malformada.' }]);
  }
}

/** Cleans the client's file name for storage and Content-Disposition: no path, no control chars. */
function cleanName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  const name = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return name.slice(0, 200) || 'arquivo';
}

/**
 * preValidation of POST /arquivos/upload: reads the multipart body into an UploadForm on `req.body`,
 * so the idempotency layer (preHandler) can fingerprint it before the handler stores anything.
 * Exactly one file, in the field `arquivo`; besides it only the optional `id`. A guest's upload is
 * counted and checked against the guests' limits here (guest-uploads.ts), before anything is stored.
 */
export async function readUploadForm(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) throw invalid(UPLOAD_MESSAGES.notMultipart);
  let file: { name: string; bytes: Buffer } | undefined;
  let id: string | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Read even a misplaced file to its end, so the request body is drained before answering.
        const bytes = await part.toBuffer();
        if (part.fieldname !== UPLOAD_FIELD) throw invalid(UPLOAD_MESSAGES.unexpectedField(part.fieldname));
        if (file) throw invalid(UPLOAD_MESSAGES.oneFile);
        file = { name: cleanName(part.filename), bytes };
      } else if (part.fieldname === ID_FIELD) {
        const parsed = v.safeParse(newRecordId, part.value);
        if (!parsed.success || parsed.output === undefined)
          throw invalid('Identificador inválido.', ID_FIELD);
        id = parsed.output;
      } else if (part.fieldname === UPLOAD_FIELD) {
        throw invalid(UPLOAD_MESSAGES.missing);
      } else {
        throw invalid(UPLOAD_MESSAGES.unexpectedField(part.fieldname));
      }
    }
  } catch (err) {
    throw translate(err);
  }
  if (!file) throw invalid(UPLOAD_MESSAGES.missing);
  if (file.bytes.length === 0) throw invalid(UPLOAD_MESSAGES.empty);
  // A guest is anyone with a device key: its uploads are bounded per address and in total.
  if (req.principal?.guest) await checkGuestUpload(req, file.bytes.length);
  req.body = new UploadForm(file.name, file.bytes, sha256Hex(file.bytes), id);
}

export function uploadFormOf(req: FastifyRequest): UploadForm {
  if (!(req.body instanceof UploadForm)) throw invalid(UPLOAD_MESSAGES.notMultipart);
  return req.body;
}
