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
  dynamicImports?: string[];
  css?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

/**
 * What Chromium fetches to show /login, JS and CSS gzipped, until the network is quiet
 * (tests/bench/page-fetch.ts). 15 KiB under the 120 KiB the page had at first: the room a
 * new screen or domain must not take, since /login carries neither the router nor the routes.
 */
export const LOGIN_BUDGET_KIB = 105;

/** What a browser fetches to show the guest farm form, on a tablet with a slow signal. */
export const GUEST_BUDGET_KIB = 150;

/** The guest form's path (any group and office: the same route and chunks). */
export const GUEST_PATH = '/nova-cotacao/agro';

/**
 * The modules loaded by import() while the guest form opens, before it takes input (its mark
 * GUEST_FORM_READY_MARK): the app with its router (src/app-start.tsx), the root layout's lazy pieces
 * (src/routes/__root.tsx, -overlays.tsx), the take-over of the prerendered page and the worker's
 * registration (src/main.tsx). Everything else the route imports
 * dynamically (the later steps, the checks, the outbox, the confirmation: guest-page.tsx) loads after
 * that mark or on use. tests/e2e/agro-guest.spec.ts checks in Chromium that the page fetches nothing
 * else before the mark; a name missing from the build fails the budget (renamed: update it here).
 */
const GUEST_FIRST_RENDER_IMPORTS = [
  'src/app-start.tsx',
  'src/ui/alert-banner.tsx',
  'src/ui/loading-modal.tsx',
  'src/shell/page-title.ts',
  'src/shell/update-prompt.tsx',
  'src/prerender/take-over.tsx',
  'node_modules/workbox-window/build/workbox-window.prod.es5.mjs',
];

export interface BundleFigures {
  largestRouteChunk: { name: string; file: string; gzipBytes: number } | undefined;
}

export interface GuestRouteFigures {
  /** Files a browser fetches until the guest form takes input: entry, route chunk, first-render imports. */
  files: { file: string; name: string; gzipBytes: number }[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** JS and CSS, as the /login figure counts them: the budget's figure. */
  gzipBytes: number;
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

function readManifest(dist: string): ViteManifest {
  return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/** Figures read from the build; /login itself is measured in Chromium (tests/bench/page-fetch.ts). */
export function measureBundle(dist: string): BundleFigures {
  const manifest = readManifest(dist);
  let largestRouteChunk: BundleFigures['largestRouteChunk'];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!isRouteChunk(key)) continue;
    const gzipBytes = gzipSize(path.join(dist, chunk.file));
    if (!largestRouteChunk || gzipBytes > largestRouteChunk.gzipBytes)
      largestRouteChunk = { name: key.replace(/\?.*$/, ''), file: chunk.file, gzipBytes };
  }
  return { largestRouteChunk };
}

/**
 * What a browser fetches to open the guest form (/nova-cotacao/agro/{groupId?}/{officeId?}) until it
 * takes input, measured from the build: the entry and its CSS, the route's chunk, their
 * static imports and the imports the first render makes (GUEST_FIRST_RENDER_IMPORTS). A size, not a
 * time; `npm run bench` times the same page opening offline.
 */
export function measureGuestRoute(dist: string): GuestRouteFigures {
  const manifest = readManifest(dist);
  const files = new Set(htmlAssets(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')));
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const route = Object.keys(manifest).filter((key) => key.startsWith('src/routes/nova-cotacao.agro.'));
  if (route.length === 0) throw new Error('O build não tem o chunk da rota /nova-cotacao/agro.');
  // A package's key is relative to the project as its real path resolves: `node_modules/…`, or
  // `../…/node_modules/…` when node_modules is a link to another folder. Found by the path's end.
  const keyOf = (wanted: string) =>
    manifest[wanted] ? wanted : Object.keys(manifest).find((key) => key.endsWith(`/${wanted}`));
  const firstRender = GUEST_FIRST_RENDER_IMPORTS.map((wanted) => ({ wanted, key: keyOf(wanted) }));
  const missing = firstRender.filter((m) => m.key === undefined).map((m) => m.wanted);
  if (missing.length > 0)
    throw new Error(`Módulos da primeira renderização ausentes do build: ${missing.join(', ')}.`);
  const firstRenderKeys = firstRender.flatMap((m) => (m.key === undefined ? [] : [m.key]));
  staticClosure(manifest, [...entries, ...route, ...firstRenderKeys], files);
  // The guest page's own boot script (it adds the entry after the first paint), outside the manifest.
  const guestPage = path.join(dist, 'cotacao-agro.html');
  if (fs.existsSync(guestPage))
    for (const match of fs.readFileSync(guestPage, 'utf8').matchAll(/<script defer src="\/([^"]+)"/g))
      if (match[1]) files.add(match[1]);

  const names = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk.name ?? chunk.file]));
  const measured = [...files].sort().map((file) => ({
    file,
    name: file.endsWith('.css') ? 'CSS' : (names.get(file) ?? file),
    gzipBytes: gzipSize(path.join(dist, file)),
  }));
  const sum = (list: typeof measured) => list.reduce((total, f) => total + f.gzipBytes, 0);
  const jsGzipBytes = sum(measured.filter((f) => f.file.endsWith('.js')));
  const cssGzipBytes = sum(measured.filter((f) => f.file.endsWith('.css')));
  return { files: measured, jsGzipBytes, cssGzipBytes, gzipBytes: jsGzipBytes + cssGzipBytes };
}
