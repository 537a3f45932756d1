import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { DomainManifest } from '../../src/contract/manifest';
import { manifests } from '../../src/contract/manifests';

/** server/domains: every folder holds one domain, and its routes.ts exports its one route plugin. */
export const DOMAINS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'domains');

/** The tag of each domain's operations in /docs: the `label` of the manifest that names the folder. */
const DOMAIN_TAGS: ReadonlyMap<string, string> = new Map(
  Object.values(manifests as Readonly<Record<string, DomainManifest>>).flatMap((m) =>
    m.server ? [[m.server, m.label] as const] : [],
  ),
);

export interface DomainRoutes {
  /** The folder's name. */
  domain: string;
  plugin: FastifyPluginAsync;
}

/**
 * Finds the route plugin of every folder of server/domains, in name order: a new domain is served
 * once its folder has a routes.ts, with no list to edit. A folder without routes.ts, or whose
 * routes.ts does not export exactly one function, stops the server at start (tests/server/
 * registration.test.ts names such a folder too). The server always runs from its TypeScript sources
 * through tsx (npm start, start:api, the e2e web server) or vitest, so the files are .ts everywhere.
 */
export async function findDomainRoutes(dir = DOMAINS_DIR): Promise<DomainRoutes[]> {
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const found: DomainRoutes[] = [];
  for (const domain of folders) {
    const file = path.join(dir, domain, 'routes.ts');
    if (!fs.existsSync(file)) throw new Error(`A pasta server/domains/${domain} não tem routes.ts.`);
    const exported = Object.values((await import(pathToFileURL(file).href)) as Record<string, unknown>);
    const plugins = exported.filter((value): value is FastifyPluginAsync => typeof value === 'function');
    if (plugins.length !== 1 || exported.length !== 1)
      throw new Error(
        `server/domains/${domain}/routes.ts deve exportar exatamente uma função (o plugin das rotas).`,
      );
    found.push({ domain, plugin: plugins[0] as FastifyPluginAsync });
  }
  return found;
}

/** Registers every domain's routes, each tagged with its domain in the OpenAPI document. */
export async function registerDomainRoutes(app: FastifyInstance): Promise<void> {
  for (const { domain, plugin } of await findDomainRoutes()) {
    const tag = DOMAIN_TAGS.get(domain) ?? domain;
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, tags: [tag] };
      });
      await scope.register(plugin);
    });
  }
}
