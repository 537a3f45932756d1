import type { ActionId, ModuleId } from '../contract/permissions';

/**
 * The route registry: one entry per screen of SPEC.md §2. It drives the page title, the breadcrumbs,
 * the permission guard and the sidebar. A route file takes its entry as `staticData: pages.X`.
 * `parent` names the breadcrumb parent; `ready: false` marks a screen a later issue builds (the sidebar
 * shows it disabled, as "em breve").
 *
 * A screen has one name: its `title` is the sidebar label, the document title, the breadcrumb and the
 * start of its h1 (tests/e2e/a11y.spec.ts checks they agree). SPEC.md §2 Shell lists the sidebar as
 * 'Perfil', 'Usuário' and 'Motivos de cancelamentos'; those screens are lists, named in the plural
 * like their neighbours ('Perfis de acesso', 'Usuários', 'Motivos de cancelamento'), issue 7.
 */
export interface PageInfo {
  key: string;
  /** Path pattern with TanStack Router's `$param` segments. */
  path: string;
  title: string;
  /** Module required to open the page (the guard and the sidebar check it). */
  module?: ModuleId;
  /** Action required to open the page (SPEC.md §2 and §6). */
  action?: ActionId;
  parent?: string;
  /** No login needed. */
  public?: boolean;
  /** Guests may open it. */
  guest?: boolean;
  ready: boolean;
}

function page<K extends string>(
  key: K,
  info: Omit<PageInfo, 'key' | 'ready'> & { ready?: boolean },
): PageInfo & { key: K } {
  return { key, ready: true, ...info };
}

