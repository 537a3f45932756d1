import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company, EconomicGroup } from '../../../contract/economic-groups';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { signIn } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import { tokenResponse } from '../../../../tests/offline/kit';
import type { CompanyListSearch } from '../search';
import { CompanyList } from './company-list';

const GROUP_ID = '7d7c1c4e-0000-4000-8000-000000000001';
const address = {
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: null,
  cidade: 'PASSOS',
  uf: 'MG',
  codigo_ibge: null,
};
const company = (over: Partial<Company>): Company => ({
  id: '7d7c1c4e-0000-4000-8000-000000000002',
  grupo_economico: { id: GROUP_ID, nome: 'CAFE DO SUL' },
  cnpj: '11222333000181',
  razao_social: 'CAFE DO SUL LTDA',
  nome_fantasia: 'CAFE DO SUL',
  subsidiaria: false,
  principal: true,
  ativo: true,
  atividade_principal: null,
  endereco: address,
  telefone: null,
  email: null,
  vigencia_maxima_meses: 60,
  favorito: false,
  atualizado_em: '2026-11-23T12:00:00Z',
  ...over,
});
const head = company({});
const branch = company({
  id: '7d7c1c4e-0000-4000-8000-000000000003',
  cnpj: '11222333000262',
  razao_social: 'CAFE DO SUL LTDA FILIAL',
  nome_fantasia: 'CAFE DO SUL FRANCA',
  subsidiaria: true,
  principal: false,
});
const group = {
  id: GROUP_ID,
  cnpj: head.cnpj,
  razao_social: head.razao_social,
  nome_fantasia: 'CAFE DO SUL',
} as EconomicGroup;
const search: CompanyListSearch = { page: 1, page_size: 5, direction: 'asc', subsidiarias: true };

const requests: { method: string; url: string }[] = [];

beforeEach(async () => {
  await signIn(tokenResponse(0, 'u1'));
  await offlineDb.outbox.clear();
  requests.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      requests.push({ method: init?.method ?? 'GET', url });
      const body = url.startsWith(`/v1/gruposeconomicos/${GROUP_ID}/tomadores`)
        ? { items: [head, branch], total_count: 2 }
        : url === `/v1/gruposeconomicos/${GROUP_ID}`
          ? group
          : null;
      return Promise.resolve(
        body === null
          ? new Response(null, { status: 204 })
          : new Response(JSON.stringify(body), {
              status: 200,
              headers: { 'Content-Type': 'application/json' },
            }),
      );
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await stopSyncEngine();
});

describe('CompanyList', () => {
  it('asks for the URL filter, marks the head company and lets the star be toggled at once', async () => {
    renderScreenAt(
      '/grupo-economico/$groupId/tomadores-e-filiais',
      () => <CompanyList groupId={GROUP_ID} search={search} onSearchChange={vi.fn()} />,
      { grants: { modules: ['cadastro'], actions: ['visualizar_grupo_economico'] } },
    );
    expect(await screen.findByText('CAFE DO SUL LTDA FILIAL')).toBeTruthy();
    expect(requests.map((r) => r.url)).toContain(
      `/v1/gruposeconomicos/${GROUP_ID}/tomadores?page=1&page_size=5&direction=asc&subsidiarias=true`,
    );
    expect(screen.getByText('Principal')).toBeTruthy();
    expect(screen.getByText('Filial')).toBeTruthy();
    // Without criar_grupo_economico nothing can be added.
    expect(screen.queryByRole('link', { name: /Adicionar tomador ou filial/ })).toBeNull();

    const star = screen.getByRole('button', { name: 'Favorito: CAFE DO SUL FRANCA' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: 'PUT',
        url: `/v1/gruposeconomicos/tomadores/${branch.id}/favoritar`,
      }),
    );
  });
});
