import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminHeaders } from './fixtures';

/** The files a phone downloads to open /login: the page, its stylesheet and the app's entry script. */
async function loginPageFiles(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/login', { headers: { 'accept-encoding': 'identity' } })).text();
  const css = /<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1];
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
  expect(css, 'a folha de estilos de /login').toBeTruthy();
  expect(entry, 'o script de entrada de /login').toBeTruthy();
  return ['/login', '/', '/tribunais', css ?? '', entry ?? ''];
}

test('the PWA files go out precompressed as the browser asks: brotli, gzip or as they are', async ({
  request,
}) => {
  for (const url of await loginPageFiles(request)) {
    const plain = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status(), url).toBe(200);
    expect(plain.headers()['content-encoding'], url).toBeUndefined();
    expect(plain.headers().vary, url).toMatch(/accept-encoding/i);
    const body = await plain.body();

    for (const [asked, expected] of [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br', 'br'],
    ] as const) {
      const compressed = await request.get(url, { headers: { 'accept-encoding': asked } });
      expect(compressed.headers()['content-encoding'], `${url} (${asked})`).toBe(expected);
      expect(compressed.headers().vary, url).toMatch(/accept-encoding/i);
      expect(Number(compressed.headers()['content-length']), url).toBeLessThan(body.length);
      // The client decodes it back to the very same file.
      expect((await compressed.body()).equals(body), `${url} (${asked})`).toBe(true);
    }
  }
});

test('API JSON over 1 KiB is compressed, tiny answers are not', async ({ request }) => {
  const { authorization } = await adminHeaders(request);

  const plain = await request.get('/v1/modulos/', {
    headers: { authorization, 'accept-encoding': 'identity' },
  });
  const size = (await plain.body()).length;
  expect(size).toBeGreaterThan(1024);
  expect(plain.headers()['content-encoding']).toBeUndefined();

  for (const encoding of ['br', 'gzip']) {
    const compressed = await request.get('/v1/modulos/', {
      headers: { authorization, 'accept-encoding': encoding },
    });
    expect(compressed.status()).toBe(200);
    expect(compressed.headers()['content-encoding']).toBe(encoding);
    expect(compressed.headers().vary).toMatch(/accept-encoding/i);
    expect(await compressed.json()).toEqual(await plain.json());
  }

  const health = await request.get('/healthz', { headers: { 'accept-encoding': 'br' } });
  expect(health.headers()['content-encoding']).toBeUndefined();
});
