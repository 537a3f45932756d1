import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCommand } from '../../../offline/commands';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { enqueue } from '../../../offline/outbox';
import { useSession } from '../../../session/store';
import { SyncPage } from './sync-page';

const user = {
  id: '0b6c3f4e-2222-4000-8000-000000000002',
  nickname: 'ANA',
  email: 'ana@corretora.local',
  avatar: null,
  area_usuario: { id: 'garantia' as const },
  is_guest: false,
  estrutura: null,
  type: 'usuario' as const,
  termos_pendentes: false,
};

interface Sample {
  codigo: string;
}

/** A command of this test only: the sync page knows commands by name, never by feature. */
const createRecord = defineCommand<Sample, Sample>({
  name: 'sync-page-test.create',
  scope: (record) => `record:${record.codigo}`,
  send: async (record) => record,
  describe: (record) => `Criar registro ${record.codigo}`,
  editLink: () => ({ to: '/registros/novo' }),
});

/** One waiting item and one the server refused, as the drainer leaves them. */
async function seedOutbox() {
  await enqueue(createRecord, { codigo: '8.90' });
  const refused = await enqueue(createRecord, { codigo: '8.26' });
  await offlineDb.outbox.update(refused.seq ?? 0, {
    status: 'dead',
    attempts: 1,
    last_error: 'Já existe um tribunal com o código 8.26.',
    last_status: 409,
  });
  return refused;
}

beforeEach(async () => {
  await offlineDb.outbox.clear();
  useSession.setState({ accessToken: 'access', refreshToken: 'refresh', user });
});

afterEach(async () => {
  cleanup();
  await stopSyncEngine();
});

describe('SyncPage', () => {
  it('lists the waiting items and the refused ones with the server message and their actions', async () => {
    const refused = await seedOutbox();
    const onEdit = vi.fn();
    render(<SyncPage onEdit={onEdit} />);

    const waiting = await screen.findByRole('list', { name: 'Aguardando envio (1)' });
    const waitingItem = within(waiting).getByRole('listitem', { name: 'Criar registro 8.90' });
    expect(waitingItem.textContent).toContain('Tentativas0');
    expect(within(waitingItem).queryByRole('button')).toBeNull();

    const dead = screen.getByRole('list', { name: 'Recusados pelo servidor (1)' });
    const deadItem = within(dead).getByRole('listitem', { name: 'Criar registro 8.26' });
    expect(deadItem.textContent).toContain('Já existe um tribunal com o código 8.26.');
    expect(within(deadItem).getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
    expect(within(deadItem).getByRole('button', { name: 'Descartar' })).toBeTruthy();

    fireEvent.click(within(deadItem).getByRole('button', { name: 'Editar' }));
    expect(onEdit).toHaveBeenCalledWith(
      { to: '/registros/novo' },
      expect.objectContaining({ id: refused.id }),
    );
  });

  it('discards a refused item only once the user confirms', async () => {
    const refused = await seedOutbox();
    render(<SyncPage onEdit={vi.fn()} />);
    const deadItem = await screen.findByRole('listitem', { name: 'Criar registro 8.26' });

    fireEvent.click(within(deadItem).getByRole('button', { name: 'Descartar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Descartar item?' });
    expect(dialog.textContent).toContain('“Criar registro 8.26” será apagado deste dispositivo');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await offlineDb.outbox.get({ id: refused.id })).toBeDefined();

    fireEvent.click(within(deadItem).getByRole('button', { name: 'Descartar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Criar registro 8.26' })).toBeNull());
    expect(await offlineDb.outbox.get({ id: refused.id })).toBeUndefined();
    expect(screen.getByText('Nenhum item recusado.')).toBeTruthy();
  });

  it('sends a refused item again on Tentar novamente, and the lists empty as items are delivered', async () => {
    const refused = await seedOutbox();
    render(<SyncPage onEdit={vi.fn()} />);
    const deadItem = await screen.findByRole('listitem', { name: 'Criar registro 8.26' });
    fireEvent.click(within(deadItem).getByRole('button', { name: 'Tentar novamente' }));

    expect(await screen.findByText('Nenhum item recusado.')).toBeTruthy();
    expect(await screen.findByText('Nenhum item aguardando envio.')).toBeTruthy();
    expect(await offlineDb.outbox.get({ id: refused.id })).toBeUndefined();
  });
});
