import { describe, expect, it } from 'vitest';
import { pages } from './pages';

// The route files are read as text: the shell may not import routes (ARCHITECTURE.md §3).
const routeFiles = import.meta.glob<string>('../routes/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** '/_app/tribunais/$tribunal/varas' (from createFileRoute) -> '/tribunais/$tribunal/varas'. */
function urlOf(routeId: string): string {
  const path = routeId
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('_'))
    .join('/');
  return `/${path}`.replace(/\/$/, '') || '/';
}

const routes = Object.values(routeFiles).flatMap((source) => {
  const id = /createFileRoute\('([^']+)'\)/.exec(source)?.[1];
  const page = /staticData:\s*\{\s*page:\s*pages\.(\w+)/.exec(source)?.[1];
  return id ? [{ url: urlOf(id), page }] : [];
});

describe('route registry', () => {
  it('has a route file, declaring its entry, for every screen marked ready', () => {
    for (const page of Object.values(pages).filter((p) => p.ready)) {
      const route = routes.find((r) => r.url === page.path);
      expect(route, `rota de ${page.path}`).toBeDefined();
      expect(route?.page, `staticData.page de ${page.path}`).toBe(page.key);
    }
  });
});
