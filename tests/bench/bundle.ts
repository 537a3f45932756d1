import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One chunk of dist/.vite/manifest.json (the fields the bench reads). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/** What a browser may fetch to show /login, React, router and query included (issue 2). */
export const LOGIN_BUDGET_KIB = 120;

export interface BundleFigures {
  /** Files a browser fetches to show /login: the entry, its static imports, the login route chunk(s). */
  loginFiles: string[];
  loginGzipBytes: number;
  largestRouteChunk: { name: string; file: string; gzipBytes: number } | undefined;
}

/** Gzip at the default level, as a server or CDN would send it. */
export function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

/** The entry script, modulepreloads and stylesheets index.html references. */
function htmlAssets(html: string): string[] {
  const found = new Set<string>();
  const tag = /<(script|link)\b[^>]*>/g;
  for (const [element, name] of html.matchAll(tag)) {
    const rel = /\brel="([^"]+)"/.exec(element)?.[1];
    const url = /\b(?:src|href)="([^"]+)"/.exec(element)?.[1];
    if (!url?.startsWith('/assets/')) continue;
    if (name === 'script' || rel === 'modulepreload' || rel === 'stylesheet') found.add(url.slice(1));
  }
  return [...found];
}

/** A chunk plus everything it imports statically (and their CSS). */
function staticClosure(manifest: ViteManifest, keys: string[], into: Set<string>): void {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
}

/** Route chunks are the modules the router plugin splits off (`src/routes/x.tsx?tsr-split=...`). */
function isRouteChunk(key: string): boolean {
  return key.startsWith('src/routes/');
}

export function measureBundle(dist: string): BundleFigures {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as ViteManifest;
  const files = new Set(htmlAssets(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')));

  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  let loginKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/login.tsx'));
  if (loginKeys.length === 0)
    loginKeys = Object.keys(manifest).filter((key) =>
      /^assets\/login-[^/]+\.js$/.test(manifest[key]?.file ?? ''),
    );
  staticClosure(manifest, [...entries, ...loginKeys], files);

  const loginFiles = [...files].sort();
  const loginGzipBytes = loginFiles.reduce((sum, file) => sum + gzipSize(path.join(dist, file)), 0);

  let largestRouteChunk: BundleFigures['largestRouteChunk'];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!isRouteChunk(key)) continue;
    const gzipBytes = gzipSize(path.join(dist, chunk.file));
    if (!largestRouteChunk || gzipBytes > largestRouteChunk.gzipBytes)
      largestRouteChunk = { name: key.replace(/\?.*$/, ''), file: chunk.file, gzipBytes };
  }
  return { loginFiles, loginGzipBytes, largestRouteChunk };
}
