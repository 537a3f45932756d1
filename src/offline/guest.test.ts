import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GUEST_DEVICE_KEY } from '../contract/auth';
import type { TokenResponse } from '../contract/auth';
import { createWorld, json, thingCommand, tokenResponse } from '../../tests/offline/kit';
import { signIn, signOut, useSession } from '../session/store';
import { defineCommand } from './commands';
import { offlineDb } from './db';
import { loadDraft, saveDraft } from './drafts';
import { startSyncEngine, stopSyncEngine } from './drain';
import { GUEST_BUCKET, enterGuestMode, ensureGuestSession, guestDeviceKey, useGuestMode } from './guest';
import { enqueue, listOutbox } from './outbox';
import { currentUserId, subscribeUserId } from './user';

const GUEST_ID = '5d0f1f5e-9c52-4c9e-9a4e-2b7a3c1d0e01';

function guestToken(n: number): TokenResponse {
  const base = tokenResponse(n, GUEST_ID);
  return {
    ...base,
    access_token: `guest-access-${n}`,
    refresh_token: `guest-refresh-${n}`,
    user_info: { ...base.user_info, nickname: 'Convidado', email: '', is_guest: true, type: 'convidado' },
  };
}

interface Request {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

const requests: Request[] = [];
let online = true;
let answer: (url: string) => Response = () => json(404, {});

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!online) throw new TypeError('Failed to fetch');
    requests.push({
      url,
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : init?.body,
    });
    return answer(url);
  };
});

let leave: (() => void) | null = null;

beforeEach(async () => {
  await signOut();
  await offlineDb.outbox.clear();
  await offlineDb.drafts.clear();
  requests.length = 0;
  online = true;
  useGuestMode.setState({ screens: 0 });
  answer = (url) => (url === '/connect/guestToken' ? json(200, guestToken(1)) : json(201, { ok: true }));
});

afterEach(async () => {
  leave?.();
  leave = null;
  await stopSyncEngine();
});

describe('whose outbox: the guest bucket of the device', () => {
  it('no session and no guest screen: nobody; a guest screen: the device bucket', () => {
    expect(currentUserId()).toBeNull();
    leave = enterGuestMode();
    expect(currentUserId()).toBe(GUEST_BUCKET);
    leave();
    expect(currentUserId()).toBeNull();
  });

  it('any guest token works in the same bucket; a staff session keeps its own id', async () => {
    await signIn(guestToken(1));
    expect(currentUserId()).toBe(GUEST_BUCKET);
    await signIn(guestToken(2));
    expect(currentUserId()).toBe(GUEST_BUCKET);
    await signIn(tokenResponse(1, 'staff-1'));
    leave = enterGuestMode();
    expect(currentUserId()).toBe('staff-1');
  });

  it('entering a guest screen is a change of user for the engine (it drains at once)', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeUserId((user) => seen.push(user));
    leave = enterGuestMode();
    stop();
    expect(seen).toEqual([GUEST_BUCKET]);
  });

  it('a guest with no token autosaves drafts and queues items, and they survive a new guest token', async () => {
    leave = enterGuestMode();
    await saveDraft('agro', { nome: 'FAZENDA' });
    const command = defineCommand<{ n: number }, unknown>({
      name: 'guest-test.bucket',
      scope: () => 'agro:1',
      send: (p, { api }) => api.post('/v1/agro/cotacoes', p),
      describe: () => 'Cotação',
    });
    online = false;
    await enqueue(command, { n: 1 });
    await signIn(guestToken(7));
    expect((await loadDraft<{ nome: string }>('agro'))?.values).toEqual({ nome: 'FAZENDA' });
    expect(await listOutbox()).toMatchObject([{ user_id: GUEST_BUCKET, command: 'guest-test.bucket' }]);
  });
});

