import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFETCH_CONCURRENCY, prefetchLookups } from './prefetch';

/** Answers every request with `answer` as JSON; returns the URLs asked for. */
function stubJsonFetch(answer: unknown): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return Promise.resolve(
        new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
  return requested;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const paths = (urls: string[]) => urls.map((url) => new URL(url, 'http://localhost').pathname).sort();

describe('prefetchLookups', () => {
  it('reads only the lookups the server lets the user read', async () => {
    const requested = stubJsonFetch([]);
    await prefetchLookups(new QueryClient(), {
      guest: false,
      grants: { modules: ['configuracao'], actions: ['visualizar_usuario'] },
    });
    expect(paths(requested)).toEqual([
      '/v1/escritorios/suggest',
      '/v1/perfisacesso/suggest/',
      '/v1/usuarios/posicoes/suggest/',
    ]);
  });

  it('reads the judiciary segments and the modality catalogue for the registry', async () => {
    const requested = stubJsonFetch({ items: [], total_count: 0 });
    await prefetchLookups(new QueryClient(), {
      guest: false,
      grants: { modules: ['cadastro'], actions: ['visualizar_modalidade'] },
    });
    expect(paths(requested)).toEqual([
      '/v1/escritorios/cotacao',
      '/v1/escritorios/suggest',
      '/v1/garantia/modalidades',
      '/v1/garantia/modalidades',
      '/v1/garantia/modalidades/suggestcurrentuser',
      '/v1/gruposeconomicos/cotacaocurrentuser',
      '/v1/judiciario/suggest',
    ]);
  });

  it("waits for the screen's own reads, then keeps at most a few lookups in flight", async () => {
    let inFlight = 0;
    let most = 0;
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requested.push(url);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return new Response(JSON.stringify({ items: [], total_count: 0 }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient();
    let releaseScreen: () => void = () => undefined;
    // The screen's read, in flight as the prefetch is asked for.
    void client.query({
      queryKey: ['tela'],
      queryFn: () => new Promise<number>((resolve) => (releaseScreen = () => resolve(1))),
    });
    const prefetch = prefetchLookups(client, {
      guest: false,
      grants: { modules: ['cadastro'], actions: ['visualizar_modalidade'] },
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(requested).toEqual([]);
    releaseScreen();
    await prefetch;
    expect(requested).toHaveLength(7);
    expect(most).toBeLessThanOrEqual(PREFETCH_CONCURRENCY);
  });

  it('a guest reads nothing', async () => {
    const requested = stubJsonFetch([]);
    await prefetchLookups(new QueryClient(), { guest: true, grants: null });
    expect(requested).toEqual([]);
  });
});
