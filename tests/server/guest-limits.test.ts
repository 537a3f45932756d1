import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { GuestLimits } from '../../server/config';
import { countAttempt } from '../../server/lib/rate-limit';
import { createMailer } from '../../server/plugins/mail';
import { apiPath } from '../../src/contract/manifest';
import { agroQuotationApi as api } from '../../src/contract/manifests/agro-quotations';
import type { TokenResponse } from '../../src/contract/auth';
import type { ApiErrorBody } from '../../src/contract/common';
import type { TestServer } from './harness';
import { bearer, startTestServer } from './harness';
import { agroQuotationSample } from './route-samples';

// What a session without a login may do. Every new device key is a new guest, so limits per guest
// alone are worth nothing: creates and uploads are bounded per address too, uploads in total, and
// the space all guests' files take has a ceiling.

const KB = 1024;
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A valid 1×1 PNG of `size` bytes (padding after IEND, which decoders ignore). */
const pngOf = (size: number) => Buffer.concat([PNG_1X1, Buffer.alloc(size - PNG_1X1.length)]);

const deviceKey = () => crypto.randomBytes(33).toString('base64url');
let addresses = 0;
const newAddress = () => `10.77.${String(Math.floor(++addresses / 250))}.${String((addresses % 250) + 1)}`;

