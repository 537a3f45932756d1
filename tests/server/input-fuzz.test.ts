import crypto from 'node:crypto';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../server/plugins/auth';
import { PLACEHOLDER_ID } from '../../src/contract/permissions';
import { loggedIn } from './auth-helpers';
import type { TestServer } from './harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer } from './harness';
import { expectApiShape } from './api-shape';
import type { Body, Fixtures, Json } from './route-samples';
import { FORM_ROUTES, MULTIPART_ROUTES, SAMPLES, createFixtures } from './route-samples';

// Hostile input against every route of the route table, as the administrator: whatever arrives, the
// server answers below 500 and every error in the Portuguese shape {error, error_description,
// details?}. A new route needs nothing here, except a valid sample body if it writes (the test says
// so), because a hostile value only reaches the database inside an otherwise valid body.

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const NUL = 'a\u0000b';
const HUGE_TEXT = 'x'.repeat(20_000);
const upper = (text: string) => text.toUpperCase();

/** Hostile replacements for one body field (its valid value given, to derive some from). */
function hostileValues(valid: Json): Json[] {
  const values: Json[] = [
    NUL,
    HUGE_TEXT,
    '\uD800',
    '99999999999999999999',
    1e308,
    -1,
    true,
    null,
    [NUL],
    { a: NUL },
    PLACEHOLDER_ID,
  ];
  if (typeof valid === 'string' && valid !== upper(valid)) values.push(upper(valid));
  return values;
}

/** The paths of a body's values: every key, and inside lists their first item. */
function paths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  const found: (string | number)[][] = prefix.length ? [prefix] : [];
  if (Array.isArray(value)) {
    if (value.length > 0) found.push(...paths(value[0] as Json, [...prefix, 0]));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) found.push(...paths(child, [...prefix, key]));
  }
  return found;
}

function withValue(body: Json, path: (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = structuredClone(body) as Record<string | number, Json>;
  copy[head] = withValue(copy[head] ?? null, rest, value);
  return copy;
}

function valueAt(body: Json, path: (string | number)[]): Json {
  let current: Json = body;
  for (const key of path) current = (current as Record<string | number, Json>)[key] ?? null;
  return current;
}

/** A JSON nested this deep, as text (JSON.stringify of such a value would itself overflow). */
const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

let server: TestServer;
let token: string;
let fx: Fixtures;
let routes: DeclaredRoute[];
const failures: string[] = [];
beforeEach(() => {
  failures.length = 0;
});

async function send(
  label: string,
  options: {
    method: Method;
    url: string;
    body?: Json | undefined;
    raw?: string;
    contentType?: string;
    form?: boolean;
    headers?: Record<string, string>;
  },
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...options.headers };
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (options.body !== undefined && options.method !== 'GET') {
    if (
      options.form &&
      typeof options.body === 'object' &&
      options.body !== null &&
      !Array.isArray(options.body)
    ) {
      payload = new URLSearchParams(
        Object.entries(options.body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
  }
  if (options.contentType) headers['content-type'] = options.contentType;
  const res = await server.app.inject({
    method: options.method,
    url: options.url,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
  const problem = expectApiShape(res);
  if (problem) failures.push(`${label}: ${problem}`);
  return res;
}

function paramValue(url: string, name: string): string {
  const before = url.split(`/:${name}`)[0]?.split('/').pop() ?? '';
  const byName: Record<string, string> = {
    vara: fx.unit,
    contato: fx.contact,
    sub: fx.sub,
    segmento: '8',
    tribunal: fx.court,
    numero: '00012345620248260001',
    area: 'garantia',
    companyId: fx.company,
    consultId: fx.consult,
    taker: fx.company,
    seg: fx.insurer,
    critica: fx.critique,
    endosso: fx.endorsement,
  };
  const byCollection: Record<string, string> = {
    tribunais: fx.court,
    perfisacesso: fx.profile,
    usuarios: fx.user,
    escritorios: fx.office,
    motivoscancelamento: fx.reason,
    seguradoras: fx.insurer,
    listarseguradoraemail: fx.insurer,
    corretoras: fx.broker,
    modalidades: fx.modality,
    gruposeconomicos: fx.group,
    cotacoes: fx.quotation,
    emails: fx.quotation,
    apolices: fx.policy,
  };
  return byName[name] ?? byCollection[before] ?? crypto.randomUUID();
}

/** The route's URL with real ids, or with `override` in place of one parameter. */
function concrete(url: string, override?: { name: string; value: string }): string {
  return url
    .replace(/:([A-Za-z_]+)/g, (_, name: string) =>
      override?.name === name ? override.value : encodeURIComponent(paramValue(url, name)),
    )
    .replace(/\*$/, 'x');
}

const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/(.)\/$/, '$1');

interface OpenApiParameter {
  in: string;
  name: string;
}

/** The query parameters of each route (`METHOD url`), read from the routes' schemas in /docs/openapi.json. */
async function queryParamsByRoute(): Promise<Map<string, string[]>> {
  const res = await server.app.inject({ method: 'GET', url: '/docs/openapi.json' });
  const document = res.json<{ paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>> }>();
  const paths = new Map(
    Object.entries(document.paths).map(([path, item]) => [path.replace(/(.)\/$/, '$1'), item]),
  );
  const found = new Map<string, string[]>();
  for (const route of routes) {
    const operation = paths.get(openapiPath(route.url))?.[route.method.toLowerCase()];
    const names = (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    if (names.length) found.set(routeKey(route), names);
  }
  return found;
}

/** Runs the requests a few at a time, so the password routes hash in Node's thread pool meanwhile. */
async function inBatches(requests: (() => Promise<unknown>)[], width = 4): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let request = requests[next++]; request; request = requests[next++]) await request();
    }),
  );
}

