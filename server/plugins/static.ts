import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

const API_PREFIXES = ['/v1/', '/connect/', '/pessoas/', '/arquivos/'];

/**
 * Serves the built PWA from one port: hashed assets cached for a year, the service worker and the
 * HTML never cached, and any other non-API path answered with index.html (client-side routes).
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot?: string | undefined }) => {
    const root = opts.webRoot;
    const hasWeb = root !== undefined && fs.existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, { root, serve: false });
    }
    app.get('/*', { config: { access: { public: true } } }, async (req, reply) => {
      const urlPath = decodeURIComponent(req.url.split('?')[0] ?? '/');
      if (!hasWeb || API_PREFIXES.some((p) => urlPath.startsWith(p)))
        throw notFound('Recurso não encontrado.');
      const relative = path
        .normalize(urlPath)
        .replace(/^(\.\.[/\\])+/, '')
        .replace(/^\/+/, '');
      const file = path.join(root, relative);
      if (relative && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const immutable = relative.startsWith('assets/');
        const headers = immutable
          ? 'public, max-age=31536000, immutable'
          : relative === 'sw.js' || relative.endsWith('.html') || relative.endsWith('.webmanifest')
            ? 'no-cache'
            : 'public, max-age=3600';
        return reply.header('Cache-Control', headers).sendFile(relative, { cacheControl: false });
      }
      if (path.extname(relative)) throw notFound('Recurso não encontrado.');
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', { cacheControl: false });
    });
  },
  { name: 'static', dependencies: ['auth'] },
);
