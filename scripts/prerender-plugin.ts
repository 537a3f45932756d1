import type { Plugin, Rolldown } from 'vite';
import { runnerImport } from 'vite';
import type { PrerenderKind, PrerenderedPage, renderPage } from '../src/prerender/entry';

/** Where each prerendered page is written; server/plugins/static.ts and sw/sw.ts serve them by path. */
export const PRERENDERED_FILES: Record<PrerenderKind, string> = {
  login: 'login.html',
  shell: 'index.html',
  guest: 'cotacao-agro.html',
};

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The only script of login.html and cotacao-agro.html: once the prerendered screen has painted, it adds the app's entry and its
 * modulepreloads (read from its own data attributes). On a slow link the page and its stylesheet get
 * the bandwidth first and the bundle comes after, instead of everything competing before the first
 * paint. A hidden tab (no frames) starts at once. Plain ES2022, run as is by every supported browser.
 */
const BOOT_SCRIPT = `(() => {
  const script = document.currentScript;
  const entry = script && script.dataset.entry;
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (script.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.append(app);
    // The guest form registers the service worker at once (its install must not wait for the app), in
    // a task of its own: with the preloads in the same task it made one long task on a phone.
    const worker = script.dataset.worker;
    if (worker && 'serviceWorker' in navigator)
      setTimeout(() => navigator.serviceWorker.register(worker, { scope: '/' }).catch(() => undefined), 0);
  };
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 3000);
})();
`;

function replaceOnce(text: string, search: string | RegExp, replacement: string, what: string): string {
  const count =
    typeof search === 'string' ? text.split(search).length - 1 : (text.match(search) ?? []).length;
  if (count !== 1) throw new Error(`Pré-renderização: esperava 1 ${what}, achei ${count}.`);
  return text.replace(search, () => replacement);
}

/**
 * Until the bundle has run, submitting would be the browser's own GET with the password in the URL:
 * the prerendered submit button stays disabled (Enter does nothing either) and what was typed is
 * carried into the app when it takes over (src/prerender/take-over.ts).
 */
function disableNativeSubmit(html: string): string {
  return replaceOnce(html, '<button type="submit"', '<button type="submit" disabled=""', 'botão de envio');
}

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** What the guest page's boot script carries besides the entry and its preloads. */
interface GuestBoot {
  /** The form's other chunks: the page fetches them all at once right after the form's first paint. */
  later: string[];
  /** The service worker, registered by the boot script itself. */
  worker: string;
}

/** Swaps the entry script and its modulepreloads for the boot script that adds them after the paint. */
function loadAfterPaint(html: string, bootUrl: string, guest?: GuestBoot): string {
  const entries = [...html.matchAll(ENTRY_TAG)].map((match) => match[1]);
  if (entries.length !== 1 || !entries[0])
    throw new Error(`Pré-renderização: esperava 1 script de entrada, achei ${entries.length}.`);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]);
  const extra = guest ? ` data-later="${guest.later.join(' ')}" data-worker="${guest.worker}"` : '';
  const boot = `<script defer src="${bootUrl}" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"${extra}></script>\n    `;
  return html.replace(ENTRY_TAG, () => boot).replace(PRELOAD_TAG, '');
}

/** The guest form's route chunk (the router plugin splits its component off the route tree). */
const GUEST_ROUTE_CHUNK = /\/src\/routes\/nova-cotacao\.agro\.[^/]*\?tsr-split=component$/;
const TAKE_OVER_MODULE = /\/src\/prerender\/take-over\.tsx$/;
/** The cold /login's screen without the router (src/login-start.tsx), with its own stylesheet. */
const LOGIN_START_MODULE = /\/src\/login-start\.tsx$/;
/** The app with its router, which the entry imports once the session is read (src/main.tsx). */
const APP_START_MODULE = /\/src\/app-start\.tsx$/;

/**
 * What the guest form needs before it takes input, apart from the entry: the entry's static imports,
 * the app with its router, the form's route chunk and the take-over of the prerendered page, with all
 * they import statically.
 * Without the preloads the browser finds them one level at a time (the build has no preload lists,
 * vite.config.ts), and the route chunk only after the session was read: about 100 ms more to open the
 * form offline on a tablet (`npm run bench`).
 */
function guestPreloads(bundle: Rolldown.OutputBundle, base: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const roots = chunks.filter(
    (chunk) =>
      chunk.isEntry ||
      (chunk.facadeModuleId !== null &&
        [GUEST_ROUTE_CHUNK, TAKE_OVER_MODULE, APP_START_MODULE].some((module) =>
          module.test(chunk.facadeModuleId ?? ''),
        )),
  );
  if (!entry || roots.length !== 4)
    throw new Error(
      `Pré-renderização: esperava a entrada, o app, a rota do convidado e a tomada, achei ${roots.length}.`,
    );
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  for (const root of roots) visit(root);
  files.delete(entry.fileName);
  return [...files].map((file) => `${base}${file}`);
}

/** Adds modulepreloads right after the entry's script tag. */
function withPreloads(html: string, urls: string[]): string {
  const links = urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('\n    ');
  return replaceOnce(
    html,
    ENTRY_TAG,
    (html.match(ENTRY_TAG)?.[0] ?? '') + links + '\n    ',
    'script de entrada',
  );
}

/**
 * The stylesheets a chunk loads (its CSS imports), as URLs. The entry has none: the portal's
 * stylesheet comes with the app (src/app-start.tsx), the cold login's with its screen, and each page
 * links the one it paints with, so it is styled before any script runs.
 */
