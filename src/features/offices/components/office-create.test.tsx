import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { enqueue } from '../../../offline/outbox';
import { useSession } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import { createOffice } from '../commands';
import { OfficeCreate } from './office-create';

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

const grants = { modules: ['cadastro' as const], actions: ['criar_escritorio' as const] };
const linkedPaths = ['/escritorios', '/sincronizacao'];
const nameField = () => screen.getByLabelText<HTMLInputElement>(/^Nome/);

beforeEach(async () => {
  await offlineDb.outbox.clear();
  await offlineDb.drafts.clear();
  useSession.setState({ accessToken: 'access', refreshToken: 'refresh', user });
});

afterEach(async () => {
  cleanup();
  await stopSyncEngine();
});

// The create screen's wiring (useRecordCreate): a new form, or the correction of a queued item.
describe('OfficeCreate', () => {
  it('opens an empty form and goes back to the list on Cancelar', async () => {
    renderScreenAt('/escritorios/novo-escritorio', () => <OfficeCreate />, { grants, linkedPaths });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Novo escritório');
    expect(nameField().value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
  });

  it('starts the correction of a queued create from its values', async () => {
    const item = await enqueue(createOffice, {
      id: 'a5d1c0de-0000-4000-8000-000000000001',
      nome: 'SUL',
      cnpj: null,
      email: null,
      telefone: null,
      cidade: null,
      uf: null,
      ativo: true,
    });
    renderScreenAt('/escritorios/novo-escritorio', () => <OfficeCreate itemId={item.id} />, {
      grants,
      linkedPaths,
    });
    await waitFor(() => expect(nameField().value).toBe('SUL'));
  });
});
