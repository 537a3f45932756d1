import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncStatus } from '../offline/types';
import { SyncIndicatorView } from './sync-indicator';

afterEach(cleanup);

const idle: SyncStatus = {
  online: true,
  pending: 0,
  dead: 0,
  draining: false,
  needsLogin: false,
  lastSyncAt: null,
  storageError: null,
};

/** The indicator inside a one-route app (its links navigate with the router). */
async function renderIndicator(status: Partial<SyncStatus>, onSyncNow = vi.fn()) {
  const root = createRootRoute({
    component: () => (
      <SyncIndicatorView status={{ ...idle, ...status }} returnTo="/tribunais?page=2" onSyncNow={onSyncNow} />
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await screen.findByRole('link');
  return onSyncNow;
}

describe('SyncIndicatorView', () => {
  it('shows the connection, the waiting items and the last sync, with a link to the sync page', async () => {
    await renderIndicator({ pending: 3, lastSyncAt: Date.parse('2026-03-05T15:30:00Z') });
    expect(screen.getByRole('status').textContent).toBe('Online');
    const link = screen.getByRole('link', { name: 'Sincronização: 3 itens aguardando envio' });
    expect(link.getAttribute('href')).toBe('/sincronizacao');
    expect(link.textContent).toBe('3');
    expect(screen.getByText('Última sincronização: 05/03/2026 12:30')).toBeTruthy();
  });

  it('says so when offline, with nothing waiting and refused items counted apart', async () => {
    await renderIndicator({ online: false, dead: 1 });
    expect(screen.getByRole('status').textContent).toBe('Sem conexão');
    expect(
      screen.getByRole('link', { name: 'Sincronização: Nenhum item aguardando envio, 1 item recusado' }),
    ).toBeTruthy();
    expect(screen.getByText('Nenhuma sincronização ainda')).toBeTruthy();
  });

  it('syncs on demand, but not while a sync runs', async () => {
    const onSyncNow = await renderIndicator({ pending: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Sincronizar agora' }));
    expect(onSyncNow).toHaveBeenCalledTimes(1);
    cleanup();
    await renderIndicator({ pending: 1, draining: true });
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sincronizar agora' }).disabled).toBe(true);
  });

  it('asks for a login when the queue waits for one, coming back to the same page', async () => {
    await renderIndicator({ needsLogin: true, pending: 2 });
    const link = screen.getByRole('link', { name: 'Faça login para enviar 2 itens pendentes' });
    expect(link.getAttribute('href')).toBe('/login?redirect=%2Ftribunais%3Fpage%3D2');
  });
});
