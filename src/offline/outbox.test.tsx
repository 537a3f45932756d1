import { act, render, screen, waitFor } from '@testing-library/react';
import type { DBCoreMutateRequest } from 'dexie';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tokenResponse } from '../../tests/offline/kit';
import { signIn, signOut, useSession } from '../session/store';
import { useFeedback } from '../feedback/store';
import { defineCommand } from './commands';
import { offlineDb } from './db';
import { startSyncEngine, stopSyncEngine, syncNow } from './drain';
import { STORAGE_FULL, StorageFullError, enqueue, listOutbox, runCommand, useOutbox } from './outbox';
import { useSyncStatus } from './status';
import { canReload } from './sw-update';

/** Simulates a full disk: every write to the app database fails as IndexedDB fails it. */
let diskFull = false;
offlineDb.use({
  stack: 'dbcore',
  name: 'disco-cheio',
  create: (down) => ({
    ...down,
    table: (name) => {
      const table = down.table(name);
      return {
        ...table,
        mutate: (req: DBCoreMutateRequest) =>
          diskFull && req.type !== 'delete'
            ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
            : table.mutate(req),
      };
    },
  }),
});

interface Note {
  scope: string;
  text: string;
}

const note = defineCommand<Note, { id: number; text: string }>({
  name: 'test.notes.create',
  scope: (n) => n.scope,
  send: (n, { api }) => api.post('/v1/notas', n),
  describe: (n) => `Nota ${n.text}`,
});

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const requests: { url: string; init: RequestInit }[] = [];
let handler: Handler = () => new Response(null, { status: 500 });
let online = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    // Offline, a request never leaves the device.
    if (!online) throw new TypeError('Failed to fetch');
    requests.push({ url, init: init ?? {} });
    return handler(url, init ?? {});
  };
});

beforeEach(async () => {
  await signIn(tokenResponse(0, 'u1'));
  await offlineDb.outbox.clear();
  requests.length = 0;
  online = true;
  diskFull = false;
  handler = (_url, init) => json(201, { id: 1, text: (JSON.parse(init.body as string) as Note).text });
  useSyncStatus.setState({ needsLogin: false, storageError: null, draining: false, lastSyncAt: null });
  startSyncEngine();
});

afterEach(async () => {
  await stopSyncEngine();
});

const notes = () => requests.filter((r) => r.url === '/v1/notas');

