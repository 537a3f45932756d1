import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../tests/offline/kit';
import { signIn, signOut } from '../session/store';
import { prefetchLookups } from './prefetch';
import { fullWalletQuery } from './wallet';

const USER = '0f0e0d0c-0b0a-4909-8807-060504030201';
const GROUPS = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server's answers: the user's wallet, and each group's borrowers (the second group fails). */
function stubServer(): URL[] {
  const requested: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      requested.push(url);
      if (url.pathname === `/v1/usuarios/${USER}/carteira/`)
        return Promise.resolve(
          json({
            items: GROUPS.map((id) => ({
              id,
              cnpj: '11222333000181',
              razao_social: `GRUPO ${id.slice(0, 1)}`,
              nome_fantasia: null,
              status: { id: 'aprovado', nome: 'Aprovado' },
              escritorio: null,
              total_empresas: 1,
            })),
            total_count: 2,
          }),
        );
      if (url.pathname === `/v1/gruposeconomicos/${GROUPS[1]}/tomadores/suggest`)
        return Promise.resolve(json({ error: 'erro', error_description: 'Erro.' }, 503));
      return Promise.resolve(json([]));
    }),
  );
  return requested;
}

beforeEach(async () => {
  await signIn(tokenResponse(0, USER));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await signOut();
});

const walletAndBorrowers = (urls: URL[]) =>
  urls
    .map((u) => u.pathname)
    .filter((p) => p.includes('/carteira/') || p.includes('/tomadores/'))
    .sort();

describe('the own wallet read after login (offline)', () => {
  it("a field agent's whole wallet and each group's borrowers land in the cache", async () => {
    const requested = stubServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchLookups(client, {
      guest: false,
      grants: { modules: ['cotacao', 'carteira'], actions: [] },
    });

    expect(walletAndBorrowers(requested)).toEqual([
      `/v1/gruposeconomicos/${GROUPS[0]}/tomadores/suggest`,
      `/v1/gruposeconomicos/${GROUPS[1]}/tomadores/suggest`,
      `/v1/usuarios/${USER}/carteira/`,
    ]);
    // One read of the wallet, the whole of it.
    const walletReads = requested.filter((u) => u.pathname.endsWith('/carteira/'));
    expect(walletReads).toHaveLength(1);
    expect(walletReads[0]?.searchParams.get('page_size')).toBe('-1');
    expect(client.getQueryData(fullWalletQuery(USER).queryKey)?.items).toHaveLength(2);
    // The first group's borrowers are there; the failed one did not stop the others.
    const borrowers = client
      .getQueryCache()
      .findAll({ queryKey: ['lookups', 'companies'] })
      .filter((q) => q.state.status === 'success');
    expect(borrowers).toHaveLength(1);
  });

  it('a user without the pickers reads the wallet but no borrowers', async () => {
    const requested = stubServer();
    await prefetchLookups(new QueryClient(), {
      guest: false,
      grants: { modules: ['configuracao'], actions: [] },
    });
    expect(walletAndBorrowers(requested)).toEqual([`/v1/usuarios/${USER}/carteira/`]);
  });

  it('a guest reads no wallet', async () => {
    const requested = stubServer();
    await prefetchLookups(new QueryClient(), { guest: true, grants: null });
    expect(requested).toEqual([]);
  });
});
