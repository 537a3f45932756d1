import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { courts, idempotencyKeys } from '../../server/db/schema';
import { requestFingerprint } from '../../server/lib/fingerprint';
import { createMailer } from '../../server/plugins/mail';
import type { TokenResponse } from '../../src/contract/auth';
import type { Court } from '../../src/contract/judiciary';
import type { TestServer } from './harness';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, startTestServer } from './harness';
import { createUser, loggedIn, login, refresh } from './auth-helpers';

const COURTS = '/v1/judiciario/tribunais';
const REUSED = {
  error: 'idempotency_key_reused',
  error_description: 'Esta chave de idempotência já foi usada com outra requisição.',
};
const IN_PROGRESS = {
  error: 'idempotency_key_in_use',
  error_description: 'A mesma operação ainda está em processamento. Tente novamente em instantes.',
};

let server: TestServer;
let admin: string;
let adminSub: string;

const court = (codigo_tr: string, overrides: Record<string, unknown> = {}) => ({
  segmento: 4,
  codigo_tr,
  sigla: `IDEM${codigo_tr}`,
  nome: `tribunal idempotente ${codigo_tr}`,
  ...overrides,
});

function send(
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  options: { key?: string; token?: string; body?: object; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method,
    url,
    headers: {
      ...bearer(options.token ?? admin),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
      ...options.headers,
    },
    ...(options.body ? { payload: options.body } : {}),
  });
}

async function courtRows(codigo: string) {
  return server.database.db.select().from(courts).where(eq(courts.codigo, codigo));
}

async function keyRow(key: string, subject = adminSub) {
  const [row] = await server.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.sujeito, subject), eq(idempotencyKeys.chave, key)));
  return row;
}

beforeAll(async () => {
  server = await startTestServer();
  adminSub = crypto.randomUUID();
  admin = await server.tokenWith({
    sub: adminSub,
    modules: ['cadastro'],
    actions: ['criar_tribunal', 'editar_tribunal', 'visualizar_tribunal'],
  });
});
afterAll(() => server.close());

