import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../../contract/common';
import type { Court } from '../../../contract/judiciary';
import type { ActionId } from '../../../contract/permissions';
import { useSession } from '../../../session/store';
import { renderScreenAt, stubJsonFetch } from '../../../testing/render';
import type { CourtListSearch } from '../search';
import { CourtList } from './court-list';

const tjsp: Court = {
  id: 'd678e793-948f-4f8c-921a-0999a4be2254',
  codigo: '8.26',
  segmento: { id: 8, nome: 'Justiça dos Estados e do Distrito Federal' },
  codigo_tr: '26',
  sigla: 'TJSP',
  nome: 'TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO',
  uf: 'SP',
  ativo: true,
  atualizado_em: '2026-01-01T00:00:00.000Z',
};
const answer: Paged<Court> = { items: [tjsp], total_count: 6 };

const search: CourtListSearch = { page: 2, page_size: 5, sort: 'sigla', direction: 'desc', segmento: 8 };

let requested: string[] = [];

beforeEach(() => {
  requested = stubJsonFetch(answer);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ accessToken: null, grants: null });
});

/** /tribunais in a one-route app, for a user holding these actions. */
function renderList(actions: ActionId[]) {
  renderScreenAt('/tribunais', () => <CourtList search={search} onSearchChange={vi.fn()} />, {
    grants: { modules: ['cadastro'], actions },
  });
}

describe('CourtList', () => {
  it('asks the API for the page, sort and segment of the URL and shows the answer', async () => {
    renderList(['visualizar_tribunal']);
    expect(await screen.findByText('TRIBUNAL DE JUSTIÇA DO ESTADO DE SÃO PAULO')).toBeTruthy();
    expect(requested).toEqual([
      '/v1/judiciario/tribunais?page=2&page_size=5&sort=sigla&direction=desc&segmento=8',
    ]);
    expect(screen.getByText('6 registros')).toBeTruthy();
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Sigla/ }).getAttribute('aria-sort')).toBe('descending');
    expect(screen.getByLabelText<HTMLSelectElement>('Segmento').value).toBe('8');
  });

  it('offers only the units to a user who may view courts', async () => {
    renderList(['visualizar_tribunal']);
    const units = await screen.findByRole('link', { name: 'Varas do tribunal TJSP' });
    expect(units.getAttribute('href')).toBe(`/tribunais/${tjsp.id}/varas`);
    expect(screen.queryByRole('link', { name: 'Editar tribunal TJSP' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Novo tribunal/ })).toBeNull();
  });

  it('offers create and edit to a user holding criar_tribunal and editar_tribunal', async () => {
    renderList(['visualizar_tribunal', 'criar_tribunal', 'editar_tribunal']);
    const edit = await screen.findByRole('link', { name: 'Editar tribunal TJSP' });
    expect(edit.getAttribute('href')).toBe(`/tribunais/${tjsp.id}/editar-tribunal`);
    expect(screen.getByRole('link', { name: /Novo tribunal/ }).getAttribute('href')).toBe(
      '/tribunais/novo-tribunal',
    );
  });
});
