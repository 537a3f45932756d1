import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig, parseTrustProxy } from '../../server/config';
import { attemptCounters } from '../../server/db/schema';
import { deleteStaleCounters } from '../../server/lib/rate-limit';
import { createMailer } from '../../server/plugins/mail';
import type { TestServer } from './harness';
import { startTestServer } from './harness';
import { createUser, login } from './auth-helpers';

const fakeAddress = () =>
  `${String(crypto.randomInt(1, 223))}.${String(crypto.randomInt(256))}.${String(crypto.randomInt(256))}.${String(crypto.randomInt(1, 255))}`;

const guestToken = (app: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/connect/guestToken', remoteAddress, headers });

const forgot = (
  app: FastifyInstance,
  email: string,
  remoteAddress: string,
  headers: Record<string, string>,
) =>
  app.inject({
    method: 'PUT',
    url: '/v1/usuarios/esqueci-senha/',
    payload: { email },
    remoteAddress,
    headers,
  });

const statuses = (responses: LightMyRequestResponse[]) => responses.map((r) => r.statusCode);

describe('TRUST_PROXY', () => {
  it('is off by default and takes proxy addresses or a hop count, never "true"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy(' 10.0.0.0/8 , 127.0.0.1 ')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    const hops = parseTrustProxy('2');
    expect(typeof hops).toBe('function');
    if (typeof hops !== 'function') return;
    expect([hops('a', 0), hops('a', 1), hops('a', 2)]).toEqual([true, true, false]);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });
});

describe('per-address limits without a trusted proxy (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ loginRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => server.close());

  it('a new fake X-Forwarded-For on every login does not reset the limit of one user from one address', async () => {
    const user = await createUser(server);
    const from = { remoteAddress: '10.1.0.1' };
    const tries: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i++)
      tries.push(
        await login(server.app, user.email, 'Errada-123', {
          ...from,
          headers: { 'x-forwarded-for': fakeAddress() },
        }),
      );
    expect(statuses(tries)).toEqual([401, 401, 401, 429]);
    expect(Number(tries[3]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('fake X-Forwarded-For values do not reset the per-address limit across user names', async () => {
    const results: number[] = [];
    for (let i = 0; i < 31; i++)
      results.push(
        (
          await login(server.app, `u${String(i)}@teste.local`, 'x', {
            remoteAddress: '10.1.0.2',
            headers: { 'x-forwarded-for': fakeAddress() },
          })
        ).statusCode,
      );
    expect(results.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(results[30]).toBe(429);
  });

  it('fake X-Forwarded-For values reset neither the guest-token nor the password-recovery limit', async () => {
    const guests: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i++)
      guests.push(await guestToken(server.app, '10.1.0.3', { 'x-forwarded-for': fakeAddress() }));
    expect(statuses(guests)).toEqual([200, 200, 200, 429]);

    const asks: LightMyRequestResponse[] = [];
    for (let i = 0; i < 4; i++)
      asks.push(
        await forgot(server.app, `r${String(i)}@teste.local`, '10.1.0.4', {
          'x-forwarded-for': fakeAddress(),
        }),
      );
    expect(statuses(asks)).toEqual([200, 200, 200, 429]);
  });
});

describe('per-address limits behind a trusted proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      loginRateLimit: { max: 2, windowMs: 60_000 },
      trustProxy: parseTrustProxy('10.2.0.1'),
    });
  });
  afterAll(() => server.close());

  it('counts the client the proxy names, and ignores the header from anybody else', async () => {
    const proxy = '10.2.0.1';
    const viaProxy = (client: string) =>
      guestToken(server.app, proxy, { 'x-forwarded-for': `${fakeAddress()}, ${client}` });
    // The proxy appends the address it saw: the left part is the client's own claim, not trusted.
    expect(statuses([await viaProxy('198.51.100.1'), await viaProxy('198.51.100.1')])).toEqual([200, 200]);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(200);

    const direct: LightMyRequestResponse[] = [];
    for (let i = 0; i < 3; i++)
      direct.push(await guestToken(server.app, '10.2.0.9', { 'x-forwarded-for': fakeAddress() }));
    expect(statuses(direct)).toEqual([200, 200, 429]);
    const keys = (
      await server.database.db.select({ chave: attemptCounters.chave }).from(attemptCounters)
    ).map((r) => r.chave);
    expect(keys).toEqual(
      expect.arrayContaining([
        'convidado-ip:198.51.100.1',
        'convidado-ip:198.51.100.2',
        'convidado-ip:10.2.0.9',
      ]),
    );
  });
});