function stylesheetsOf(bundle: Rolldown.OutputBundle, module: RegExp, base: string): string[] {
  const chunk = Object.values(bundle).find(
    (item) => item.type === 'chunk' && item.facadeModuleId !== null && module.test(item.facadeModuleId),
  );
  const css = chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
  if (css.length === 0) throw new Error(`Pré-renderização: nenhuma folha de estilo para ${module.source}.`);
  return css.map((file) => `${base}${file}`);
}

function withStylesheets(html: string, urls: string[]): string {
  const links = urls.map((url) => `<link rel="stylesheet" crossorigin href="${url}">`).join('\n    ');
  return replaceOnce(html, '</head>', `  ${links}\n  </head>`, '</head>');
}

function fill(
  template: string,
  page: PrerenderedPage,
  kind: PrerenderKind,
  bootUrl: string,
  stylesheets: string[],
  preloads: string[] = [],
  guest?: GuestBoot,
): string {
  template = withStylesheets(template, stylesheets);
  const markup = kind === 'login' ? disableNativeSubmit(page.html) : page.html;
  // /login and the guest form: the bundle after the first paint (a phone on a slow link paints the
  // page first), the guest with its form's chunks as the boot script's preloads.
  const head =
    kind === 'shell'
      ? template
      : loadAfterPaint(preloads.length > 0 ? withPreloads(template, preloads) : template, bootUrl, guest);
  const withTitle = replaceOnce(head, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`, '<title>');
  return replaceOnce(
    withTitle,
    ROOT_ELEMENT,
    `<div id="root" data-prerendered="${kind}">${markup}</div>`,
    ROOT_ELEMENT,
  );
}

let guestOffline: ReadonlySet<string> | undefined;

/**
 * The files the guest form needs to work with no signal, as the last build found them (paths in
 * dist/, as the service worker's precache manifest names them): its page, the entry with its static
 * imports, the form's route chunk and the take-over with everything they import, statically or on
 * demand (the later steps, the checks and the outbox, the confirmation), and every stylesheet. The
 * service worker precaches these at install and the rest of the portal after it has taken control
 * (vite.config.ts, sw/sw.ts).
 */
export function guestOfflineFiles(): ReadonlySet<string> {
  if (!guestOffline) throw new Error('Pré-renderização: a lista do convidado ainda não foi calculada.');
  return guestOffline;
}

/** Route chunks of other screens: the entry imports every route on demand; the guest needs only its own. */
const OTHER_ROUTE_CHUNK = /\?tsr-split=/;

function guestOfflineClosure(bundle: Rolldown.OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of [...chunk.imports, ...chunk.dynamicImports]) {
      const next = byFile.get(imported);
      if (!next) continue;
      const id = next.facadeModuleId ?? '';
      if (OTHER_ROUTE_CHUNK.test(id) && !GUEST_ROUTE_CHUNK.test(id)) continue;
      // The cold login's screen (src/login-start.tsx) is another page's, like the routes above.
      if (LOGIN_START_MODULE.test(id)) continue;
      visit(next);
    }
  };
  for (const chunk of chunks)
    if (
      chunk.isEntry ||
      (chunk.facadeModuleId !== null &&
        (GUEST_ROUTE_CHUNK.test(chunk.facadeModuleId) || TAKE_OVER_MODULE.test(chunk.facadeModuleId)))
    )
      visit(chunk);
  for (const item of Object.values(bundle))
    if (item.type === 'asset' && item.fileName.endsWith('.css')) files.add(item.fileName);
  return files;
}

/**
 * Writes the first paint of the pages into the built HTML (renderToString of src/prerender/entry.tsx,
 * loaded through Vite's module runner): index.html becomes the shell's placeholder, login.html the login
 * screen, and cotacao-agro.html the guest farm form's frame (a farmer never sees the staff portal's
 * skeleton), both loading the bundle only after they have painted, the guest with the form's chunks
 * preloaded then. Runs in generateBundle, so the service worker's precache and the compressed
 * copies see the pages.
 */
export function prerenderPages(): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'portal:prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      // The service worker's own build has no page.
      if (index?.type !== 'asset' || typeof index.source !== 'string') return;
      const { module } = await runnerImport<{ renderPage: typeof renderPage }>('/src/prerender/entry.tsx', {
        configFile: false,
        root,
        logLevel: 'warn',
      });
      const boot = this.emitFile({ type: 'asset', name: 'boot.js', source: BOOT_SCRIPT });
      const bootUrl = `${base}${this.getFileName(boot)}`;
      const template = index.source;
      const offline = guestOfflineClosure(bundle);
      offline.add(this.getFileName(boot));
      offline.add(PRERENDERED_FILES.guest);
      guestOffline = offline;
      const portalCss = stylesheetsOf(bundle, APP_START_MODULE, base);
      index.source = fill(template, module.renderPage('shell'), 'shell', bootUrl, portalCss);
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_FILES.login,
        source: fill(
          template,
          module.renderPage('login'),
          'login',
          bootUrl,
          stylesheetsOf(bundle, LOGIN_START_MODULE, base),
        ),
      });
      const firstDownload = guestPreloads(bundle, base);
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      const skip = new Set([...firstDownload, `${base}${entry?.fileName ?? ''}`, bootUrl]);
      const later = [...offline]
        .filter((file) => file.endsWith('.js'))
        .map((file) => `${base}${file}`)
        .filter((url) => !skip.has(url))
        .sort();
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_FILES.guest,
        source: fill(template, module.renderPage('guest'), 'guest', bootUrl, portalCss, firstDownload, {
          later,
          worker: `${base}sw.js`,
        }),
      });
    },
  };
}