const routeKey = (r: DeclaredRoute) => `${r.method} ${r.url}`;
const isWrite = (r: DeclaredRoute) => r.method !== 'GET' && r.method !== 'HEAD';

beforeAll(async () => {
  // The login limits are not under test here: hundreds of hostile logins must reach the handler.
  server = await startTestServer({ loginRateLimit: { max: 1_000_000, windowMs: 60_000 } });
  token = (await loggedIn(server.app, ADMIN_EMAIL, ADMIN_PASSWORD)).access_token;
  fx = await createFixtures(server, token);
  routes = server.app.declaredRoutes.filter((r) => r.url !== '/*' || r.method === 'GET');
});
afterAll(() => server.close());

// About 6,000 requests: ~25 s of CPU on PGlite, more on a busy CI machine than the default 30 s.
describe('hostile input on every registered route', { timeout: 180_000 }, () => {
  it('has a valid sample body for every JSON or form write route', () => {
    const missing = routes
      .filter((r) => isWrite(r) && !MULTIPART_ROUTES.has(routeKey(r)))
      .map(routeKey)
      .filter((key) => !SAMPLES[key]);
    expect(missing, 'add a valid sample body to SAMPLES').toEqual([]);
  });

  it('answers every hostile value in every body field below 500, in Portuguese', async () => {
    const requests: (() => Promise<unknown>)[] = [];
    for (const route of routes.filter((r) => isWrite(r) && SAMPLES[routeKey(r)])) {
      const key = routeKey(route);
      const sample = (SAMPLES[key] as (f: Fixtures) => Body)(fx);
      const form = FORM_ROUTES.has(key);
      const method = route.method as Method;
      const url = concrete(route.url);
      for (const path of [...paths(sample), ['id'], ['campo_desconhecido']]) {
        for (const value of hostileValues(valueAt(sample, path))) {
          requests.push(() =>
            send(`${key} ${path.join('.')}=${JSON.stringify(value).slice(0, 40)}`, {
              method,
              url,
              body: withValue(sample, path, value),
              form,
            }),
          );
        }
      }
      // Whole bodies of the wrong shape, lists far over any limit, nesting deep enough to break a
      // recursive walk, and content types the route does not read.
      const wrongBodies: [string, string][] = [
        ['lista', '[]'],
        ['texto', '"texto"'],
        ['null', 'null'],
        ['número', '1e308'],
        ['JSON inválido', '{"nome": '],
        ['aninhado', deeplyNested(5_000)],
        ['NUL escapado', JSON.stringify({ ...sample, extra: NUL })],
        [
          'lista enorme',
          JSON.stringify(
            Object.fromEntries(
              Object.keys(sample).map((field) => [field, Array.from({ length: 10_000 }, () => NUL)]),
            ),
          ),
        ],
      ];
      for (const [label, raw] of wrongBodies)
        requests.push(() =>
          send(`${key} corpo ${label}`, { method, url, raw, contentType: 'application/json' }),
        );
      for (const contentType of [
        'text/plain',
        'application/xml',
        'multipart/form-data',
        'application/json; charset=latin1',
      ])
        requests.push(() =>
          send(`${key} content-type ${contentType}`, { method, url, raw: 'nome=x', contentType }),
        );
    }
    await inBatches(requests);
    expect(failures).toEqual([]);
  });

  it('answers random bodies built from hostile values below 500, in Portuguese (fixed seed)', async () => {
    const hostile = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom(NUL, HUGE_TEXT, PLACEHOLDER_ID, '99999999999999999999'),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ unit: 'binary', maxLength: 5 }), { maxLength: 3 }),
    );
    for (const route of routes.filter((r) => isWrite(r) && SAMPLES[routeKey(r)])) {
      const key = routeKey(route);
      const sample = (SAMPLES[key] as (f: Fixtures) => Body)(fx);
      const fields = Object.keys(sample);
      if (fields.length === 0) continue;
      const url = concrete(route.url);
      await fc.assert(
        fc.asyncProperty(
          fc.record(
            Object.fromEntries(fields.map((f) => [f, fc.oneof(fc.constant(sample[f] ?? null), hostile)])),
          ),
          async (body) => {
            const res = await send(`${key} ${JSON.stringify(body).slice(0, 120)}`, {
              method: route.method as Method,
              url,
              body,
              form: FORM_ROUTES.has(key),
            });
            return res.statusCode < 500;
          },
        ),
        { seed: 7, numRuns: 6 },
      );
    }
    expect(failures).toEqual([]);
  });

  it('answers hostile values in every query parameter of every route below 500, in Portuguese', async () => {
    // The parameters come from the routes' own querystring schemas, as /docs/openapi.json documents
    // them: a parameter added to a schema is fuzzed without touching this test.
    const params = await queryParamsByRoute();
    expect(params.get('GET /v1/agro/cotacoes'), 'a querystring schema the document should show').toContain(
      'numero',
    );
    const values = [
      encodeURIComponent(NUL),
      'x'.repeat(3_000),
      encodeURIComponent(upper(crypto.randomUUID())),
      encodeURIComponent(PLACEHOLDER_ID),
      '99999999999999999999',
      '-99999999999999999999',
      '1e308',
      '-1e308',
      '2147483648',
      '-1',
      '0',
      '1.5',
      'NaN',
      'Infinity',
      '',
      '0x10',
      '%E0%A4%A',
    ];
    const requests: (() => Promise<unknown>)[] = [];
    for (const route of routes) {
      const key = routeKey(route);
      const names = params.get(key) ?? [];
      const sample = isWrite(route) ? SAMPLES[key]?.(fx) : undefined;
      const url = concrete(route.url);
      for (const param of names)
        for (const value of [...values.map((v) => `${param}=${v}`), `${param}=1&${param}=2`])
          requests.push(() =>
            send(`${key}?${value.slice(0, 40)}`, {
              method: route.method as Method,
              url: `${url}?${value}`,
              body: sample,
              form: FORM_ROUTES.has(key),
            }),
          );
    }
    expect(requests.length).toBeGreaterThan(0);
    await inBatches(requests);
    expect(failures).toEqual([]);
  });

  it('answers malformed path parameters below 500, in Portuguese', async () => {
    for (const route of routes) {
      const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);
      const sample = SAMPLES[routeKey(route)]?.(fx);
      for (const name of names) {
        const real = paramValue(route.url, name);
        for (const value of [
          'a'.repeat(101),
          '%E0%A4%A',
          '%00',
          encodeURIComponent(NUL),
          encodeURIComponent(upper(real)),
          PLACEHOLDER_ID,
          '..%2F..%2Fetc',
          '99999999999999999999',
          '-1',
          '1e308',
        ]) {
          await send(`${routeKey(route)} :${name}=${value.slice(0, 30)}`, {
            method: route.method as Method,
            url: concrete(route.url, { name, value }),
            body: sample,
            form: FORM_ROUTES.has(routeKey(route)),
          });
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses CORS preflights and malformed URLs on every route in Portuguese', async () => {
    for (const route of routes) {
      const url = concrete(route.url);
      const preflight = await send(`OPTIONS ${route.url}`, {
        method: 'OPTIONS' as Method,
        url,
        headers: { origin: 'https://outro.exemplo', 'access-control-request-method': route.method },
      });
      expect(preflight.statusCode, route.url).toBe(405);
      expect(Object.keys(preflight.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
      await send(`${routeKey(route)} URL malformada`, {
        method: route.method as Method,
        url: `${url}/%E0%A4%A`,
      });
    }
    expect(failures).toEqual([]);
  });

  it('answers hostile multipart uploads below 500, in Portuguese', async () => {
    const boundary = '----limite';
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString(
      'latin1',
    );
    const bodies: [string, string][] = [
      ['nome com NUL', part(`Content-Disposition: form-data; name="arquivo"; filename="a\u0000.png"`, png)],
      [
        'id com NUL',
        part('Content-Disposition: form-data; name="id"', NUL) +
          part('Content-Disposition: form-data; name="arquivo"; filename="a.png"', png),
      ],
      [
        'id reservado',
        part('Content-Disposition: form-data; name="id"', PLACEHOLDER_ID) +
          part('Content-Disposition: form-data; name="arquivo"; filename="a.png"', png),
      ],
      ['id enorme', part('Content-Disposition: form-data; name="id"', HUGE_TEXT)],
      ['sem arquivo', part('Content-Disposition: form-data; name="outro"', 'x')],
      [
        'truncado',
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="a.png"\r\n\r\n${png}`,
      ],
    ];
    for (const [label, content] of bodies)
      await send(`upload ${label}`, {
        method: 'POST',
        url: '/arquivos/upload',
        raw: `${content}--${boundary}--\r\n`,
        contentType: `multipart/form-data; boundary=${boundary}`,
      });
    expect(failures).toEqual([]);
  });
});
