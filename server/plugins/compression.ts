import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON only (application/json, application/problem+json...): files and the PWA are handled apart. */
const COMPRESSIBLE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * Compresses the API's JSON answers (brotli or gzip, as the client accepts). Registered before the
 * routes: its hooks are per route and run after the global ones, so the idempotency store keeps and
 * replays the plain body and each replay is compressed again. Downloads (/arquivos) keep their exact
 * bytes and length, and the PWA's files are compressed at build time (server/plugins/static.ts). The
 * ETag names the record's version, not the bytes, so If-Match is the same whatever the encoding.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      threshold: COMPRESSION_THRESHOLD_BYTES,
      customTypes: COMPRESSIBLE,
      encodings: ['br', 'gzip'],
      // Request bodies are read as sent, as before: no inflating of uploads or forms.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
