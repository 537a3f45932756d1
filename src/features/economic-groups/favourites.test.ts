import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { tokenResponse } from '../../../tests/offline/kit';
import { offlineDb } from '../../offline/db';
import { requestDrain, startSyncEngine, stopSyncEngine } from '../../offline/drain';
import { enqueue, listOutbox } from '../../offline/outbox';
import { signIn } from '../../session/store';
import { setFavourite } from './commands';
import { starShown } from './favourites';

const group = { id: '9a0e7c1e-0000-4000-8000-0000000000aa', nome: 'CAFE DO SUL' };
const company = { id: '9a0e7c1e-0000-4000-8000-0000000000bb', nome: 'CAFE DO SUL MATRIZ' };
const other = { id: '9a0e7c1e-0000-4000-8000-0000000000cc', nome: 'OUTRA' };

let online = true;
const puts: { url: string; key: string | null }[] = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = new Headers(init?.headers).get('Idempotency-Key');
    if (init?.method === 'PUT') puts.push({ url, key });
    return new Response(null, { status: 204 });
  };
});

beforeEach(async () => {
  await signIn(tokenResponse(0, 'u1'));
  await offlineDb.outbox.clear();
  puts.length = 0;
  online = true;
});

afterEach(async () => {
  await stopSyncEngine();
});

describe('the star of a borrower', () => {
  it('shows the last tap still waiting in the outbox, ignoring refused taps and other companies', async () => {
    online = false;
    await enqueue(setFavourite, { group, company, favorito: true });
    await enqueue(setFavourite, { group, company: other, favorito: false });
    let items = await listOutbox();
    expect(starShown(false, company.id, items)).toBe(true);
    expect(starShown(true, other.id, items)).toBe(false);

    await enqueue(setFavourite, { group, company, favorito: false });
    items = await listOutbox();
    expect(starShown(true, company.id, items)).toBe(false);

    const refused = items.map((item) => ({ ...item, status: 'dead' as const }));
    expect(starShown(true, company.id, refused)).toBe(true);
  });

  it('taps made offline survive and reach the server in order, each with its own idempotency key', async () => {
    online = false;
    await enqueue(setFavourite, { group, company, favorito: true });
    await enqueue(setFavourite, { group, company, favorito: false });
    await enqueue(setFavourite, { group, company, favorito: true });
    expect(puts).toEqual([]);

    online = true;
    startSyncEngine();
    await requestDrain();
    await waitFor(async () => expect(await listOutbox()).toEqual([]));
    const base = `/v1/gruposeconomicos/tomadores/${company.id}`;
    expect(puts.map((p) => p.url)).toEqual([
      `${base}/favoritar`,
      `${base}/desfavoritar`,
      `${base}/favoritar`,
    ]);
    expect(new Set(puts.map((p) => p.key)).size).toBe(3);
  });
});