describe('per-account limit: a growing delay after consecutive failures, from any address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      accountLockout: { freeFailures: 3, baseDelayMs: 1000, maxDelayMs: 8000 },
    });
  });
  afterAll(() => server.close());

  /** The delay ends, as if its seconds had gone by. */
  const letDelayPass = (email: string) =>
    server.database.db
      .update(attemptCounters)
      .set({ bloqueadoAte: sql`now() - interval '1 millisecond'` })
      .where(eq(attemptCounters.chave, `login-conta:${email}`));

  const attempt = (email: string, password: string) =>
    login(server.app, email, password, { remoteAddress: fakeAddress() });

  it('slows the account whatever the address, doubles the wait up to the cap, and a success starts over', async () => {
    const user = await createUser(server);
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, 'Errada-123')).statusCode).toBe(401);

    // Even the right password waits: answering it would let guesses through.
    const blocked = await attempt(user.email, user.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('1');
    expect(blocked.json()).toEqual({
      error: 'too_many_requests',
      error_description: 'Muitas tentativas. Tente novamente em 1 segundo.',
    });

    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      await letDelayPass(user.email);
      expect((await attempt(user.email, 'Errada-123')).statusCode).toBe(401);
      waits.push(String((await attempt(user.email, user.password)).headers['retry-after']));
    }
    expect(waits).toEqual(['2', '4', '8', '8']);

    // The owner is never locked out for good: once the delay is over the right password gets in,
    // and the failures are forgotten.
    await letDelayPass(user.email);
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
    expect((await attempt(user.email, 'Errada-123')).statusCode).toBe(401);
    expect((await attempt(user.email, user.password)).statusCode).toBe(200);
  });

  it('slows unknown user names alike, so the answer does not tell which exist', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt('ninguem@teste.local', 'Errada-123')).statusCode).toBe(401);
    expect((await attempt('ninguem@teste.local', 'Errada-123')).statusCode).toBe(429);
  });

  it('lets only the free failures through when many addresses guess at once', async () => {
    const user = await createUser(server);
    const answers = await Promise.all(Array.from({ length: 8 }, () => attempt(user.email, 'Errada-123')));
    expect(statuses(answers).filter((s) => s === 401)).toHaveLength(3);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(5);
  });

  it('defaults to 5 free failures, 1 s doubled up to 15 minutes', () => {
    expect(loadConfig({}).accountLockout).toEqual({
      freeFailures: 5,
      baseDelayMs: 1000,
      maxDelayMs: 15 * 60_000,
    });
  });
});

describe('counters shared by every instance on one database', () => {
  let server: TestServer;
  let second: FastifyInstance;
  beforeAll(async () => {
    server = await startTestServer({ loginRateLimit: { max: 3, windowMs: 60_000 } });
    // A second instance, as behind a load balancer: same database, nothing else shared.
    second = await buildApp({
      config: server.config,
      database: server.database,
      mailer: createMailer({ outboxDir: server.mailDir }),
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await server.close();
  });

  it('counts the attempts made on either instance together', async () => {
    const user = await createUser(server);
    const from = { remoteAddress: '10.3.0.1' };
    const answers = [
      await login(server.app, user.email, 'Errada-123', from),
      await login(second, user.email, 'Errada-123', from),
      await login(server.app, user.email, 'Errada-123', from),
      await login(second, user.email, user.password, from),
    ];
    expect(statuses(answers)).toEqual([401, 401, 401, 429]);
  });

  it('lets exactly the limit through when both instances are hit at once', async () => {
    const user = await createUser(server);
    const from = { remoteAddress: '10.3.0.2' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(i % 2 ? second : server.app, user.email, 'Errada-123', from)),
    );
    expect(statuses(answers).filter((s) => s === 401)).toHaveLength(3);
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(5);
  });

  it('removes idle counters: windows after an hour, failures after a day', async () => {
    const db = server.database.db;
    const hoursAgo = (h: number) => sql`now() - ${h}::int * interval '1 hour'`;
    await db.insert(attemptCounters).values([
      { chave: 'teste-limpeza:janela-velha', tentativas: 4, atualizadoEm: hoursAgo(2) },
      { chave: 'teste-limpeza:janela-nova', tentativas: 4 },
      { chave: 'teste-limpeza:falhas-recentes', falhas: 7, atualizadoEm: hoursAgo(2) },
      { chave: 'teste-limpeza:falhas-velhas', falhas: 7, atualizadoEm: hoursAgo(25) },
    ]);
    expect(await deleteStaleCounters(db)).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ chave: attemptCounters.chave })
      .from(attemptCounters)
      .where(like(attemptCounters.chave, 'teste-limpeza:%'));
    expect(left.map((r) => r.chave).sort()).toEqual([
      'teste-limpeza:falhas-recentes',
      'teste-limpeza:janela-nova',
    ]);
  });
});
