import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchLookups } from './prefetch';

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

  it('a guest reads nothing', async () => {
    const requested = stubJsonFetch([]);
    await prefetchLookups(new QueryClient(), { guest: true, grants: null });
    expect(requested).toEqual([]);
  });
});
