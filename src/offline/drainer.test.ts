import { describe, expect, it } from 'vitest';
import { SYSTEM_ERROR } from '../contract/common';
import type { Sent, Thing } from '../../tests/offline/kit';
import { createWorld, json, refusal, thingCommand, tokenResponse } from '../../tests/offline/kit';
import { backoffDelay } from './backoff';

const DETAILS = [{ field: 'nome', message: 'Informe o nome.' }];
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const thing = (n: number, scope = 'a'): Thing => ({ scope, n });

/** The server answers `first` to the first write, then 201 to every later one. */
function answersOnce(first: () => Response | Promise<Response>) {
  let answered = false;
  return (req: Sent) => {
    if (req.url === '/connect/token') return json(200, tokenResponse(1));
    if (answered) return json(201, { ok: (req.body as Thing).n });
    answered = true;
    return first();
  };
}

async function oneItem(first: () => Response | Promise<Response>) {
  const world = createWorld({ route: answersOnce(first) });
  const command = thingCommand(world);
  const queued = await world.outbox.enqueue(command, thing(1));
  const report = await world.drainer.drainOnce();
  const stored = await world.outbox.get(queued.id);
  return { world, queued, report, stored };
}

describe('classification of every answer', () => {
  it.each([200, 201])('%i: delivered, removed from the outbox, result handed over', async (status) => {
    const { world, report, stored } = await oneItem(() => json(status, { ok: 1 }));
    expect(report).toMatchObject({ ran: true, sent: 1, dead: 0, retried: 0 });
    expect(stored).toBeUndefined();
    expect(world.events.find((e) => e.type === 'sent')).toMatchObject({ result: { ok: 1 } });
  });

  it.each([
    [400, 'Chamada inválida.', 'Informe o nome.'],
    [403, 'Usuário sem permissão.', 'Usuário sem permissão.'],
    [404, 'Registro não encontrado.', 'Registro não encontrado.'],
    [409, 'Já existe um tribunal com o código 8.26.', 'Já existe um tribunal com o código 8.26.'],
    [412, 'O registro foi alterado por outra pessoa.', 'O registro foi alterado por outra pessoa.'],
    [422, 'Chave de idempotência reutilizada.', 'Chave de idempotência reutilizada.'],
  ])('%i: dead letter with the server message', async (status, description, shown) => {
    const details = status === 400 ? DETAILS : undefined;
    const { world, report, stored } = await oneItem(() => refusal(status, description, details));
    expect(report).toMatchObject({ sent: 0, dead: 1, retried: 0, nextAttemptAt: null });
    expect(stored).toMatchObject({ status: 'dead', last_status: status, last_error: shown, attempts: 0 });
    expect(stored?.last_details).toEqual(details ?? []);
    // A dead letter waits for the user: later passes leave it alone.
    world.clock.now += 60 * 60 * 1000;
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 0, dead: 0, retried: 0 });
    expect(world.calls()).toHaveLength(1);
  });

  it.each([
    ['408', () => refusal(408, 'Tempo esgotado.')],
    ['500', () => refusal(500, SYSTEM_ERROR)],
    ['503', () => json(503, 'Service Unavailable')],
    ['network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: retried later with backoff, the same key, then delivered', async (_label, first) => {
    const { world, queued, report, stored } = await oneItem(first);
    expect(report).toMatchObject({ sent: 0, dead: 0, retried: 1 });
    const wait = backoffDelay(1, () => 0.5);
    expect(stored).toMatchObject({
      status: 'pending',
      attempts: 1,
      next_attempt_at: world.clock.now + wait,
    });
    expect(stored!.last_error).toMatch(/\S/);
    expect(report.nextAttemptAt).toBe(world.clock.now + wait);
    // Not before its time...
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 0, retried: 0 });
    world.clock.now += wait;
    // ...then again, with the key of the first attempt: a lost answer is replayed by the server.
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 1 });
    const keys = world.calls().map((r) => r.headers['Idempotency-Key']);
    expect(keys).toEqual([queued.idempotency_key, queued.idempotency_key]);
  });

  it('429 with Retry-After in seconds: not before the server said', async () => {
    const { world, stored } = await oneItem(() =>
      json(429, { error: 'muitas', error_description: 'Muitas tentativas.' }, { 'Retry-After': '120' }),
    );
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, last_status: 429 });
    expect(stored!.next_attempt_at).toBe(world.clock.now + 120_000);
    world.clock.now += 119_000;
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 0 });
    world.clock.now += 1000;
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 1 });
  });

  it('503 with Retry-After as an HTTP date', async () => {
    const at = new Date(Date.now() + 30_000).toUTCString();
    const { world, stored } = await oneItem(() => json(503, {}, { 'Retry-After': at }));
    const wait = stored!.next_attempt_at - world.clock.now;
    expect(wait).toBeGreaterThanOrEqual(28_000);
    expect(wait).toBeLessThanOrEqual(31_000);
  });

  it('401 refreshed: one refresh, the call repeated with the new token, delivered', async () => {
    const world = createWorld({
      route: (req) => {
        if (req.url === '/connect/token') return json(200, tokenResponse(1));
        return req.headers.Authorization === 'Bearer access-1'
          ? json(201, { ok: 1 })
          : refusal(401, 'Token expirado.');
      },
    });
    await world.outbox.enqueue(thingCommand(world), thing(1));
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 1, needsLogin: false });
    expect(world.refreshes()).toHaveLength(1);
    expect(await world.outbox.list()).toEqual([]);
  });

  it('401 with the refresh refused: the queue pauses for a login, nothing is dropped', async () => {
    const world = createWorld({
      route: (req) =>
        req.url === '/connect/token'
          ? refusal(400, 'Sessão expirada, faça login novamente.')
          : req.headers.Authorization === 'Bearer access-9'
            ? json(201, { ok: 1 })
            : refusal(401, 'Token expirado.'),
    });
    const command = thingCommand(world);
    await world.outbox.enqueue(command, thing(1, 'a'));
    await world.outbox.enqueue(command, thing(2, 'a'));
    await world.outbox.enqueue(command, thing(3, 'b'));
    const report = await world.drainer.drainOnce();
    expect(report).toMatchObject({ sent: 0, dead: 0, needsLogin: true });
    expect(world.events.some((e) => e.type === 'login-needed')).toBe(true);
    expect(world.session.access).toBeNull();
    // Every item is still there, untouched, and nothing more is sent without a user.
    const stored = await world.db.outbox.toArray();
    expect(stored.map((i) => [i.status, i.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['pending', 0],
    ]);
    expect(await world.drainer.drainOnce()).toMatchObject({ ran: false });
    // The user logs in again: the queue goes on.
    Object.assign(world.session, { user: 'u1', access: 'access-9', refresh: 'refresh-9' });
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 3 });
  });

  it('drainer calls are silent: no loading modal, no alert', async () => {
    const { world } = await oneItem(() => refusal(409, 'Conflito.'));
    expect(world.feedback).toEqual({ shown: 0, errors: [] });
  });

  it('a 409 of the idempotency layer for a request still running is retried, not refused', async () => {
    const { stored } = await oneItem(() =>
      json(409, { error: 'idempotency_in_progress', error_description: 'Requisição em andamento.' }),
    );
    expect(stored).toMatchObject({ status: 'pending', attempts: 1, last_status: 409 });
  });

  it('a fault in the command itself is retried (the item is never lost)', async () => {
    const world = createWorld();
    const command = world.register<Thing, unknown>({
      name: 'broken',
      scope: () => 'x',
      send: async () => {
        throw new TypeError('Cannot read properties of undefined');
      },
      describe: () => 'Quebrado',
    });
    await world.outbox.enqueue(command, thing(1));
    expect(await world.drainer.drainOnce()).toMatchObject({ retried: 1 });
    expect((await world.outbox.list())[0]).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

describe('backoff', () => {
  it('grows exponentially from 1 s, capped at 5 min, fully jittered', () => {
    const top = () => 0.999_999;
    expect([1, 2, 3, 4, 5].map((n) => Math.round(backoffDelay(n, top) / 1000))).toEqual([1, 2, 4, 8, 16]);
    expect(backoffDelay(20, top)).toBeLessThanOrEqual(300_000);
    expect(backoffDelay(20, top)).toBeGreaterThan(299_000);
    expect(backoffDelay(500, top)).toBeLessThanOrEqual(300_000);
    expect(backoffDelay(3, () => 0)).toBe(0);
    expect(backoffDelay(3, () => 0.5)).toBe(2000);
  });

  it('never earlier than Retry-After', () => {
    expect(backoffDelay(1, () => 0.5, 90)).toBe(90_000);
    expect(backoffDelay(12, () => 0.999, 1)).toBeGreaterThan(1000);
  });

  it('backs off further on each failure of the same item', async () => {
    const world = createWorld({ route: () => json(503, {}) });
    const queued = await world.outbox.enqueue(thingCommand(world), thing(1));
    const waits: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const before = world.clock.now;
      await world.drainer.drainOnce();
      const stored = await world.outbox.get(queued.id);
      waits.push(stored!.next_attempt_at - before);
      world.clock.now = stored!.next_attempt_at;
    }
    expect(waits).toEqual([500, 1000, 2000, 4000]);
  });
});

describe('single-flight refresh', () => {
  it('N items all answered 401: exactly one refresh, all delivered', async () => {
    let refreshes = 0;
    const world = createWorld({
      drainer: { concurrency: 8 },
      route: async (req) => {
        if (req.url === '/connect/token') {
          refreshes += 1;
          await delay(20);
          return json(200, tokenResponse(refreshes));
        }
        await delay(5);
        return req.headers.Authorization === 'Bearer access-1'
          ? json(201, { ok: (req.body as Thing).n })
          : refusal(401, 'Token expirado.');
      },
    });
    const command = thingCommand(world);
    const n = 8;
    for (let i = 0; i < n; i += 1) await world.outbox.enqueue(command, thing(i, `s${i}`));
    const report = await world.drainer.drainOnce();
    expect(report).toMatchObject({ sent: n, dead: 0, retried: 0 });
    expect(refreshes).toBe(1);
    // Every item went out once with the old token, then once with the new one.
    expect(world.calls().filter((r) => r.headers.Authorization === 'Bearer access-0')).toHaveLength(n);
    expect(world.calls().filter((r) => r.headers.Authorization === 'Bearer access-1')).toHaveLength(n);
    expect(await world.outbox.list()).toEqual([]);
  });
});

describe('user binding', () => {
  it("user B never sends user A's items; A's go once A logs back in", async () => {
    const world = createWorld({
      route: (req) => json(201, { ok: (req.body as Thing).n, by: req.headers.Authorization }),
    });
    const command = thingCommand(world);
    await world.outbox.enqueue(command, thing(1, 'a'));
    await world.outbox.enqueue(command, thing(2, 'b'));

    Object.assign(world.session, { user: 'u2', access: 'token-b', refresh: 'refresh-b' });
    expect(await world.outbox.list()).toEqual([]);
    await world.outbox.enqueue(command, thing(3, 'a'));
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 1 });
    expect(world.calls().map((r) => [(r.body as Thing).n, r.headers.Authorization])).toEqual([
      [3, 'Bearer token-b'],
    ]);
    expect(await world.db.outbox.where('user_id').equals('u1').count()).toBe(2);

    Object.assign(world.session, { user: 'u1', access: 'token-a', refresh: 'refresh-a' });
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 2 });
    expect(
      world
        .calls()
        .slice(1)
        .map((r) => [(r.body as Thing).n, r.headers.Authorization]),
    ).toEqual([
      [1, 'Bearer token-a'],
      [2, 'Bearer token-a'],
    ]);
  });

  it('stops sending when the user changes in the middle of a pass', async () => {
    const world = createWorld({ drainer: { concurrency: 1 } });
    world.route.current = (req) => {
      // The first answer arrives after the user logged out.
      Object.assign(world.session, { user: null, access: null, refresh: null });
      return json(201, { ok: (req.body as Thing).n });
    };
    const command = thingCommand(world);
    await world.outbox.enqueue(command, thing(1));
    await world.outbox.enqueue(command, thing(2));
    await world.drainer.drainOnce();
    expect(world.calls()).toHaveLength(1);
    expect(await world.db.outbox.count()).toBe(1);
  });
});

