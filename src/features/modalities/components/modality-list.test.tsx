import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../../contract/common';
import type { Modality } from '../../../contract/modalities';
import type { ActionId } from '../../../contract/permissions';
import { useSession } from '../../../session/store';
import { renderScreenAt, stubJsonFetch } from '../../../testing/render';
import type { ModalityListSearch } from '../search';
import { ModalityList } from './modality-list';

const judicial: Modality = {
  id: 'd678e793-948f-4f8c-921a-0999a4be2254',
  nome: 'JUDICIAL',
  descricao: null,
  area_id: 'garantia',
  icone: null,
  ordem: 1,
  ativo: true,
  total_submodalidades: 5,
  atualizado_em: '2026-01-01T00:00:00.000Z',
};
const answer: Paged<Modality> = { items: [judicial], total_count: 1 };

let requested: string[] = [];

beforeEach(() => {
  requested = stubJsonFetch(answer);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ accessToken: null, grants: null });
});

const WRITER: ActionId[] = ['visualizar_modalidade', 'criar_modalidade', 'editar_modalidade'];

function renderList(search: ModalityListSearch, actions: ActionId[] = WRITER) {
  renderScreenAt('/grupos-modalidades', () => <ModalityList search={search} onSearchChange={vi.fn()} />, {
    grants: { modules: ['cadastro'], actions },
    linkedPaths: ['/modalidade/$id/sub-modalidades'],
  });
}

describe('ModalityList', () => {
  it('asks the API for the list state of the URL, without the dialog params, and shows the rows', async () => {
    renderList({ page: 1, page_size: 5, direction: 'asc', sort: 'ordem', ativo: 'true' });
    expect(await screen.findByText('JUDICIAL')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '5' })).toBeTruthy();
    const url = new URL(requested[0] ?? '', 'http://x');
    expect(url.pathname).toBe('/v1/garantia/modalidades');
    expect(url.searchParams.get('sort')).toBe('ordem');
    expect(url.searchParams.get('ativo')).toBe('true');
    expect(screen.getByRole('link', { name: 'Sub-modalidades de JUDICIAL' }).getAttribute('href')).toBe(
      `/modalidade/${judicial.id}/sub-modalidades`,
    );
  });

  it('opens the create dialog when the URL says editar=novo', async () => {
    renderList({ page: 1, page_size: 5, direction: 'asc', editar: 'novo' });
    expect(await screen.findByRole('dialog', { name: 'Nova modalidade' })).toBeTruthy();
    const url = new URL(requested[0] ?? '', 'http://x');
    expect(url.searchParams.has('editar')).toBe(false);
  });

  it('offers create and edit only with criar_modalidade and editar_modalidade', async () => {
    renderList({ page: 1, page_size: 5, direction: 'asc' });
    expect(await screen.findByRole('button', { name: 'Editar modalidade JUDICIAL' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nova modalidade' })).toBeTruthy();
  });

  it('is read-only for whoever only sees modalities, even from a link with editar=novo', async () => {
    renderList({ page: 1, page_size: 5, direction: 'asc', editar: 'novo' }, ['visualizar_modalidade']);
    expect(await screen.findByText('JUDICIAL')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nova modalidade' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar modalidade JUDICIAL' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Browsing on to the sub-modalities stays open to readers.
    expect(screen.getByRole('link', { name: 'Sub-modalidades de JUDICIAL' })).toBeTruthy();
  });
});
