import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { authPlugin } from '../../server/plugins/auth';
import { COMPRESSION_THRESHOLD_BYTES, compressionPlugin } from '../../server/plugins/compression';
import { dbPlugin } from '../../server/plugins/db';
import { idempotencyPlugin } from '../../server/plugins/idempotency';
import { pageFor, staticPlugin } from '../../server/plugins/static';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';

/** A built PWA in miniature: the two prerendered pages and a script, each with its compressed twins. */
const FILES: Record<string, string> = {
  'index.html': `<!doctype html><title>shell</title>${'<p>moldura do portal</p>'.repeat(80)}`,
  'login.html': `<!doctype html><title>login</title>${'<p>formulário de login</p>'.repeat(80)}`,
  'assets/app.js': `export const app = ${JSON.stringify('x'.repeat(4000))};`,
};

function writeWebRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  for (const [name, text] of Object.entries(FILES)) {
    fs.writeFileSync(path.join(root, name), text);
    fs.writeFileSync(path.join(root, `${name}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(root, `${name}.gz`), zlib.gzipSync(text));
  }
  // A file built below the compression threshold has no twins: it goes as it is.
  fs.writeFileSync(path.join(root, 'assets', 'tiny.js'), 'export {};');
  return root;
}

function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString();
  return res.payload;
}

const BIG_ANSWER = { itens: Array.from({ length: 100 }, (_, i) => ({ id: i, nome: `registro ${i}` })) };

describe('compression', () => {
  let server: TestServer;
  let app: FastifyInstance;
  let webRoot: string;
  let bigWrites = 0;

  beforeAll(async () => {
    server = await startTestServer();
    webRoot = writeWebRoot();
    // The plugins in server/app.ts's order, plus two routes of this test's own.
    app = Fastify();
    await app.register(compressionPlugin);
    await app.register(dbPlugin, { database: server.database, config: server.config });
    await app.register(authPlugin);
    await app.register(idempotencyPlugin);
    app.get('/v1/teste/pequeno', { config: { access: { user: true } } }, async () => ({ ok: true }));
    app.post('/v1/teste/grande', { config: { access: { user: true } } }, async () => {
      bigWrites += 1;
      return { ...BIG_ANSWER, gravacoes: bigWrites };
    });
    await app.register(staticPlugin, { webRoot });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await server.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('opens /login with its prerendered page and every other client route with the shell', () => {
    expect(pageFor('/login', true)).toBe('login.html');
    expect(pageFor('/login/', true)).toBe('login.html');
    expect(pageFor('/tribunais', true)).toBe('index.html');
    expect(pageFor('/login/outra', true)).toBe('index.html');
    // A build without the login page still opens the app.
    expect(pageFor('/login', false)).toBe('index.html');
    // The guest farm form with or without its group and office: its own frame.
    for (const guest of ['/nova-cotacao/agro', '/nova-cotacao/agro/', '/nova-cotacao/agro/g1/o1'])
      expect(pageFor(guest, true, true)).toBe('cotacao-agro.html');
    expect(pageFor('/nova-cotacao/agro/g1/o1/mais', true, true)).toBe('index.html');
    expect(pageFor('/nova-cotacao', true, true)).toBe('index.html');
    expect(pageFor('/nova-cotacao/agro', true, false)).toBe('index.html');
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ])('sends the files compressed as asked (Accept-Encoding %s → %s)', async (asked, expected) => {
    for (const [url, file] of [
      ['/login', 'login.html'],
      ['/tribunais', 'index.html'],
      ['/', 'index.html'],
      ['/assets/app.js', 'assets/app.js'],
    ] as const) {
      const res = await get(url, asked);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(expected);
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(res.headers['content-type'], url).toMatch(file.endsWith('.html') ? /text\/html/ : /javascript/);
      expect(decoded(res), url).toBe(FILES[file]);
    }
  });

  it('keeps the cache rules: pages revalidated, hashed assets immutable, whatever the encoding', async () => {
    expect((await get('/login', 'br')).headers['cache-control']).toBe('no-cache');
    expect((await get('/assets/app.js', 'br')).headers['cache-control']).toContain('immutable');
  });

  it('sends a file without compressed twins as it is, never compressing it on the fly', async () => {
    const res = await get('/assets/tiny.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe('export {};');
  });

  it(`compresses JSON answers over ${COMPRESSION_THRESHOLD_BYTES} bytes, not the small ones`, async () => {
    const token = await server.adminToken();
    const small = await app.inject({
      url: '/v1/teste/pequeno',
      headers: { ...bearer(token), 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });

    const key = crypto.randomUUID();
    const write = (encoding: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/teste/grande',
        headers: { ...bearer(token), 'accept-encoding': encoding, 'idempotency-key': key },
        payload: {},
      });
    const first = await write('br');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload.length).toBeLessThan(JSON.stringify(BIG_ANSWER).length);
    expect(JSON.parse(decoded(first))).toEqual({ ...BIG_ANSWER, gravacoes: 1 });

    // The replay is the stored plain answer, compressed again for whoever asks, or sent as it is.
    for (const encoding of ['gzip', 'identity']) {
      const replay = await write(encoding);
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(JSON.parse(decoded(replay))).toEqual({ ...BIG_ANSWER, gravacoes: 1 });
    }
    expect(bigWrites).toBe(1);
  });
});
