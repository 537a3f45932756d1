import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../src/contract/common';
import { parse } from '../../errors';
import { principalOf } from '../../plugins/auth';
import { scheduleOrphanFileCleanup } from './cleanup';
import { findServedFile, createFile, isImageType } from './service';
import { fileStorage } from './storage';
import { readUploadForm, uploadFormOf } from './upload-form';

/** Files never change under their id, so the browser may keep them for a year. */
const FILE_CACHE = 'private, max-age=31536000, immutable';

/** RFC 6266: an ASCII fallback plus the UTF-8 name for browsers that read `filename*`. */
function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * POST /arquivos/upload and GET /arquivos/{id} (ARCHITECTURE.md §4). Reading a file needs no token:
 * an <img src> cannot send one, and the id is a random UUID known only to whoever got it from an
 * answer of the API (the capability-URL pattern).
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const storage = fileStorage(app.config.dataDir);
  scheduleOrphanFileCleanup(app, storage);

  app.post(
    '/arquivos/upload',
    { config: { access: { user: true } }, preValidation: readUploadForm },
    async (req, reply) => {
      const { created, record } = await createFile(app.db, storage, uploadFormOf(req), principalOf(req).sub);
      return reply
        .status(created ? 201 : 200)
        .header('location', record.url)
        .send(record);
    },
  );

  app.get('/arquivos/:id', { config: { access: { public: true } } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const { path, row } = await findServedFile(app.db, storage, id);
    const inline = isImageType(row.tipo);
    return reply
      .type(row.tipo)
      .headers({
        'content-length': String(row.tamanho),
        'cache-control': FILE_CACHE,
        'x-content-type-options': 'nosniff',
        'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', row.nomeOriginal),
        // Nothing inside a served file may run or load anything, whatever it turns out to be.
        'content-security-policy': "default-src 'none'; sandbox",
      })
      .send(fs.createReadStream(path));
  });
}