describe('scopes', () => {
  it('keeps the order within a scope', async () => {
    const world = createWorld({
      drainer: { concurrency: 4 },
      route: async (req) => {
        // Earlier items answer slower: only strict sequencing keeps the order.
        await delay(10 - (req.body as Thing).n);
        return json(201, { ok: (req.body as Thing).n });
      },
    });
    const command = thingCommand(world);
    for (let i = 0; i < 6; i += 1) await world.outbox.enqueue(command, thing(i, i % 2 ? 'odd' : 'even'));
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 6 });
    const order = (scope: string) =>
      world
        .calls()
        .map((r) => r.body as Thing)
        .filter((t) => t.scope === scope)
        .map((t) => t.n);
    expect(order('even')).toEqual([0, 2, 4]);
    expect(order('odd')).toEqual([1, 3, 5]);
  });

  it('a failure blocks only its scope; a dead letter holds its scope until resolved', async () => {
    const world = createWorld();
    const fail = new Map<number, () => Response>([[1, () => json(503, {})]]);
    world.route.current = (req) => {
      const n = (req.body as Thing).n;
      const answer = fail.get(n);
      fail.delete(n);
      return answer ? answer() : json(201, { ok: n });
    };
    const command = thingCommand(world);
    await world.outbox.enqueue(command, thing(1, 'a'));
    await world.outbox.enqueue(command, thing(2, 'a'));
    await world.outbox.enqueue(command, thing(3, 'b'));
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 1, retried: 1 });
    expect(
      world
        .calls()
        .map((r) => (r.body as Thing).n)
        .sort(),
    ).toEqual([1, 3]);

    // The retry of 1 is refused for good: 2 stays behind it, other scopes go on.
    fail.set(1, () => refusal(409, 'Conflito.'));
    await world.outbox.enqueue(command, thing(4, 'b'));
    await world.drainer.drainUntilSettled();
    const left = await world.outbox.list();
    expect(left.map((i) => [(i.payload as Thing).n, i.status])).toEqual([
      [1, 'dead'],
      [2, 'pending'],
    ]);
    expect(
      world
        .calls()
        .map((r) => (r.body as Thing).n)
        .slice(2),
    ).toEqual([4, 1]);

    // Discarding the dead letter frees its scope.
    await world.outbox.discard(left[0]!.id);
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 1 });
    expect(await world.outbox.list()).toEqual([]);
  });

  it('a corrected dead letter keeps its place and gets a new key', async () => {
    const world = createWorld();
    world.route.current = (req) =>
      (req.body as Thing).n < 0 ? refusal(400, 'Chamada inválida.', DETAILS) : json(201, { ok: 1 });
    const command = thingCommand(world);
    const bad = await world.outbox.enqueue(command, thing(-1, 'a'));
    await world.outbox.enqueue(command, thing(2, 'a'));
    await world.drainer.drainOnce();
    await world.outbox.updatePayload(bad.id, thing(1, 'a'));
    const corrected = await world.outbox.get(bad.id);
    expect(corrected).toMatchObject({
      status: 'pending',
      attempts: 0,
      last_error: null,
      payload: thing(1, 'a'),
    });
    expect(corrected!.idempotency_key).not.toBe(bad.idempotency_key);
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 2 });
    expect(world.calls().map((r) => (r.body as Thing).n)).toEqual([-1, 1, 2]);
  });

  it('items of a command not loaded yet wait without blocking the others', async () => {
    const world = createWorld();
    const command = thingCommand(world);
    await world.outbox.enqueue(command, thing(1, 'a'));
    await world.outbox.enqueue(command, thing(2, 'b'));
    world.commands.delete('things.create');
    thingCommand(world, 'other');
    await world.outbox.enqueue('other', thing(3, 'c'));
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 1, nextAttemptAt: null });
    expect((await world.outbox.list()).map((i) => i.status)).toEqual(['pending', 'pending']);
  });

  it('an item left "sending" by a closed tab is sent again with its key', async () => {
    const world = createWorld();
    const queued = await world.outbox.enqueue(thingCommand(world), thing(1));
    await world.db.outbox.where({ id: queued.id }).modify({ status: 'sending' });
    expect(await world.drainer.drainOnce()).toMatchObject({ sent: 1 });
    expect(world.calls()[0]!.headers['Idempotency-Key']).toBe(queued.idempotency_key);
  });
});

