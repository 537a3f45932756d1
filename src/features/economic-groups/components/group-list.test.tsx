import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../../contract/common';
import type { EconomicGroupRow } from '../../../contract/economic-groups';
import type { ActionId } from '../../../contract/permissions';
import { useSession } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import type { GroupListSearch } from '../search';
import { GroupList } from './group-list';

const row: EconomicGroupRow = {
  id: '2e4c6a8b-0000-4000-8000-000000000001',
  cnpj: '11222333000181',
  razao_social: 'CAFE DO SUL LTDA',
  nome_fantasia: 'CAFE DO SUL',
  ativo: true,
  status: { id: 'aprovado', nome: 'Aprovado' },
  responsavel: { id: '2e4c6a8b-0000-4000-8000-0000000000aa', nome: 'ANA SOUZA' },
  escritorio: { id: '2e4c6a8b-0000-4000-8000-0000000000bb', nome: 'MATRIZ' },
  cidade: 'PASSOS',
  uf: 'MG',
  favorito: true,
};
const answer: Paged<EconomicGroupRow> = { items: [row], total_count: 1 };
const search: GroupListSearch = {
  page: 1,
  page_size: 5,
  direction: 'asc',
  status: 'aprovado',
  responsavel_id: row.responsavel?.id,
  favoritos: true,
};

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      const body = url.startsWith('/v1/escritorios/suggest')
        ? [{ id: '00000000-0000-0000-0000-000000000000', nome: 'NENHUM' }, row.escritorio]
        : url.startsWith('/v1/gruposeconomicos')
          ? answer
          : [];
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ accessToken: null, grants: null });
});

function renderList(actions: ActionId[], onSearchChange = vi.fn()) {
  renderScreenAt('/grupo-economico', () => <GroupList search={search} onSearchChange={onSearchChange} />, {
    grants: { modules: ['cadastro'], actions },
    linkedPaths: ['/novo-grupo-economico', '/grupo-economico/$groupId'],
  });
}

describe('GroupList', () => {
  it('asks for the URL filters and shows the row with its star, masked CNPJ and responsible', async () => {
    renderList(['visualizar_grupo_economico']);
    expect(await screen.findByText('CAFE DO SUL LTDA')).toBeTruthy();
    expect(requested).toContain(
      `/v1/gruposeconomicos?page=1&page_size=5&direction=asc&status=aprovado&responsavel_id=${String(row.responsavel?.id)}&favoritos=true`,
    );
    expect(screen.getByRole('img', { name: 'Tem favoritos' })).toBeTruthy();
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getAllByText('ANA SOUZA').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Abrir grupo CAFE DO SUL' }).getAttribute('href')).toBe(
      `/grupo-economico/${row.id}`,
    );
    expect(screen.queryByRole('link', { name: /Novo grupo/ })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Somente favoritos').checked).toBe(true);
  });

  it('offers Novo grupo with criar_grupo_economico and puts a filter change in the URL on page 1', async () => {
    const onSearchChange = vi.fn();
    renderList(['visualizar_grupo_economico', 'criar_grupo_economico'], onSearchChange);
    expect((await screen.findByRole('link', { name: /Novo grupo/ })).getAttribute('href')).toBe(
      '/novo-grupo-economico',
    );
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'bloqueado' } });
    expect(onSearchChange).toHaveBeenCalledWith({ status: 'bloqueado', page: 1 });
  });
});
