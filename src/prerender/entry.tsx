// Run at build time only (vite.config.ts, scripts/prerender-plugin.ts), never shipped: renders the
// first paint of the pages to HTML so a phone shows them before the JavaScript has arrived and run.
import { renderToString } from 'react-dom/server';
import { documentTitle, pages } from '../shell/pages';
import { PrerenderedGuestForm } from './guest';
import { PrerenderedLogin } from './login';
import { ShellPlaceholder } from './shell-placeholder';

export type PrerenderKind = 'login' | 'shell' | 'guest';

export interface PrerenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** document.title before the app sets it (the same text it will set). */
  title: string;
}

export function renderPage(kind: PrerenderKind): PrerenderedPage {
  switch (kind) {
    case 'login':
      return { html: renderToString(<PrerenderedLogin />), title: documentTitle(pages.login) };
    case 'guest':
      return { html: renderToString(<PrerenderedGuestForm />), title: documentTitle(pages.novaCotacaoAgro) };
    case 'shell':
      return { html: renderToString(<ShellPlaceholder />), title: documentTitle(undefined) };
  }
}
