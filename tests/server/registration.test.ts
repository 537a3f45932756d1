import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DomainManifest } from '../../src/contract/manifest';
import { manifests } from '../../src/contract/manifests';
import { screensByDomain } from '../../src/contract/manifests/screens';

/**
 * Everything a domain has is registered through its manifest (src/contract/manifests/<domain>.ts):
 * the shell's pages, the feature folder, the server domain folder and the route files. This test
 * fails, naming the folder or the screen, when one of them is left out.
 */

const ROOT = join(import.meta.dirname, '../..');
const MANIFESTS_DIR = join(ROOT, 'src/contract/manifests');
const FEATURES_DIR = join(ROOT, 'src/features');
const SERVER_DOMAINS_DIR = join(ROOT, 'server/domains');
const ROUTES_DIR = join(ROOT, 'src/routes');

const foldersOf = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** A route file: the URL of its `createFileRoute` and the page key of its staticData. */
interface RouteFile {
  file: string;
  url: string;
  page: string | undefined;
}

/**
 * '/_app/tribunais/$tribunal/varas' (from createFileRoute) -> '/tribunais/$tribunal/varas'; a segment's
 * trailing '_' (a route kept out of its parent's layout, 'endossos_') is not in the URL.
 */
function urlOf(routeId: string): string {
  const path = routeId
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('_'))
    .map((segment) => segment.replace(/_$/, ''))
    .join('/');
  return `/${path}`.replace(/\/$/, '') || '/';
}

function readRoutes(): RouteFile[] {
  return filesUnder(ROUTES_DIR)
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1];
      const page = /staticData:\s*\{\s*page:\s*'(\w+)'/.exec(source)?.[1];
      return id ? [{ file: relative(ROOT, file), url: urlOf(id), page }] : [];
    });
}

type Manifests = Readonly<Record<string, DomainManifest>>;

/**
 * (a) Every file of src/contract/manifests is gathered in its index.ts, under its own name (apart
 * from index.ts and screens.ts, the shell's list of the same manifests' screens).
 */
function unlistedManifests(files: readonly string[], listed: Manifests): string[] {
  const names = files
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'screens.ts')
    .map((f) => f.slice(0, -3));
  return [
    ...names
      .filter((name) => !(name in listed))
      .map((name) => `O manifesto src/contract/manifests/${name}.ts não está em manifests (index.ts).`),
    ...Object.keys(listed)
      .filter((name) => !names.includes(name))
      .map(
        (name) => `manifests (index.ts) lista '${name}', mas não existe src/contract/manifests/${name}.ts.`,
      ),
  ];
}

/** (b) Every feature folder belongs to a manifest, and every manifest's feature folder exists. */
function unregisteredFeatures(folders: readonly string[], listed: Manifests): string[] {
  const named = Object.entries(listed).flatMap(([name, m]) => (m.feature ? [[name, m.feature]] : []));
  return [
    ...folders
      .filter((folder) => !named.some(([, feature]) => feature === folder))
      .map((folder) => `A pasta src/features/${folder} não é a 'feature' de nenhum manifesto.`),
    ...named
      .filter(([, feature]) => !folders.includes(feature ?? ''))
      .map(
        ([name, feature]) => `O manifesto '${name}' aponta a pasta src/features/${feature}, que não existe.`,
      ),
  ];
}

/**
 * (c) Every server domain folder belongs to a manifest and has its routes.ts (the server loads the
 * route plugins from there); every manifest's server folder exists.
 */
function unregisteredServerDomains(
  folders: readonly string[],
  hasRoutes: (folder: string) => boolean,
  listed: Manifests,
): string[] {
  const named = Object.entries(listed).flatMap(([name, m]) => (m.server ? [[name, m.server]] : []));
  return [
    ...folders
      .filter((folder) => !named.some(([, server]) => server === folder))
      .map((folder) => `A pasta server/domains/${folder} não é o 'server' de nenhum manifesto.`),
    ...folders
      .filter((folder) => !hasRoutes(folder))
      .map((folder) => `A pasta server/domains/${folder} não tem routes.ts.`),
    ...named
      .filter(([, server]) => !folders.includes(server ?? ''))
      .map(
        ([name, server]) => `O manifesto '${name}' aponta a pasta server/domains/${server}, que não existe.`,
      ),
  ];
}

/** (d) Every screen marked ready has a route file at its path declaring `staticData: { page: '<key>' }`. */
function screensWithoutRoute(listed: Manifests, routes: readonly RouteFile[]): string[] {
  return Object.values(listed).flatMap((m) =>
    Object.entries(m.screens).flatMap(([key, screen]) => {
      if (screen.ready === false) return [];
      const route = routes.find((r) => r.url === screen.path);
      if (!route) return [`A tela '${key}' (${screen.path}) não tem arquivo de rota em src/routes.`];
      if (route.page !== key)
        return [`A rota ${route.file} (tela '${key}') não declara staticData: { page: '${key}' }.`];
      return [];
    }),
  );
}

const normalized = (path: string) => path.replace(/\/+$/, '');