async function guestToken(app: FastifyInstance, remoteAddress: string, dispositivo = deviceKey()) {
  const res = await app.inject({
    method: 'POST',
    url: '/connect/guestToken',
    remoteAddress,
    headers: { 'x-area': 'agronegocio' },
    payload: { dispositivo },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TokenResponse>().access_token;
}

const createQuotation = (app: FastifyInstance, token: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: api.list,
    remoteAddress,
    headers: bearer(token),
    payload: agroQuotationSample(),
  });

function sendPhoto(app: FastifyInstance, token: string, id: string, bytes: Buffer, remoteAddress: string) {
  const boundary = `----foto${crypto.randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="lavoura.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: 'POST',
    url: apiPath(api.photos, { id }),
    remoteAddress,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** A new guest (new device key) at `remoteAddress`, with a quotation of its own to send photos to. */
async function guestWithQuotation(app: FastifyInstance, remoteAddress: string) {
  const token = await guestToken(app, remoteAddress);
  const res = await createQuotation(app, token, remoteAddress);
  expect(res.statusCode, res.body).toBe(201);
  return { token, id: res.json<{ id: string }>().id };
}

const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode);
const errorOf = (res: LightMyRequestResponse) => res.json<ApiErrorBody>();

function expectRefusal(res: LightMyRequestResponse, status: number, text: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(errorOf(res).error_description).toMatch(text);
}

async function serverWith(limits: Partial<GuestLimits>): Promise<TestServer> {
  const defaults = loadConfig({});
  return startTestServer({
    loginRateLimit: { max: 1000, windowMs: 60_000 },
    guestLimits: { ...defaults.guestLimits, ...limits },
  });
}

describe('guest limits: defaults', () => {
  it('are 20 quotations an hour per guest, 60 per address, 200 MB an hour per address, 10 GB stored', () => {
    const limits = loadConfig({}).guestLimits;
    expect(limits).toMatchObject({
      windowMs: 3_600_000,
      quotationsPerGuest: 20,
      quotationsPerAddress: 60,
      uploadBytesPerAddress: 200 * KB * KB,
      storageMaxBytes: 10_240 * KB * KB,
    });
    expect(loadConfig({ GUEST_STORAGE_MAX_MB: '500' }).guestLimits.storageMaxBytes).toBe(500 * KB * KB);
    expect(() => loadConfig({ GUEST_STORAGE_MAX_MB: 'muito' })).toThrow(/GUEST_STORAGE_MAX_MB/);
  });
});

describe('guest quotations', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ quotationsPerGuest: 3, quotationsPerAddress: 5 });
  });
  afterAll(() => server.close());

  it('lets one guest create its limit, then answers 429 in Portuguese with Retry-After', async () => {
    const from = newAddress();
    const token = await guestToken(server.app, from);
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 5; i++) answers.push(await createQuotation(server.app, token, from));
    expect(statuses(answers)).toEqual([201, 201, 201, 429, 429]);
    const refused = answers[3] as LightMyRequestResponse;
    expectRefusal(refused, 429, /Limite de cotações de visitante atingido\. Tente novamente em \d+ minutos/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('counts every device key of one address together, and other addresses apart', async () => {
    const from = newAddress();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 7; i++)
      answers.push(await createQuotation(server.app, await guestToken(server.app, from), from));
    expect(statuses(answers)).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const elsewhere = newAddress();
    expect(
      (await createQuotation(server.app, await guestToken(server.app, elsewhere), elsewhere)).statusCode,
    ).toBe(201);
  });

  it('does not limit the staff', async () => {
    const staff = await server.adminToken();
    const from = newAddress();
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 7; i++) answers.push(await createQuotation(server.app, staff, from));
    expect(new Set(statuses(answers))).toEqual(new Set([201]));
  });
});

describe('guest uploads', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serverWith({ uploadBytesPerAddress: 1000 * KB, uploadBytesTotal: 2500 * KB });
  });
  afterAll(() => server.close());

  it('bounds the bytes of one address whatever the device key, and all addresses together', async () => {
    const from = newAddress();
    const photo = pngOf(300 * KB);
    const answers: LightMyRequestResponse[] = [];
    // A new guest for each photo: the probe's way around a per-guest quota.
    for (let i = 0; i < 4; i++) {
      const guest = await guestWithQuotation(server.app, from);
      answers.push(await sendPhoto(server.app, guest.token, guest.id, photo, from));
    }
    expect(statuses(answers)).toEqual([200, 200, 200, 429]);
    const refused = answers[3] as LightMyRequestResponse;
    expectRefusal(refused, 429, /Muitas fotos enviadas desta conexão na última hora\. Tente novamente em/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);

    // Another address still sends, until every guest together reaches the total (900 KB, then 700 KB a time).
    const other: LightMyRequestResponse[] = [];
    for (let i = 0; i < 3; i++) {
      const at = newAddress();
      const guest = await guestWithQuotation(server.app, at);
      other.push(await sendPhoto(server.app, guest.token, guest.id, pngOf(700 * KB), at));
    }
    expect(statuses(other)).toEqual([200, 200, 429]);
    expectRefusal(other[2] as LightMyRequestResponse, 429, /Muitas fotos recebidas de visitantes/);
  });

  it('keeps counting past the int4 range of the counter column (a flood stays a 429, never a 500)', async () => {
    const key = `teste-kb:${crypto.randomUUID()}`;
    await countAttempt(server.database.db, key, 3_600_000, 1_500_000_000);
    const { tentativas } = await countAttempt(server.database.db, key, 3_600_000, 1_500_000_000);
    expect(tentativas).toBe(2_000_000_000);
  });

  it('does not count the staff', async () => {
    const staff = await server.adminToken();
    const from = newAddress();
    const created = await createQuotation(server.app, staff, from);
    const id = created.json<{ id: string }>().id;
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i++) answers.push(await sendPhoto(server.app, staff, id, pngOf(400 * KB), from));
    expect(new Set(statuses(answers))).toEqual(new Set([200]));
  });
});

describe('the space all guests files may take (GUEST_STORAGE_MAX_MB)', () => {
  let server: TestServer;
  let logged: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await serverWith({ storageMaxBytes: 1000 * KB });
    // A second instance on the same database whose log is kept, to read the alarm.
    logged = await buildApp({
      config: server.config,
      database: server.database,
      mailer: createMailer({ outboxDir: server.mailDir }),
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    await logged.ready();
  });
  afterAll(async () => {
    await logged.close();
    await server.close();
  });

  it('warns in the log from 80% and refuses with a Portuguese 507 once full', async () => {
    const guest = await guestWithQuotation(logged, newAddress());
    const from = newAddress();
    expect((await sendPhoto(logged, guest.token, guest.id, pngOf(500 * KB), from)).statusCode).toBe(200);
    expect(lines.join('')).not.toMatch(/80%/);
    expect((await sendPhoto(logged, guest.token, guest.id, pngOf(350 * KB), from)).statusCode).toBe(200);
    expect(lines.join('')).toMatch(/arquivos de convidados passam de 80% de GUEST_STORAGE_MAX_MB/);

    // Another guest, from elsewhere: the space is shared by all guests.
    const other = await guestWithQuotation(logged, newAddress());
    const full = await sendPhoto(logged, other.token, other.id, pngOf(200 * KB), newAddress());
    expectRefusal(full, 507, /espaço para arquivos de visitantes está esgotado/);
    expect(full.headers['retry-after']).toBeDefined();
    expect(lines.join('')).toMatch(/esgotado/);
  });
});
