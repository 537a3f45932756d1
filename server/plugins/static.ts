import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

const API_PREFIXES = ['/v1/', '/connect/', '/pessoas/', '/arquivos/'];

/** The prerendered login screen (scripts/prerender-plugin.ts); index.html is the shell's first paint. */
const LOGIN_PAGE = 'login.html';
const SHELL_PAGE = 'index.html';

/** The HTML a client route opens with: its own prerendered page when there is one, else the shell. */
export function pageFor(urlPath: string, hasLoginPage: boolean): string {
  return hasLoginPage && /^\/login\/?$/.test(urlPath) ? LOGIN_PAGE : SHELL_PAGE;
}

function cacheControlOf(relative: string): string {
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  if (relative === 'sw.js' || relative.endsWith('.html') || relative.endsWith('.webmanifest'))
    return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built PWA from one port: hashed assets cached for a year, the service worker and the
 * HTML never cached, and any other non-API path answered with its prerendered HTML (client-side routes).
 * Text files go as the brotli or gzip copy written at build time when the client accepts one
 * (`Vary: Accept-Encoding`), so nothing is compressed per request here.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot?: string | undefined }) => {
    const root = opts.webRoot;
    const hasWeb = root !== undefined && fs.existsSync(path.join(root, SHELL_PAGE));
    const hasLoginPage = hasWeb && fs.existsSync(path.join(root, LOGIN_PAGE));
    if (hasWeb) {
      await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
    }
    app.get(
      '/*',
      // Precompressed or not worth it (images): never compressed again on the fly.
      { config: { access: { public: true } }, compress: false },
      async (req, reply) => {
        const urlPath = decodeURIComponent(req.url.split('?')[0] ?? '/');
        if (!hasWeb || API_PREFIXES.some((p) => urlPath.startsWith(p)))
          throw notFound('Recurso não encontrado.');
        const relative = path
          .normalize(urlPath)
          .replace(/^(\.\.[/\\])+/, '')
          .replace(/^\/+/, '');
        const file = path.join(root, relative);
        if (relative && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) {
          return reply
            .header('Cache-Control', cacheControlOf(relative))
            .sendFile(relative, { cacheControl: false });
        }
        if (path.extname(relative)) throw notFound('Recurso não encontrado.');
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html')
          .sendFile(pageFor(urlPath, hasLoginPage), { cacheControl: false });
      },
    );
  },
  { name: 'static', dependencies: ['auth'] },
);
