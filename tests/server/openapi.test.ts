import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from './harness';
import { startTestServer } from './harness';
import type { WorkflowTable } from '../../src/contract/workflow-table';
import { AGRO_WORKFLOW } from '../../src/contract/workflows/agro-quotations';
import { QUOTATION_WORKFLOW } from '../../src/contract/workflows/guarantee-quotations';

// The OpenAPI document covers the whole route table: a route added without being documented (or
// hidden by mistake) fails here, naming it.

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: ({ $ref: string } | { name: string; in: string })[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme?: string }>;
    schemas: Record<string, unknown>;
    parameters: Record<string, { name: string; in: string }>;
    responses: Record<string, unknown>;
  };
}

/** Routes of the table that are not API operations: the SPA fallback and the reference page itself. */
const notOperations = (url: string) => url === '/*' || url === '/docs' || url.startsWith('/docs/');

let server: TestServer;
let document: OpenApiDocument;
const table: { method: string; url: string }[] = [];

beforeAll(async () => {
  server = await startTestServer();
  // The route table as the auth plugin's onRoute hook collected it (every route but HEAD and /docs).
  for (const route of server.app.declaredRoutes) table.push({ method: route.method, url: route.url });
  const res = await server.app.inject({ method: 'GET', url: '/docs/openapi.json' });
  expect(res.statusCode).toBe(200);
  document = res.json<OpenApiDocument>();
});
afterAll(() => server.close());

const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');
const documentedPaths = () =>
  new Map(Object.entries(document.paths).map(([path, item]) => [path.replace(/(.)\/$/, '$1'), item]));

describe('GET /docs/openapi.json', () => {
  it('is an OpenAPI 3.1 document with the bearer scheme and the error shape', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(Object.keys(document.paths).length).toBeGreaterThan(30);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.schemas.ApiError).toMatchObject({
      required: ['error', 'error_description'],
    });
    expect(document.components.parameters.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
    });
    expect(document.components.parameters.IfMatch).toMatchObject({ name: 'If-Match', in: 'header' });
  });

  it('documents every route of the route table with its method', () => {
    const paths = documentedPaths();
    const missing = table
      .filter((route) => route.method !== 'HEAD' && !notOperations(route.url))
      .filter((route) => !paths.get(openapiPath(route.url))?.[route.method.toLowerCase()])
      .map((route) => `${route.method} ${route.url}`);
    expect(missing, 'rotas ausentes de /docs/openapi.json').toEqual([]);
    expect(table.length).toBeGreaterThan(30);
  });

  it('serves every route a workflow table names, with its method and summary', () => {
    const tables = [AGRO_WORKFLOW, QUOTATION_WORKFLOW] as WorkflowTable<string, string>[];
    const served = new Set(table.map((r) => `${r.method} ${r.url}`));
    const paths = documentedPaths();
    const wrong: string[] = [];
    for (const workflow of tables)
      for (const [action, spec] of Object.entries(workflow.actions)) {
        if (!spec.route) continue;
        const urls = typeof spec.route.path === 'string' ? [spec.route.path] : Object.values(spec.route.path);
        for (const url of urls) {
          const summary = paths.get(openapiPath(url))?.[spec.route.method.toLowerCase()]?.summary ?? '';
          if (!served.has(`${spec.route.method} ${url}`) || !summary.startsWith(spec.route.summary))
            wrong.push(`${workflow.id}.${action}: ${spec.route.method} ${url}`);
        }
      }
    expect(wrong, 'rotas das tabelas de fluxo não servidas como a tabela diz').toEqual([]);
  });

  it('documents nothing that is not a route', () => {
    const known = new Set(table.map((r) => `${r.method.toLowerCase()} ${openapiPath(r.url)}`));
    const extra = [...documentedPaths()].flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => !known.has(`${method} ${path}`))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(extra).toEqual([]);
  });

  it('gives every operation a Portuguese summary, a tag and its security', () => {
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.summary) problems.push(`${name}: sem summary`);
        if (!op.tags?.length) problems.push(`${name}: sem tag`);
        if (!op.security) problems.push(`${name}: sem security`);
        const answers = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
        if (!answers.some(([, answer]) => (answer as { content?: unknown }).content))
          problems.push(`${name}: sem schema de resposta 2xx`);
      }
    expect(problems).toEqual([]);
  });

  it('describes a list, a create and an edit with their schemas and headers', () => {
    const list = document.paths['/v1/escritorios/']?.get;
    const names = (op: Operation | undefined) =>
      (op?.parameters ?? []).map((p) => ('$ref' in p ? p.$ref : `${p.in}:${p.name}`));
    expect(names(list)).toEqual(
      expect.arrayContaining(['query:page', 'query:page_size', 'query:sort', 'query:query', 'query:ativo']),
    );
    expect(list?.security).toEqual([{ bearer: [] }]);
    expect(list?.responses['401']).toEqual({ $ref: '#/components/responses/Erro401' });

    const create = document.paths['/v1/escritorios/']?.post;
    expect(create?.requestBody?.content['application/json']).toBeDefined();
    expect(names(create)).toContain('#/components/parameters/IdempotencyKey');

    const edit = document.paths['/v1/escritorios/{id}']?.put;
    expect(names(edit)).toEqual(
      expect.arrayContaining([
        'path:id',
        '#/components/parameters/IdempotencyKey',
        '#/components/parameters/IfMatch',
      ]),
    );
    expect(edit?.responses['412']).toBeDefined();

    const login = document.paths['/connect/token']?.post;
    expect(login?.security).toEqual([]);
    expect(Object.keys(login?.requestBody?.content ?? {})).toContain('application/x-www-form-urlencoded');
  });
});

describe('GET /docs', () => {
  it('answers the reference page as HTML, with its scripts served from this server', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...res.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const script = await server.app.inject({ method: 'GET', url: new URL(src, 'http://x/docs/').pathname });
      expect(script.statusCode, src).toBe(200);
    }
    // No inline script: the app's CSP (script-src 'self') covers the page as it is.
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers /docs without the trailing slash too', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});