describe('runCommand', () => {
  it("'sent' with the server's answer; the item leaves the outbox; last sync recorded", async () => {
    const outcome = await runCommand(note, { scope: 'a', text: 'OLÁ' });
    expect(outcome).toEqual({ status: 'sent', result: { id: 1, text: 'OLÁ' } });
    expect(await listOutbox()).toEqual([]);
    expect(useSyncStatus.getState().lastSyncAt).not.toBeNull();
    const headers = notes()[0]!.init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // Background: no loading modal, no alert.
    expect(useFeedback.getState()).toMatchObject({ pending: 0, alert: null });
  });

  it("'refused' with the Portuguese message and details; the item stays as a dead letter", async () => {
    handler = () =>
      json(409, {
        error: 'conflito',
        error_description: 'Já existe um tribunal com o código 8.26.',
      });
    const outcome = await runCommand(note, { scope: 'a', text: 'X' });
    expect(outcome).toMatchObject({
      status: 'refused',
      message: 'Já existe um tribunal com o código 8.26.',
      httpStatus: 409,
      details: [],
      item: { status: 'dead', last_status: 409 },
    });
    const [dead] = await listOutbox();
    expect(dead).toMatchObject({ status: 'dead', last_error: 'Já existe um tribunal com o código 8.26.' });
    await waitFor(() => expect(useSyncStatus.getState()).toMatchObject({ dead: 1, pending: 0 }));
  });

  it("'queued' at once offline; sent when the connection returns", async () => {
    online = false;
    const outcome = await runCommand(note, { scope: 'a', text: 'OFFLINE' }, { waitMs: 60_000 });
    expect(outcome).toMatchObject({ status: 'queued', item: { status: 'pending' } });
    expect(notes()).toHaveLength(0);
    await waitFor(() => expect(useSyncStatus.getState().pending).toBe(1));
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(useSyncStatus.getState().pending).toBe(0));
    expect(notes()).toHaveLength(1);
  });

  it("'queued' as soon as a transient failure is known, without waiting the full time", async () => {
    handler = () => json(503, { error: 'indisponivel', error_description: 'Serviço indisponível.' });
    const started = Date.now();
    const outcome = await runCommand(note, { scope: 'a', text: 'X' }, { waitMs: 60_000 });
    expect(outcome).toMatchObject({ status: 'queued', item: { status: 'pending', attempts: 1 } });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("'Sincronizar agora' resends a waiting item without waiting for its backoff", async () => {
    handler = () =>
      new Response('{}', {
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '3600' },
      });
    await runCommand(note, { scope: 'a', text: 'X' });
    const [waiting] = await listOutbox();
    expect(waiting!.next_attempt_at).toBeGreaterThan(Date.now() + 3_500_000);
    handler = () => json(201, { id: 2, text: 'X' });
    // Resolves after a pass that started after the click: the item went (by that pass or the one before).
    await syncNow();
    expect(notes()).toHaveLength(2);
    expect(await listOutbox()).toEqual([]);
  });

  it('a refused refresh pauses the queue and asks for a login, then resumes after it', async () => {
    handler = (url) =>
      url === '/connect/token'
        ? json(400, { error: 'invalid_grant', error_description: 'Sessão expirada, faça login novamente.' })
        : json(401, { error: 'unauthorized', error_description: 'Token expirado.' });
    const outcome = await runCommand(note, { scope: 'a', text: 'X' });
    expect(outcome.status).toBe('queued');
    expect(useSyncStatus.getState().needsLogin).toBe(true);
    expect(useSession.getState().accessToken).toBeNull();
    expect(await offlineDb.outbox.count()).toBe(1);
    // The toolbar can still say how many items wait for the login.
    expect(useSyncStatus.getState().pending).toBe(1);

    handler = (_url, init) => json(201, { id: 3, text: (JSON.parse(init.body as string) as Note).text });
    await signIn(tokenResponse(5, 'u1'));
    await waitFor(() => expect(useSyncStatus.getState().needsLogin).toBe(false));
    await waitFor(async () => expect(await offlineDb.outbox.count()).toBe(0));
  });

  it('the update prompt waits while the queue drains', async () => {
    const held: (() => void)[] = [];
    const release = () => held.forEach((answer) => answer());
    handler = () =>
      new Promise<Response>((resolve) => {
        held.push(() => resolve(json(201, { id: 1, text: 'X' })));
      });
    const running = runCommand(note, { scope: 'a', text: 'X' });
    await waitFor(() => expect(held).toHaveLength(1));
    expect(useSyncStatus.getState().draining).toBe(true);
    expect(canReload()).toBe(false);
    release();
    await running;
    await waitFor(() => expect(canReload()).toBe(true));
  });
});

describe('storage quota', () => {
  it('is shown in the status store and rethrown, never swallowed', async () => {
    diskFull = true;
    const attempt = enqueue(note, { scope: 'a', text: 'X' });
    await expect(attempt).rejects.toThrow(StorageFullError);
    await expect(attempt).rejects.toThrow(STORAGE_FULL);
    expect(useSyncStatus.getState().storageError).toBe(
      'Sem espaço de armazenamento no dispositivo: o item não foi salvo. Libere espaço e tente novamente.',
    );
    diskFull = false;
    await enqueue(note, { scope: 'a', text: 'Y' });
    expect(useSyncStatus.getState().storageError).toBeNull();
  });
});

describe('useOutbox', () => {
  function Queue() {
    const items = useOutbox();
    return (
      <ul>
        {items.map((i) => (
          <li key={i.id}>{(i.payload as Note).text}</li>
        ))}
      </ul>
    );
  }

  it("lists the current user's items live, and none of another user's", async () => {
    online = false;
    render(<Queue />);
    await act(async () => {
      await enqueue(note, { scope: 'a', text: 'PRIMEIRA' });
      await enqueue(note, { scope: 'b', text: 'SEGUNDA' });
    });
    await waitFor(() =>
      expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['PRIMEIRA', 'SEGUNDA']),
    );
    await act(async () => {
      await signOut();
      await signIn(tokenResponse(7, 'u2'));
    });
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(0));
  });
});