/** (e) Screen keys and API paths are declared once across the manifests; each `parent` names a screen. */
function inconsistentDeclarations(listed: Manifests): string[] {
  const problems: string[] = [];
  const screenOwner = new Map<string, string>();
  const apiOwner = new Map<string, string>();
  for (const [name, m] of Object.entries(listed)) {
    for (const key of Object.keys(m.screens)) {
      const owner = screenOwner.get(key);
      if (owner) problems.push(`A tela '${key}' está declarada nos manifestos '${owner}' e '${name}'.`);
      else screenOwner.set(key, name);
    }
    for (const [operation, path] of Object.entries(m.api)) {
      const owner = apiOwner.get(normalized(path));
      if (owner) problems.push(`O caminho ${path} está declarado em '${owner}' e em '${name}.${operation}'.`);
      else apiOwner.set(normalized(path), `${name}.${operation}`);
    }
  }
  for (const [name, m] of Object.entries(listed))
    for (const [key, screen] of Object.entries(m.screens))
      if (screen.parent && !screenOwner.has(screen.parent))
        problems.push(
          `A tela '${key}' do manifesto '${name}' tem parent '${screen.parent}', que não é uma tela.`,
        );
  return problems;
}

describe('registration of the domains', () => {
  const listed: Manifests = manifests;

  it('gathers every manifest file in src/contract/manifests/index.ts', () => {
    expect(unlistedManifests(readdirSync(MANIFESTS_DIR), listed)).toEqual([]);
  });

  it('names every feature folder in a manifest', () => {
    expect(unregisteredFeatures(foldersOf(FEATURES_DIR), listed)).toEqual([]);
  });

  it('names every server domain folder in a manifest, each with its routes.ts', () => {
    const hasRoutes = (folder: string) => existsSync(join(SERVER_DOMAINS_DIR, folder, 'routes.ts'));
    expect(unregisteredServerDomains(foldersOf(SERVER_DOMAINS_DIR), hasRoutes, listed)).toEqual([]);
  });

  it('has a route file, declaring its page, for every screen marked ready', () => {
    expect(screensWithoutRoute(listed, readRoutes())).toEqual([]);
  });

  it('declares each screen and API path once, and parents that are screens', () => {
    expect(inconsistentDeclarations(listed)).toEqual([]);
  });

  it("gives the shell (screens.ts) each manifest's own screens, and no others", () => {
    const shell: Readonly<Record<string, unknown>> = screensByDomain;
    const wrong = Object.entries(listed)
      .filter(([name, m]) => (Object.keys(m.screens).length > 0 ? shell[name] !== m.screens : name in shell))
      .map(([name]) => name);
    const unknown = Object.keys(shell).filter((name) => !(name in listed));
    expect({ wrong, unknown }).toEqual({ wrong: [], unknown: [] });
  });
});

describe('the registration checks', () => {
  const offices: DomainManifest = {
    feature: 'offices',
    server: 'offices',
    label: 'Escritórios',
    api: { list: '/v1/escritorios/' },
    access: {},
    screens: {
      escritorios: { path: '/escritorios', title: 'Escritórios' },
      editarEscritorio: { path: '/escritorios/$id', title: 'Editar', parent: 'escritorios' },
    },
  };

  it('names a manifest file missing from the index', () => {
    expect(unlistedManifests(['index.ts', 'offices.ts', 'brokers.ts'], { offices })).toEqual([
      'O manifesto src/contract/manifests/brokers.ts não está em manifests (index.ts).',
    ]);
  });

  it('names an unregistered feature folder and a missing one', () => {
    expect(unregisteredFeatures(['offices', 'brokers'], { offices })).toEqual([
      "A pasta src/features/brokers não é a 'feature' de nenhum manifesto.",
    ]);
    expect(unregisteredFeatures([], { offices })).toEqual([
      "O manifesto 'offices' aponta a pasta src/features/offices, que não existe.",
    ]);
  });

  it('names a server folder without manifest or without routes.ts', () => {
    expect(unregisteredServerDomains(['offices', 'extra'], (f) => f === 'offices', { offices })).toEqual([
      "A pasta server/domains/extra não é o 'server' de nenhum manifesto.",
      'A pasta server/domains/extra não tem routes.ts.',
    ]);
  });

  it('names a ready screen without its route file or page', () => {
    const routes: RouteFile[] = [
      { file: 'src/routes/_app/escritorios.tsx', url: '/escritorios', page: 'outra' },
    ];
    expect(screensWithoutRoute({ offices }, routes)).toEqual([
      "A rota src/routes/_app/escritorios.tsx (tela 'escritorios') não declara staticData: { page: 'escritorios' }.",
      "A tela 'editarEscritorio' (/escritorios/$id) não tem arquivo de rota em src/routes.",
    ]);
  });

  it('names a repeated screen key, a repeated API path and a parent that is no screen', () => {
    const copy: DomainManifest = {
      api: { all: '/v1/escritorios' },
      access: {},
      screens: { escritorios: { path: '/outra', title: 'Outra', parent: 'nenhuma' } },
    };
    expect(inconsistentDeclarations({ offices, copy })).toEqual([
      "A tela 'escritorios' está declarada nos manifestos 'offices' e 'copy'.",
      "O caminho /v1/escritorios está declarado em 'offices.list' e em 'copy.all'.",
      "A tela 'escritorios' do manifesto 'copy' tem parent 'nenhuma', que não é uma tela.",
    ]);
  });
});