describe('commands with several writes and files', () => {
  it('derives one stable key per write and hands the stored files back', async () => {
    const world = createWorld({ route: (req) => json(201, { ok: 1, url: req.url }) });
    const command = world.register<{ id: string }, unknown>({
      name: 'upload-then-put',
      scope: (p) => p.id,
      send: async (p, { api, files }) => {
        const photo = files.foto;
        if (!photo) throw new Error('sem foto');
        await api.upload('/arquivos/upload', photo);
        return api.put(`/v1/coisas/${p.id}`, { size: photo.size, type: photo.type });
      },
      describe: () => 'Foto',
    });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'foto.png', { type: 'image/png' });
    const queued = await world.outbox.enqueue(command, { id: 'x' }, { foto: file });
    const stored = await world.outbox.get(queued.id);
    expect(stored!.files[0]).toMatchObject({ name: 'foto', type: 'image/png', fileName: 'foto.png' });
    // Stored as ArrayBuffer (another realm's under jsdom: compare the tag, not the constructor).
    expect(Object.prototype.toString.call(stored!.files[0]!.data)).toBe('[object ArrayBuffer]');
    expect(stored!.files[0]!.data.byteLength).toBe(4);
    await world.drainer.drainOnce();
    const [upload, put] = world.calls();
    expect(upload!.headers['Idempotency-Key']).toBe(queued.idempotency_key);
    expect(put!.headers['Idempotency-Key']).not.toBe(queued.idempotency_key);
    expect(put!.headers['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(put!.body).toEqual({ size: 4, type: 'image/png' });
  });
});
