import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** JSON only (application/json, application/problem+json...): files and the PWA are handled apart. */
const COMPRESSIBLE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

/**
 * Compresses the API's JSON answers (gzip, or brotli for a client that takes only brotli). Registered before the
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
      // gzip first: on answers of a few KiB it costs half of brotli's CPU (brotli at quality 4) for
      // about 10% more bytes; the PWA's files keep their build-time brotli copies.
      encodings: ['gzip', 'br'],
      // Request bodies are read as sent, as before: no inflating of uploads or forms.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
