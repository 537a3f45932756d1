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
 * login.html's only script: once the prerendered screen has painted, it adds the app's entry and its
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

/** Swaps the entry script and its modulepreloads for the boot script that adds them after the paint. */
function loadAfterPaint(html: string, bootUrl: string): string {
  const entries = [...html.matchAll(ENTRY_TAG)].map((match) => match[1]);
  if (entries.length !== 1 || !entries[0])
    throw new Error(`Pré-renderização: esperava 1 script de entrada, achei ${entries.length}.`);
  const preloads = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1]).join(' ');
  const boot = `<script defer src="${bootUrl}" data-entry="${entries[0]}" data-preload="${preloads}"></script>\n    `;
  return html.replace(ENTRY_TAG, () => boot).replace(PRELOAD_TAG, '');
}

/** The guest form's route chunk (the router plugin splits its component off the route tree). */
const GUEST_ROUTE_CHUNK = /\/src\/routes\/nova-cotacao\.agro\.[^/]*\?tsr-split=component$/;
const TAKE_OVER_MODULE = /\/src\/prerender\/take-over\.tsx$/;

/**
 * What the guest form needs before it takes input, apart from the entry: the entry's static imports,
 * the form's route chunk and the take-over of the prerendered page, with all they import statically.
 * Without the preloads the browser finds them one level at a time (the build has no preload lists,
 * vite.config.ts), and the route chunk only after the session was read: about 100 ms more to open the
 * form offline on a tablet (issue 12, `npm run bench`).
 */
function guestPreloads(bundle: Rolldown.OutputBundle, base: string): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const roots = chunks.filter(
    (chunk) =>
      chunk.isEntry ||
      (chunk.facadeModuleId !== null &&
        (GUEST_ROUTE_CHUNK.test(chunk.facadeModuleId) || TAKE_OVER_MODULE.test(chunk.facadeModuleId))),
  );
  if (!entry || roots.length !== 3)
    throw new Error(
      `Pré-renderização: esperava a entrada, a rota do convidado e a tomada, achei ${roots.length}.`,
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

function fill(
  template: string,
  page: PrerenderedPage,
  kind: PrerenderKind,
  bootUrl: string,
  preloads: string[] = [],
): string {
  const markup = kind === 'login' ? disableNativeSubmit(page.html) : page.html;
  const head =
    kind === 'login'
      ? loadAfterPaint(template, bootUrl)
      : preloads.length > 0
        ? withPreloads(template, preloads)
        : template;
  const withTitle = replaceOnce(head, /<title>[^<]*<\/title>/, `<title>${page.title}</title>`, '<title>');
  return replaceOnce(
    withTitle,
    ROOT_ELEMENT,
    `<div id="root" data-prerendered="${kind}">${markup}</div>`,
    ROOT_ELEMENT,
  );
}

/**
 * Writes the first paint of the pages into the built HTML (renderToString of src/prerender/entry.tsx,
 * loaded through Vite's module runner): index.html becomes the shell's placeholder, login.html the login
 * screen, which loads the bundle only after it has painted, and cotacao-agro.html the guest farm form's
 * frame (issue 12: a farmer never sees the staff portal's skeleton), which loads it at once with the
 * form's chunks preloaded. Runs in generateBundle, so the service worker's precache and the compressed
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
      index.source = fill(template, module.renderPage('shell'), 'shell', bootUrl);
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_FILES.login,
        source: fill(template, module.renderPage('login'), 'login', bootUrl),
      });
      this.emitFile({
        type: 'asset',
        fileName: PRERENDERED_FILES.guest,
        source: fill(template, module.renderPage('guest'), 'guest', bootUrl, guestPreloads(bundle, base)),
      });
    },
  };
}