describe('Idempotency-Key on the main API', () => {
  it('replays the first answer of a create: same status, body and ETag, and one row', async () => {
    const key = crypto.randomUUID();
    const first = await send('POST', COURTS, { key, body: court('30') });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const again = await send('POST', COURTS, { key, body: court('30') });
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await courtRows('4.30')).toHaveLength(1);
    expect(await keyRow(key)).toMatchObject({ situacao: 'concluida', status: 201 });
  });

  it('matches the body by content, not by key order', async () => {
    const key = crypto.randomUUID();
    const body = court('31');
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const first = await send('POST', COURTS, { key, body });
    const again = await send('POST', COURTS, { key, body: reordered });
    expect(again.statusCode).toBe(201);
    expect(again.json<Court>().id).toBe(first.json<Court>().id);
    expect(await courtRows('4.31')).toHaveLength(1);
  });

  it('answers 422 to the same key with another body or another URL, and applies neither', async () => {
    const key = crypto.randomUUID();
    expect((await send('POST', COURTS, { key, body: court('32') })).statusCode).toBe(201);

    const otherBody = await send('POST', COURTS, { key, body: court('33') });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual(REUSED);
    expect(await courtRows('4.33')).toHaveLength(0);

    const created = (await courtRows('4.32'))[0]!;
    const otherUrl = await send('PUT', `${COURTS}/${created.id}`, { key, body: court('32') });
    expect(otherUrl.statusCode).toBe(422);
    expect(otherUrl.json()).toEqual(REUSED);
  });

  it('scopes keys to the caller: another user may use the same key', async () => {
    const key = crypto.randomUUID();
    const other = await server.tokenWith({ modules: ['cadastro'], actions: ['criar_tribunal'] });
    expect((await send('POST', COURTS, { key, body: court('34') })).statusCode).toBe(201);
    expect((await send('POST', COURTS, { key, token: other, body: court('35') })).statusCode).toBe(201);
    expect(await courtRows('4.34')).toHaveLength(1);
    expect(await courtRows('4.35')).toHaveLength(1);
  });

  it('runs concurrent copies of one request once: the others get 409 or the replay', async () => {
    for (let round = 0; round < 6; round++) {
      const key = crypto.randomUUID();
      const body = court(String(60 + round));
      const answers = await Promise.all(Array.from({ length: 4 }, () => send('POST', COURTS, { key, body })));
      const executed = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
      expect(executed).toHaveLength(1);
      for (const a of answers) {
        if (a.statusCode === 409) {
          expect(a.json()).toEqual(IN_PROGRESS);
          expect(a.headers['retry-after']).toBe('1');
        } else {
          expect(a.statusCode).toBe(201);
          expect(a.body).toBe(executed[0]!.body);
        }
      }
      expect(await courtRows(`4.${String(60 + round)}`)).toHaveLength(1);
      // Whatever the interleaving, a later retry gets the one answer.
      const later = await send('POST', COURTS, { key, body });
      expect(later.statusCode).toBe(201);
      expect(later.body).toBe(executed[0]!.body);
    }
  });

  it('answers 409 to copies sent while the first still runs, on another instance, then replays', async () => {
    // A second instance on the same database whose handler waits until the test lets it go.
    const slow = await buildApp({
      config: server.config,
      database: server.database,
      mailer: createMailer({ outboxDir: server.mailDir }),
    });
    let entered!: () => void;
    let release!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    slow.addHook('preHandler', async (req) => {
      if (req.method !== 'POST') return;
      entered();
      await gate;
    });
    await slow.ready();
    try {
      const key = crypto.randomUUID();
      const body = court('39');
      const headers = { ...bearer(admin), 'idempotency-key': key };
      const first = slow.inject({ method: 'POST', url: COURTS, headers, payload: body });
      await inHandler;
      const copies = await Promise.all(Array.from({ length: 3 }, () => send('POST', COURTS, { key, body })));
      for (const copy of copies) {
        expect(copy.statusCode).toBe(409);
        expect(copy.json()).toEqual(IN_PROGRESS);
        expect(copy.headers['retry-after']).toBe('1');
      }
      expect((await send('POST', COURTS, { key, body: court('40') })).statusCode).toBe(422);
      expect(await courtRows('4.39')).toHaveLength(0);

      release();
      const answer = await first;
      expect(answer.statusCode).toBe(201);
      const retry = await send('POST', COURTS, { key, body });
      expect(retry.statusCode).toBe(201);
      expect(retry.body).toBe(answer.body);
      expect(await courtRows('4.39')).toHaveLength(1);
    } finally {
      release();
      await slow.close();
    }
  });

  it('answers 409 with Retry-After while the first request still holds the key, and runs nothing', async () => {
    const key = crypto.randomUUID();
    const body = court('36');
    // The state another instance leaves while its handler runs: the claim, not yet an answer.
    await server.database.db.insert(idempotencyKeys).values({
      sujeito: adminSub,
      chave: key,
      impressao: requestFingerprint('POST', COURTS, body),
      metodo: 'POST',
      url: COURTS,
      situacao: 'em_andamento',
      dono: crypto.randomUUID(),
      expiraEm: new Date(Date.now() + 86_400_000),
    });
    const busy = await send('POST', COURTS, { key, body });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual(IN_PROGRESS);
    expect(busy.headers['retry-after']).toBe('1');
    expect(await courtRows('4.36')).toHaveLength(0);

    // Another body under the held key is still a 422, not a 409.
    expect((await send('POST', COURTS, { key, body: court('37') })).statusCode).toBe(422);
  });

  it('takes over a claim abandoned by a crashed instance once its lease is over', async () => {
    const key = crypto.randomUUID();
    const body = court('38');
    await server.database.db.insert(idempotencyKeys).values({
      sujeito: adminSub,
      chave: key,
      impressao: requestFingerprint('POST', COURTS, body),
      metodo: 'POST',
      url: COURTS,
      situacao: 'em_andamento',
      dono: crypto.randomUUID(),
      iniciadoEm: new Date(Date.now() - 10 * 60_000),
      expiraEm: new Date(Date.now() + 86_400_000),
    });
    const res = await send('POST', COURTS, { key, body });
    expect(res.statusCode).toBe(201);
    expect(await courtRows('4.38')).toHaveLength(1);
    expect(await keyRow(key)).toMatchObject({ situacao: 'concluida', status: 201 });
  });

  it('keeps a 4xx answer and replays it, even after the cause went away', async () => {
    const holder = (await send('POST', COURTS, { body: court('50') })).json<Court>();
    const key = crypto.randomUUID();
    const refused = await send('POST', COURTS, { key, body: court('50', { sigla: 'OUTRO' }) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_description: 'Já existe um tribunal com o código 4.50.' });

    // Free the code: running the request again now would create the court.
    expect((await send('PUT', `${COURTS}/${holder.id}`, { body: court('51') })).statusCode).toBe(200);
    const replayed = await send('POST', COURTS, { key, body: court('50', { sigla: 'OUTRO' }) });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.body).toBe(refused.body);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(await courtRows('4.50')).toHaveLength(0);
  });

  it('keeps a 400 for invalid data too', async () => {
    const key = crypto.randomUUID();
    const first = await send('POST', COURTS, { key, body: { segmento: 4 } });
    expect(first.statusCode).toBe(400);
    const again = await send('POST', COURTS, { key, body: { segmento: 4 } });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });

  it('does not keep a 5xx: the claim is released and the retry runs the request', async () => {
    const key = crypto.randomUUID();
    const body = court('52');
    const db = server.database.db;
    // A database failure in the middle of the handler.
    await db.execute(sql`alter table tribunais rename to tribunais_fora`);
    let failed: LightMyRequestResponse;
    try {
      failed = await send('POST', COURTS, { key, body });
    } finally {
      await db.execute(sql`alter table tribunais_fora rename to tribunais`);
    }
    expect(failed.statusCode).toBe(500);
    expect(await keyRow(key)).toBeUndefined();

    const retry = await send('POST', COURTS, { key, body });
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await courtRows('4.52')).toHaveLength(1);
  });

  it('answers 400 in Portuguese to a key that is not a UUID, and applies nothing', async () => {
    for (const key of ['abc', '12345678-1234-1234-1234-1234567890', `${crypto.randomUUID()}x`]) {
      const res = await send('POST', COURTS, { key, body: court('53') });
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_request',
        error_description: 'Chamada inválida.',
        details: [{ field: 'idempotency-key', message: 'O cabeçalho Idempotency-Key deve ser um UUID.' }],
      });
    }
    expect(await courtRows('4.53')).toHaveLength(0);
    // Reads do not look at the header.
    expect((await send('GET', COURTS, { key: 'abc' })).statusCode).toBe(200);
  });

  it('leaves the public token calls alone: a login is never replayed', async () => {
    const key = crypto.randomUUID();
    const headers = { 'idempotency-key': key };
    const a = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD, { headers });
    const b = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD, { headers });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json<TokenResponse>().refresh_token).not.toBe(a.json<TokenResponse>().refresh_token);
    const bad = await login(server.app, ADMIN_EMAIL, ADMIN_PASSWORD, { headers: { 'idempotency-key': 'x' } });
    expect(bad.statusCode).toBe(200);
  });

  it('replays a PUT of the own account', async () => {
    const user = await createUser(server);
    const token = (await loggedIn(server.app, user.email, user.password)).access_token;
    const key = crypto.randomUUID();
    const body = { nome: 'Maria Idempotente', apelido: 'mari' };
    const first = await send('PUT', '/v1/me', { key, token, body });
    expect(first.statusCode).toBe(200);
    const again = await send('PUT', '/v1/me', { key, token, body });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await keyRow(key, user.id)).toMatchObject({ situacao: 'concluida', metodo: 'PUT' });
  });

  it('replays a password change without keeping the passwords, not even hashed', async () => {
    const user = await createUser(server);
    const session = await loggedIn(server.app, user.email, user.password);
    const key = crypto.randomUUID();
    const url = '/v1/me/alterar-senha';
    const body = { senha_atual: user.password, nova_senha: 'Outra-Senha-99' };
    const first = await send('PUT', url, { key, token: session.access_token, body });
    expect(first.statusCode).toBe(200);
    // The change ended the access token (token version): the client refreshes and retries.
    const renewed = await refresh(server.app, session.refresh_token);
    const token = renewed.json<TokenResponse>().access_token;
    // Run again, the change would now fail with 'Senha atual incorreta.': the retry gets the success.
    const again = await send('PUT', url, { key, token, body });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const row = await keyRow(key, user.id);
    expect(row?.impressao).toBe(requestFingerprint('PUT', url, {}));
    expect(JSON.stringify(row)).not.toContain('Outra-Senha-99');
  });

  it('forgets keys after 30 days: an expired key runs again and the sweep at start deletes it', async () => {
    const key = crypto.randomUUID();
    expect((await send('POST', COURTS, { key, body: court('54') })).statusCode).toBe(201);
    const expire = () =>
      server.database.db
        .update(idempotencyKeys)
        .set({ expiraEm: new Date(Date.now() - 1000) })
        .where(eq(idempotencyKeys.chave, key));
    await expire();
    const reused = await send('POST', COURTS, { key, body: court('55') });
    expect(reused.statusCode).toBe(201);
    expect(await keyRow(key)).toMatchObject({ situacao: 'concluida' });

    await expire();
    const second = await buildApp({
      config: server.config,
      database: server.database,
      mailer: createMailer({ outboxDir: server.mailDir }),
    });
    await second.close();
    expect(await keyRow(key)).toBeUndefined();
  });
});
