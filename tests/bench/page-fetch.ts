import zlib from 'node:zlib';
import type { Browser, Response } from '@playwright/test';

/** How long the network must stay idle after the load event before the count ends. */
export const QUIET_MS = 1000;

export interface FetchedFile {
  /** The path the browser asked for (/assets/x.js). */
  path: string;
  kind: 'js' | 'css';
  /** The body gzipped here at the default level: stable whatever the server sent (br, gzip, none). */
  gzipBytes: number;
}

export interface PageFetch {
  files: FetchedFile[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  gzipBytes: number;
}

function kindOf(response: Response): FetchedFile['kind'] | undefined {
  const { pathname } = new URL(response.url());
  const type = response.headers()['content-type'] ?? '';
  if (pathname.endsWith('.css') || type.startsWith('text/css')) return 'css';
  if (/\.m?js$/.test(pathname) || /javascript/.test(type)) return 'js';
  return undefined;
}

/**
 * Every script and stylesheet a cold Chromium fetches to show `pagePath`, from the navigation until
 * the network has been idle for QUIET_MS after the load event: the entry, what it imports, and what
 * the first render loads by import(). The service worker is blocked: its precache is fetched later,
 * for the next visit, and is not what the page needs to show itself.
 */
export async function measurePageFetch(
  browser: Browser,
  baseURL: string,
  pagePath: string,
): Promise<PageFetch> {
  const context = await browser.newContext({
    baseURL,
    serviceWorkers: 'block',
    viewport: { width: 768, height: 1024 },
    locale: 'pt-BR',
  });
  try {
    const page = await context.newPage();
    const pending = new Set<object>();
    const bodies: Promise<FetchedFile | undefined>[] = [];
    let lastActivity = Date.now();
    page.on('request', (request) => {
      pending.add(request);
      lastActivity = Date.now();
    });
    const settle = (request: object) => {
      pending.delete(request);
      lastActivity = Date.now();
    };
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    page.on('response', (response) => {
      const kind = kindOf(response);
      if (!kind || response.status() !== 200) return;
      bodies.push(
        response.body().then(
          (body) => ({ path: new URL(response.url()).pathname, kind, gzipBytes: zlib.gzipSync(body).length }),
          () => undefined,
        ),
      );
    });
    await page.goto(pagePath, { waitUntil: 'load' });
    lastActivity = Math.max(lastActivity, Date.now());
    while (pending.size > 0 || Date.now() - lastActivity < QUIET_MS)
      await new Promise((resolve) => setTimeout(resolve, 100));

    const byPath = new Map<string, FetchedFile>();
    for (const file of await Promise.all(bodies)) if (file) byPath.set(file.path, file);
    const files = [...byPath.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (kind: FetchedFile['kind']) =>
      files.filter((f) => f.kind === kind).reduce((total, f) => total + f.gzipBytes, 0);
    const jsGzipBytes = sum('js');
    const cssGzipBytes = sum('css');
    return { files, jsGzipBytes, cssGzipBytes, gzipBytes: jsGzipBytes + cssGzipBytes };
  } finally {
    await context.close();
  }
}
