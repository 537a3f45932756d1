import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import type { WalletGroup } from '../../../contract/economic-groups';
import { queryClient } from '../../../api/query';
import { useFeedback } from '../../../feedback/store';
import { fullWalletQuery } from '../../../lookups/wallet';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { signIn } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import type { WalletSearch } from '../search';
import { WalletScreen } from './wallet-screen';

const ME = 'u1';
const BRUNO = { id: 'b0b0b0b0-0000-4000-8000-000000000002', nome: 'BRUNO LIMA', apelido: 'BRUNO' };

const INSURER = { id: 'c0c0c0c0-0000-4000-8000-000000000001', nome: 'SEGURADORA ALFA' };
const CARLOS = { id: 'c0c0c0c0-0000-4000-8000-000000000002', nome: 'CARLOS RELACIONAMENTO' };
const DANIELA = { id: 'c0c0c0c0-0000-4000-8000-000000000003', nome: 'DANIELA RELACIONAMENTO' };

const group = (n: number): WalletGroup => ({
  id: `9a9a9a9a-0000-4000-8000-00000000000${String(n)}`,
  cnpj: `1122233300${String(n).padStart(2, '0')}81`,
  razao_social: `GRUPO ${String(n)} LTDA`,
  nome_fantasia: null,
  status: { id: 'aprovado', nome: 'Aprovado' },
  escritorio: null,
  total_empresas: n,
});
const WALLET = [group(1), group(2), group(3)];

interface Sent {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}
const sent: Sent[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(async () => {
  await signIn(tokenResponse(0, ME));
  await offlineDb.outbox.clear();
  sent.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({
        method,
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init?.headers),
      });
      const path = new URL(url, 'http://localhost').pathname;
      if (method === 'PUT' && path === `/v1/usuarios/${ME}/carteira/migrar/`)
        return Promise.resolve(json({ transferidos: 2 }));
      if (path === `/v1/usuarios/${ME}/carteira/`)
        return Promise.resolve(json({ items: WALLET, total_count: WALLET.length }));
      if (
        method === 'PUT' &&
        path === `/v1/seguradoras/${INSURER.id}/contatosrelacionamento/${CARLOS.id}/carteira/migrar`
      )
        return Promise.resolve(json({ transferidos: 1 }));
      if (path === `/v1/seguradoras/${INSURER.id}/contatosrelacionamento/${CARLOS.id}/carteira`)
        return Promise.resolve(json({ items: [WALLET[1]], total_count: 1 }));
      if (path === `/v1/seguradoras/${INSURER.id}/contatosrelacionamento/suggest`)
        return Promise.resolve(json([CARLOS, DANIELA]));
      if (path === '/v1/seguradoras/suggest') return Promise.resolve(json([INSURER]));
      if (path === '/v1/usuarios/suggest/')
        return Promise.resolve(json([{ id: ME, nome: 'ANA SOUZA', apelido: 'ANA' }, BRUNO]));
      return Promise.resolve(json([]));
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await stopSyncEngine();
});

const SEARCH: WalletSearch = { page: 1, page_size: 5, direction: 'asc', aba: 'usuarios' };

function renderWallet(grants: Parameters<typeof renderScreenAt>[2]['grants']) {
  renderScreenAt('/carteira', () => <WalletScreen search={SEARCH} onSearchChange={vi.fn()} />, {
    grants,
    linkedPaths: ['/grupo-economico/$groupId'],
  });
}