export const pages = {
  login: page('login', { path: '/login', title: 'Entrar', public: true }),
  recuperarSenha: page('recuperarSenha', {
    path: '/recuperar-senha/$token',
    title: 'Recuperar senha',
    public: true,
  }),
  termo: page('termo', { path: '/termo', title: 'Termo de uso' }),
  meuPerfil: page('meuPerfil', { path: '/meu-perfil', title: 'Meu perfil' }),
  listaCotacoes: page('listaCotacoes', { path: '/lista-cotacoes', title: 'Cotações', module: 'cotacao' }),
  // Guests queue their quotations offline too: they see their own outbox.
  sincronizacao: page('sincronizacao', { path: '/sincronizacao', title: 'Sincronização', guest: true }),

  grupoEconomico: page('grupoEconomico', {
    path: '/grupo-economico',
    title: 'Grupo Econômico',
    module: 'cadastro',
    action: 'visualizar_grupo_economico',
    ready: false,
  }),
  seguradoras: page('seguradoras', {
    path: '/seguradoras',
    title: 'Seguradoras',
    module: 'cadastro',
    action: 'visualizar_seguradora',
    ready: true,
  }),
  corretoras: page('corretoras', {
    path: '/corretoras',
    title: 'Corretoras',
    module: 'cadastro',
    action: 'visualizar_seguradora',
    ready: true,
  }),
  gruposModalidades: page('gruposModalidades', {
    path: '/grupos-modalidades',
    title: 'Grupos Modalidades',
    module: 'cadastro',
    action: 'visualizar_modalidade',
    ready: true,
  }),

  tribunais: page('tribunais', {
    path: '/tribunais',
    title: 'Tribunais',
    module: 'cadastro',
    action: 'visualizar_tribunal',
  }),
  novoTribunal: page('novoTribunal', {
    path: '/tribunais/novo-tribunal',
    title: 'Novo tribunal',
    module: 'cadastro',
    action: 'criar_tribunal',
    parent: 'tribunais',
  }),
  editarTribunal: page('editarTribunal', {
    path: '/tribunais/$tribunal/editar-tribunal',
    title: 'Editar tribunal',
    module: 'cadastro',
    action: 'editar_tribunal',
    parent: 'tribunais',
  }),
  varas: page('varas', {
    path: '/tribunais/$tribunal/varas',
    title: 'Varas',
    module: 'cadastro',
    action: 'visualizar_tribunal',
    parent: 'tribunais',
  }),
  novaVara: page('novaVara', {
    path: '/tribunais/$tribunal/nova-vara',
    title: 'Nova vara',
    module: 'cadastro',
    action: 'criar_tribunal',
    parent: 'varas',
  }),
  editarVara: page('editarVara', {
    path: '/tribunais/$tribunal/vara/$vara',
    title: 'Editar vara',
    module: 'cadastro',
    action: 'editar_tribunal',
    parent: 'varas',
  }),

  motivosCancelamento: page('motivosCancelamento', {
    path: '/motivos-cancelamento',
    title: 'Motivos de cancelamento',
    module: 'cadastro',
    action: 'visualizar_motivo_cancelamento',
    ready: true,
  }),
  escritorios: page('escritorios', {
    path: '/escritorios',
    title: 'Escritórios',
    module: 'cadastro',
    action: 'visualizar_escritorio',
    ready: true,
  }),
  novoEscritorio: page('novoEscritorio', {
    path: '/escritorios/novo-escritorio',
    title: 'Novo escritório',
    module: 'cadastro',
    action: 'criar_escritorio',
    parent: 'escritorios',
    ready: true,
  }),
  editarEscritorio: page('editarEscritorio', {
    path: '/escritorios/editar-escritorio/$id',
    title: 'Editar escritório',
    module: 'cadastro',
    action: 'editar_escritorio',
    parent: 'escritorios',
    ready: true,
  }),
  novaSeguradora: page('novaSeguradora', {
    path: '/nova-seguradora',
    title: 'Nova seguradora',
    module: 'cadastro',
    action: 'criar_seguradora',
    parent: 'seguradoras',
    ready: true,
  }),
  editarSeguradora: page('editarSeguradora', {
    path: '/seguradora/$id',
    title: 'Editar seguradora',
    module: 'cadastro',
    action: 'editar_seguradora',
    parent: 'seguradoras',
    ready: true,
  }),
  novaCorretora: page('novaCorretora', {
    path: '/nova-corretora',
    title: 'Nova corretora',
    module: 'cadastro',
    action: 'criar_seguradora',
    parent: 'corretoras',
    ready: true,
  }),
  editarCorretora: page('editarCorretora', {
    path: '/editar-corretora/$id',
    title: 'Editar corretora',
    module: 'cadastro',
    action: 'editar_seguradora',
    parent: 'corretoras',
    ready: true,
  }),
  subModalidades: page('subModalidades', {
    path: '/modalidade/$id/sub-modalidades',
    title: 'Sub-modalidades',
    module: 'cadastro',
    action: 'visualizar_modalidade',
    parent: 'gruposModalidades',
    ready: true,
  }),
  propostas: page('propostas', { path: '/propostas', title: 'Propostas', module: 'apolice', ready: false }),
  apolices: page('apolices', { path: '/apolices', title: 'Apólices', module: 'apolice', ready: false }),
  endossos: page('endossos', { path: '/endossos', title: 'Endossos', module: 'apolice', ready: false }),
  carteira: page('carteira', { path: '/carteira', title: 'Carteira', module: 'carteira', ready: false }),
  dashboard: page('dashboard', {
    path: '/dashboard',
    title: 'Dashboards',
    module: 'dashboard',
    action: 'dashboard_inicial',
    ready: false,
  }),
  importacaoLegado: page('importacaoLegado', {
    path: '/importacao-legado',
    title: 'Importação do Legado',
    module: 'importacao_legado',
    ready: false,
  }),
  perfis: page('perfis', {
    path: '/perfis',
    title: 'Perfis de acesso',
    module: 'configuracao',
    action: 'visualizar_perfil',
    ready: true,
  }),
  usuarios: page('usuarios', {
    path: '/usuarios',
    title: 'Usuários',
    module: 'configuracao',
    action: 'visualizar_usuario',
    ready: true,
  }),
  perfil: page('perfil', {
    path: '/perfis/$profileId',
    title: 'Editar perfil',
    module: 'configuracao',
    action: 'editar_perfil',
    parent: 'perfis',
    ready: true,
  }),
  novoPerfil: page('novoPerfil', {
    path: '/perfis/novo-perfil',
    title: 'Novo perfil',
    module: 'configuracao',
    action: 'criar_perfil',
    parent: 'perfis',
    ready: true,
  }),
  usuario: page('usuario', {
    path: '/usuarios/$userId',
    title: 'Editar usuário',
    module: 'configuracao',
    action: 'editar_usuario',
    parent: 'usuarios',
    ready: true,
  }),
  novoUsuario: page('novoUsuario', {
    path: '/usuarios/novo-usuario',
    title: 'Novo usuário',
    module: 'configuracao',
    action: 'criar_usuario',
    parent: 'usuarios',
    ready: true,
  }),
} as const;

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
  { label: 'Cotações', items: ['listaCotacoes'] },
  { label: 'Propostas', items: ['propostas'] },
  { label: 'Apólices', items: ['apolices'] },
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
    page?: PageInfo;
  }
}
