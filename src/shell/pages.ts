import type { ScreenInfo } from '../contract/manifest';
import { screensByDomain } from '../contract/manifests/screens';

/**
 * The page registry: one entry per screen of SPEC.md §2, gathered from the domains' manifests
 * (`src/contract/manifests/<domain>.ts`), where each screen is written once. It drives the page title,
 * the breadcrumbs, the permission guard and the sidebar. A route file takes its entry as
 * `staticData: { page: 'X' }` (a key: the registry stays out of the /login bundle).
 *
 * A screen has one name: its `title` is the sidebar label, the document title, the breadcrumb and the
 * start of its h1 (tests/e2e/a11y.spec.ts checks they agree). SPEC.md §2 Shell lists the sidebar as
 * 'Perfil', 'Usuário' and 'Motivos de cancelamentos'; those screens are lists, named in the plural
 * like their neighbours ('Perfis de acesso', 'Usuários', 'Motivos de cancelamento').
 */
export interface PageInfo extends ScreenInfo {
  key: string;
  ready: boolean;
}

type ScreensByDomain = typeof screensByDomain;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
type AllScreens = UnionToIntersection<ScreensByDomain[keyof ScreensByDomain]>;
type ScreenKey = Extract<keyof AllScreens, string>;

/** Each screen keeps its literal path (typed links check it against the route tree). */
export type Pages = {
  readonly [K in ScreenKey]: AllScreens[K] & { readonly key: K; readonly ready: boolean };
};

function gather(): Pages {
  const all: Record<string, PageInfo> = {};
  for (const screens of Object.values(screensByDomain) as Record<string, ScreenInfo>[]) {
    for (const [key, screen] of Object.entries(screens)) {
      if (key in all) throw new Error(`Tela declarada em dois manifestos: ${key}`);
      all[key] = { ...screen, key, ready: screen.ready ?? true };
    }
  }
  return all as unknown as Pages;
}

export const pages: Pages = gather();

export type PageKey = keyof typeof pages;

/** Sidebar groups of SPEC.md §2 Shell, in order. A group with one entry renders as a single link. */
export const menu: { label: string; items: PageKey[] }[] = [
  {
    label: 'Cadastro',
    items: [
      'grupoEconomico',
      'seguradoras',
      'corretoras',
      'gruposModalidades',
      'tribunais',
      'motivosCancelamento',
      'escritorios',
    ],
  },
  { label: 'Cotações', items: ['listaCotacoes', 'listaCotacoesAgro'] },
  { label: 'Propostas', items: ['propostas'] },
  { label: 'Apólices', items: ['apolices', 'apolicesAgro', 'faturas'] },
  { label: 'Endossos', items: ['endossos'] },
  { label: 'Carteira', items: ['carteira'] },
  { label: 'Dashboards', items: ['dashboard'] },
  { label: 'Importação do Legado', items: ['importacaoLegado'] },
  { label: 'Configurações', items: ['perfis', 'usuarios'] },
];

/** Whether a user holding these grants may open the page. */
export function canOpen(
  page: PageInfo,
  grants: { modules: readonly string[]; actions: readonly string[] },
): boolean {
  if (page.module && !grants.modules.includes(page.module)) return false;
  if (page.action && !grants.actions.includes(page.action)) return false;
  if (page.anyAction && !page.anyAction.some((a) => grants.actions.includes(a))) return false;
  return true;
}

/** The breadcrumb chain of a page, root first. */
export function breadcrumbChain(key: PageKey): PageInfo[] {
  const chain: PageInfo[] = [];
  let current: PageInfo | undefined = pages[key];
  while (current) {
    chain.unshift(current);
    current = current.parent ? pages[current.parent as PageKey] : undefined;
  }
  return chain;
}

export type PathParams = Record<string, string>;

interface CompiledPage {
  page: PageInfo;
  pattern: RegExp;
  names: string[];
  staticSegments: number;
}

let compiled: CompiledPage[] | undefined;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(page: PageInfo): CompiledPage {
  const names: string[] = [];
  let staticSegments = 0;
  const source = page.path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment.startsWith('$')) {
        names.push(segment.slice(1));
        return '/([^/]+)';
      }
      staticSegments += 1;
      return `/${escapeRegExp(segment)}`;
    })
    .join('');
  return { page, pattern: new RegExp(`^${source}/?$`, 'i'), names, staticSegments };
}

/**
 * The registry entry of a URL path, with its `$param` values: used by the guard, which runs before
 * the route's own staticData is at hand. When two patterns match, the one with more literal segments
 * wins (`/tribunais/novo-tribunal` over a `$param` in the same place).
 */
export function matchPage(pathname: string): { page: PageInfo; params: PathParams } | undefined {
  compiled ??= Object.values(pages)
    .map(compile)
    .sort((a, b) => b.staticSegments - a.staticSegments);
  for (const entry of compiled) {
    const found = entry.pattern.exec(pathname);
    if (!found) continue;
    const params: PathParams = {};
    entry.names.forEach((name, i) => {
      params[name] = decodeURIComponent(found[i + 1] ?? '');
    });
    return { page: entry.page, params };
  }
  return undefined;
}

/** The URL of a page pattern with its `$param`s filled in, or null when one is missing. */
export function fillPath(path: string, params: PathParams): string | null {
  let missing = false;
  const filled = path.replace(/\$([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}

export interface Crumb {
  key: string;
  title: string;
  /** Null for the current page, and for a parent whose URL needs a parameter the location lacks. */
  href: string | null;
}

/** Breadcrumbs of a page: its parent chain, parent URLs filled from the current params. */
export function breadcrumbs(page: PageInfo, params: PathParams): Crumb[] {
  return breadcrumbChain(page.key as PageKey).map((entry) => ({
    key: entry.key,
    title: entry.title,
    href: entry.key === page.key ? null : fillPath(entry.path, params),
  }));
}

export const APP_NAME = 'Portal da Corretora';

export function documentTitle(page: PageInfo | undefined): string {
  return page ? `${page.title} · ${APP_NAME}` : APP_NAME;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The route's screen, by key: the registry itself stays out of the route tree, which is in the
     * /login bundle (the shell resolves the key, `useCurrentPage`).
     */
    page?: PageKey;
  }
}
