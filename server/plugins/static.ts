import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';

const API_PREFIXES = ['/v1/', '/connect/', '/pessoas/', '/arquivos/'];

/**
 * The prerendered pages (scripts/prerender-plugin.ts): the login screen, the guest farm form's frame
 * and index.html, the staff shell's first paint. sw/sw.ts maps the same paths.
 */
const LOGIN_PAGE = 'login.html';
const GUEST_PAGE = 'cotacao-agro.html';
const SHELL_PAGE = 'index.html';

/** /nova-cotacao/agro with its optional group and office (src/routes/nova-cotacao.agro...). */
const GUEST_PATH = /^\/nova-cotacao\/agro(\/[^/]+){0,2}\/?$/;

/** The HTML a client route opens with: its own prerendered page when there is one, else the shell. */
export function pageFor(urlPath: string, hasLoginPage: boolean, hasGuestPage = false): string {
  if (hasLoginPage && /^\/login\/?$/.test(urlPath)) return LOGIN_PAGE;
  if (hasGuestPage && GUEST_PATH.test(urlPath)) return GUEST_PAGE;
  return SHELL_PAGE;
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
    const hasGuestPage = hasWeb && fs.existsSync(path.join(root, GUEST_PAGE));
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
          .sendFile(pageFor(urlPath, hasLoginPage, hasGuestPage), { cacheControl: false });
      },
    );
  },
  { name: 'static', dependencies: ['auth'] },
);
