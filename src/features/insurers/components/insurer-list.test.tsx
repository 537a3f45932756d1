import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../../contract/common';
import type { InsurerSummary } from '../../../contract/insurers';
import type { ActionId } from '../../../contract/permissions';
import { useSession } from '../../../session/store';
import { renderScreenAt, stubJsonFetch } from '../../../testing/render';
import type { InsurerListSearch } from '../search';
import { InsurerList } from './insurer-list';

const insurer: InsurerSummary = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  nome: 'SEGURADORA EXEMPLO',
  razao_social: 'SEGURADORA EXEMPLO S.A.',
  cnpj: '11222333000181',
  codigo_susep: '05118',
  logo: { id: 'a1b2c3d4-0000-4000-8000-0000000000ff', url: '/arquivos/a1b2c3d4-0000-4000-8000-0000000000ff' },
  consulta_mercado: true,
  ativo: false,
};
const answer: Paged<InsurerSummary> = { items: [insurer], total_count: 1 };
const search: InsurerListSearch = { page: 1, page_size: 5, sort: 'nome', direction: 'asc', ativo: false };

let requested: string[] = [];

beforeEach(() => {
  requested = stubJsonFetch(answer);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ accessToken: null, grants: null });
});

function renderList(actions: ActionId[]) {
  renderScreenAt('/seguradoras', () => <InsurerList search={search} onSearchChange={vi.fn()} />, {
    grants: { modules: ['cadastro'], actions },
  });
}

describe('InsurerList', () => {
  it('asks for the URL page and filter and shows logo, formatted CNPJ, SUSEP and status', async () => {
    renderList(['visualizar_seguradora']);
    expect(await screen.findByText('SEGURADORA EXEMPLO')).toBeTruthy();
    expect(requested).toEqual(['/v1/seguradoras?page=1&page_size=5&sort=nome&direction=asc&ativo=false']);
    expect(screen.getByText('11.222.333/0001-81')).toBeTruthy();
    expect(screen.getByText('05118')).toBeTruthy();
    expect(screen.getByText('Inativa')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo da SEGURADORA EXEMPLO' }).getAttribute('src')).toBe(
      insurer.logo?.url,
    );
    expect(screen.queryByRole('link', { name: /Nova seguradora/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Editar seguradora/ })).toBeNull();
  });

  it('offers create and edit with criar_seguradora and editar_seguradora', async () => {
    renderList(['visualizar_seguradora', 'criar_seguradora', 'editar_seguradora']);
    const edit = await screen.findByRole('link', { name: 'Editar seguradora SEGURADORA EXEMPLO' });
    expect(edit.getAttribute('href')).toBe(`/seguradora/${insurer.id}`);
    expect(screen.getByRole('link', { name: /Nova seguradora/ }).getAttribute('href')).toBe(
      '/nova-seguradora',
    );
  });
});