describe('WalletScreen', () => {
  it('transfers the chosen groups to another user through the outbox and says how many moved', async () => {
    renderWallet({
      modules: ['carteira', 'configuracao'],
      actions: ['visualizar_usuario', 'transferir_carteira'],
    });
    expect(await screen.findByText('GRUPO 1 LTDA')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar GRUPO 1 LTDA' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar GRUPO 3 LTDA' }));
    expect(screen.getByText('2 grupos selecionados.')).toBeTruthy();
    const header = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Selecionar os grupos desta página',
    });
    expect(header.indeterminate).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir carteira' });
    const destination = within(dialog).getByRole('combobox', { name: 'Usuário de destino' });
    fireEvent.focus(destination);
    fireEvent.change(destination, { target: { value: 'B' } });
    // The source is no destination: only the other user is offered.
    const option = await within(document.body).findByRole('option', { name: 'BRUNO LIMA' });
    expect(screen.queryByRole('option', { name: 'ANA SOUZA' })).toBeNull();
    fireEvent.click(option);
    expect(within(dialog).getByText('Transferir 2 grupos da carteira de ANA para BRUNO LIMA?')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    await waitFor(() =>
      expect(useFeedback.getState().alert?.message).toBe('2 grupos transferidos para BRUNO LIMA.'),
    );
    const put = sent.find((s) => s.method === 'PUT');
    expect(put?.body).toEqual({
      destino_id: BRUNO.id,
      todos: false,
      grupo_ids: [WALLET[0]!.id, WALLET[2]!.id].sort(),
    });
    // Exactly once, whatever the network does: the outbox's key goes with it.
    expect(put?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Nenhum grupo selecionado.')).toBeTruthy();
  });

  it("'Transferir todos' sends the whole wallet without listing it", async () => {
    renderWallet({
      modules: ['carteira', 'configuracao'],
      actions: ['visualizar_usuario', 'transferir_carteira'],
    });
    expect(await screen.findByText('GRUPO 1 LTDA')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir carteira' });
    // Nothing chosen: the whole wallet, with its count.
    expect(
      within(dialog).getByRole<HTMLInputElement>('radio', { name: /Transferir todos \(3 grupos\)/ }).checked,
    ).toBe(true);
    const destination = within(dialog).getByRole('combobox', { name: 'Usuário de destino' });
    fireEvent.focus(destination);
    fireEvent.change(destination, { target: { value: 'BRU' } });
    fireEvent.click(await within(document.body).findByRole('option', { name: 'BRUNO LIMA' }));
    expect(within(dialog).getByText('Transferir 3 grupos da carteira de ANA para BRUNO LIMA?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    await waitFor(() =>
      expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
        destino_id: BRUNO.id,
        todos: true,
        grupo_ids: [],
      }),
    );
  });

  it('opened without signal, the own wallet read after login is on screen, paged and filtered', async () => {
    queryClient.setQueryData(fullWalletQuery(ME).queryKey, { items: WALLET, total_count: WALLET.length });
    // The device says it has no network (the query layer follows it, src/api/query.tsx).
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    onlineManager.setOnline(false);
    try {
      renderScreenAt(
        '/carteira',
        () => <WalletScreen search={{ ...SEARCH, query: '0002-81' }} onSearchChange={vi.fn()} />,
        { grants: { modules: ['carteira'], actions: [] }, linkedPaths: ['/grupo-economico/$groupId'] },
      );
      expect(await screen.findByText('GRUPO 2 LTDA')).toBeTruthy();
      expect(screen.queryByText('GRUPO 1 LTDA')).toBeNull();
      expect(screen.getByText('1 registro')).toBeTruthy();
      // Nothing went to the network: the page came from the device.
      expect(sent.filter((s) => s.url.includes('/carteira/'))).toEqual([]);
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
      window.dispatchEvent(new Event('online'));
      onlineManager.setOnline(true);
      queryClient.clear();
    }
  });

  it("moves a contact's groups to another contact of the same insurer", async () => {
    renderScreenAt(
      '/carteira',
      () => (
        <WalletScreen
          search={{ ...SEARCH, aba: 'contatos', seguradora: INSURER.id, contato: CARLOS.id }}
          onSearchChange={vi.fn()}
        />
      ),
      {
        grants: { modules: ['carteira', 'cotacao'], actions: ['transferir_carteira'] },
        linkedPaths: ['/grupo-economico/$groupId'],
      },
    );
    // The link's ids are named from the pickers' lists.
    expect(await screen.findByDisplayValue('SEGURADORA ALFA')).toBeTruthy();
    expect(await screen.findByDisplayValue('CARLOS RELACIONAMENTO')).toBeTruthy();
    expect(await screen.findByText('GRUPO 2 LTDA')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecionar GRUPO 2 LTDA' }));
    fireEvent.click(screen.getByRole('button', { name: 'Transferir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transferir carteira' });
    const destination = within(dialog).getByRole('combobox', { name: 'Contato de destino' });
    fireEvent.focus(destination);
    fireEvent.change(destination, { target: { value: 'REL' } });
    const option = await within(document.body).findByRole('option', { name: 'DANIELA RELACIONAMENTO' });
    // The source contact is no destination.
    expect(screen.queryByRole('option', { name: 'CARLOS RELACIONAMENTO' })).toBeNull();
    fireEvent.click(option);
    expect(
      within(dialog).getByText(
        'Transferir 1 grupo da carteira de CARLOS RELACIONAMENTO (SEGURADORA ALFA) para DANIELA RELACIONAMENTO?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transferir' }));
    await waitFor(() =>
      expect(useFeedback.getState().alert?.message).toBe('1 grupo transferido para DANIELA RELACIONAMENTO.'),
    );
    expect(sent.find((s) => s.method === 'PUT')?.body).toEqual({
      destino_id: DANIELA.id,
      todos: false,
      grupo_ids: [WALLET[1]!.id],
    });
  });

  it('a user without module carteira only reads their own wallet', async () => {
    renderWallet({ modules: ['cotacao'], actions: [] });
    expect(await screen.findByText('GRUPO 2 LTDA')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Transferir' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Carteira de' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contatos das seguradoras' })).toBeNull();
    // Without visualizar_grupo_economico the names are not links.
    expect(screen.queryByRole('link', { name: 'GRUPO 2 LTDA' })).toBeNull();
  });
});