describe('ensureGuestSession', () => {
  it('asks for one guest token with X-Area agronegocio, however many wait, and keeps it', async () => {
    await Promise.all([ensureGuestSession(), ensureGuestSession(), ensureGuestSession()]);
    const asked = requests.filter((r) => r.url === '/connect/guestToken');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.method).toBe('POST');
    expect(asked[0]?.headers['X-Area']).toBe('agronegocio');
    expect(useSession.getState()).toMatchObject({ accessToken: 'guest-access-1', user: { is_guest: true } });
    await ensureGuestSession();
    expect(requests.filter((r) => r.url === '/connect/guestToken')).toHaveLength(1);
  });

  it('does nothing with a session (staff or guest) nor for another bucket', async () => {
    await ensureGuestSession('staff-1');
    await signIn(tokenResponse(1, 'staff-1'));
    await ensureGuestSession();
    expect(requests).toHaveLength(0);
  });

  it('sends the same device key every time, so a lost session comes back as the same guest', async () => {
    await ensureGuestSession();
    await signOut();
    await ensureGuestSession();
    const keys = requests
      .filter((r) => r.url === '/connect/guestToken')
      .map((r) => (r.body as { dispositivo?: string }).dispositivo);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(GUEST_DEVICE_KEY);
    expect(keys[1]).toBe(keys[0]);
    expect(guestDeviceKey()).toBe(keys[0]);
  });

  it('fails without network, and asks again next time', async () => {
    online = false;
    await expect(ensureGuestSession()).rejects.toThrow();
    online = true;
    await ensureGuestSession();
    expect(useSession.getState().accessToken).toBe('guest-access-1');
  });
});

describe('the drainer prepares the session before sending', () => {
  it('a guest item queued with no session gets a token first, then goes with it', async () => {
    const prepared: string[] = [];
    const world = createWorld({
      route: (req) => json(201, { auth: req.headers.Authorization }),
      outbox: { userId: () => GUEST_BUCKET },
      drainer: {
        userId: () => GUEST_BUCKET,
        prepare: async (user) => {
          prepared.push(user);
          world.session.access ??= 'guest-access-9';
        },
      },
    });
    world.session.access = null;
    world.session.refresh = null;
    const command = thingCommand(world);
    await world.outbox.enqueue(command, { scope: 'agro:1', n: 1 });
    await world.outbox.enqueue(command, { scope: 'agro:1', n: 2 });
    const report = await world.drainer.drainOnce();
    expect(report).toMatchObject({ sent: 2, retried: 0 });
    expect(world.calls().map((r) => r.headers.Authorization)).toEqual([
      'Bearer guest-access-9',
      'Bearer guest-access-9',
    ]);
    expect(prepared).toEqual([GUEST_BUCKET, GUEST_BUCKET]);
  });

  it('a preparation that fails (no network) is a retry, nothing is sent', async () => {
    const world = createWorld({
      drainer: {
        prepare: () => Promise.reject(new TypeError('Failed to fetch')),
      },
    });
    const command = thingCommand(world);
    await world.outbox.enqueue(command, { scope: 'agro:1', n: 1 });
    const report = await world.drainer.drainOnce();
    expect(report).toMatchObject({ sent: 0, retried: 1 });
    expect(world.calls()).toHaveLength(0);
    const [item] = await world.db.outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

describe('the app engine with a guest session', () => {
  it('obtains a guest token before sending what waited offline, and keeps it for the next sends', async () => {
    const command = defineCommand<{ n: number }, unknown>({
      name: 'guest-test.engine',
      scope: (p) => `agro:${p.n}`,
      send: (p, { api }) => api.post('/v1/agro/cotacoes', p),
      describe: () => 'Cotação',
    });
    leave = enterGuestMode();
    online = false;
    await enqueue(command, { n: 1 });
    await enqueue(command, { n: 2 });
    startSyncEngine();
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(async () => expect(await listOutbox()).toHaveLength(0));
    expect(requests.map((r) => r.url)).toEqual([
      '/connect/guestToken',
      '/v1/agro/cotacoes',
      '/v1/agro/cotacoes',
    ]);
    const posts = requests.filter((r) => r.url === '/v1/agro/cotacoes');
    expect(posts.map((r) => r.headers.Authorization)).toEqual([
      'Bearer guest-access-1',
      'Bearer guest-access-1',
    ]);
    expect(useSession.getState().user?.is_guest).toBe(true);
  });
});
