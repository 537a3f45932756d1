import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CancellationReason } from '../../../contract/cancellation-reasons';
import type { Paged } from '../../../contract/common';
import type { ActionId } from '../../../contract/permissions';
import { useSession } from '../../../session/store';
import { renderScreenAt, stubJsonFetch } from '../../../testing/render';
import { ReasonList } from './reason-list';

const rescisao: CancellationReason = {
  id: '5b0c3f0e-7a43-4b8e-9d34-1b8f8f7a2c11',
  nome: 'RESCISÃO DO CONTRATO',
  modalidades: [],
  ativo: true,
  atualizado_em: '2026-01-01T00:00:00.000Z',
};
const answer: Paged<CancellationReason> = { items: [rescisao], total_count: 1 };

beforeEach(() => {
  stubJsonFetch(answer);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ accessToken: null, grants: null });
});

function renderList(actions: ActionId[]) {
  renderScreenAt(
    '/motivos-cancelamento',
    () => <ReasonList search={{ page: 1, page_size: 5, direction: 'asc' }} onSearchChange={vi.fn()} />,
    { grants: { modules: ['cadastro'], actions } },
  );
}

describe('ReasonList', () => {
  it("is read-only with visualizar_motivo_cancelamento alone (the demo 'Consulta')", async () => {
    renderList(['visualizar_motivo_cancelamento']);
    expect(await screen.findByRole('cell', { name: 'RESCISÃO DO CONTRATO' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo motivo' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Editar motivo/ })).toBeNull();
  });

  it('offers create with criar_ and edit with editar_motivo_cancelamento', async () => {
    renderList(['visualizar_motivo_cancelamento', 'criar_motivo_cancelamento', 'editar_motivo_cancelamento']);
    expect(await screen.findByRole('button', { name: 'Editar motivo RESCISÃO DO CONTRATO' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Novo motivo' })).toBeTruthy();
  });
});
