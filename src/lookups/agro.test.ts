import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgroFormData } from '../contract/agro-quotations';
import {
  AGRO_FORM_DATA_FALLBACK,
  agroFormDataQuery,
  coffeeVarietySuggestQuery,
  soilClassesQuery,
} from './agro';
import { prefetchLookups } from './prefetch';

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

describe('agro lookups', () => {
  it('after login, a user with module cotacao keeps the form data of the agro quotation (offline)', async () => {
    const requested = stubJsonFetch(AGRO_FORM_DATA_FALLBACK);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetchLookups(client, { guest: false, grants: { modules: ['cotacao'], actions: [] } });
    expect(requested).toContain('/v1/agro/cotacoes/dadoscontratacao');
    expect(client.getQueryData<AgroFormData>(agroFormDataQuery.queryKey)?.formas_pagamento).toHaveLength(5);
  });

  it('a user without module cotacao does not read it', async () => {
    const requested = stubJsonFetch([]);
    await prefetchLookups(new QueryClient(), {
      guest: false,
      grants: { modules: ['configuracao'], actions: [] },
    });
    expect(requested).not.toContain('/v1/agro/cotacoes/dadoscontratacao');
  });

  it('asks the suggests with their filters, under the agroQuotations lookups root', async () => {
    const requested = stubJsonFetch([]);
    const client = new QueryClient();
    await client.query(coffeeVarietySuggestQuery('arabica'));
    await client.query(soilClassesQuery('cafezal'));
    expect(requested).toEqual([
      '/v1/agro/cafe/variedades/suggest?especie_id=arabica',
      '/v1/agro/agricola/classificacaoSolo/listar/cafezal',
    ]);
    expect(agroFormDataQuery.queryKey.slice(0, 2)).toEqual(['lookups', 'agroQuotations']);
  });
});
