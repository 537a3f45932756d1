import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import type { PermittedModality } from '../../../contract/modalities';
import { offlineDb } from '../../../offline/db';
import { stopSyncEngine } from '../../../offline/drain';
import { signIn, useSession } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import { QuotePermissionsEditor } from './quote-permissions-editor';

const USER = '7c1e9a0e-0000-4000-8000-000000000501';

const trees: Record<string, PermittedModality[]> = {
  garantia: [
    {
      id: 'g1',
      nome: 'JUDICIAL',
      permitida: true,
      submodalidades: [{ id: 'gs1', nome: 'JUDICIAL CÍVEL', permitida: true }],
    },
  ],
  agronegocio: [
    {
      id: 'a1',
      nome: 'AGRÍCOLA',
      permitida: false,
      submodalidades: [
        { id: 'as1', nome: 'MULTIRRISCO', permitida: false },
        { id: 'as2', nome: 'GRANIZO', permitida: true },
      ],
    },
  ],
};

const reads: string[] = [];
const posts: { url: string; body: unknown }[] = [];

beforeEach(async () => {
  await signIn(tokenResponse(0, '0c1d2e3f-0000-4000-8000-000000000009'));
  reads.length = 0;
  posts.length = 0;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(init.body as string) });
        return Promise.resolve(json({}));
      }
      reads.push(url);
      const area = /^\/v1\/(\w+)\/permissoes\/modalities/.exec(url)?.[1] ?? '';
      return Promise.resolve(json(trees[area] ?? []));
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await stopSyncEngine();
  await offlineDb.outbox.clear();
  useSession.setState({ accessToken: null, grants: null, user: null });
});

function open(
  actions: ('visualizar_usuario' | 'editar_usuario')[] = ['visualizar_usuario', 'editar_usuario'],
) {
  renderScreenAt('/usuarios/x', () => <QuotePermissionsEditor targetId={USER} targetName="ANA" />, {
    grants: { modules: ['configuracao'], actions },
  });
}

describe('QuotePermissionsEditor', () => {
  it('edits the garantia area first and switches to agronegócio, each read on its own path', async () => {
    open();
    const tabs = await screen.findByRole('tablist', { name: 'Área das permissões' });
    const garantia = within(tabs).getByRole('tab', { name: 'Garantia' });
    const agro = within(tabs).getByRole('tab', { name: 'Agronegócio' });
    expect(garantia.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('checkbox', { name: 'JUDICIAL CÍVEL' })).toBeTruthy();
    expect(reads).toEqual([`/v1/garantia/permissoes/modalities?targetId=${USER}`]);

    fireEvent.click(agro);
    expect(agro.getAttribute('aria-selected')).toBe('true');
    const granizo = await screen.findByRole('checkbox', { name: 'GRANIZO' });
    expect((granizo as HTMLInputElement).checked).toBe(true);
    expect(reads).toContain(`/v1/agronegocio/permissoes/modalities?targetId=${USER}`);
    // The garantia tree is kept, hidden, with what was clicked in it.
    expect(screen.queryByRole('checkbox', { name: 'JUDICIAL CÍVEL' })).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'MULTIRRISCO' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salvar permissões de Agronegócio' }));
    await waitFor(() =>
      expect(posts).toEqual([
        { url: '/v1/agronegocio/permissoes', body: { targetId: USER, submodalidadeids: ['as1', 'as2'] } },
      ]),
    );
  });

  it('moves between the areas with the arrow keys', async () => {
    open();
    const garantia = await screen.findByRole('tab', { name: 'Garantia' });
    garantia.focus();
    fireEvent.keyDown(garantia, { key: 'ArrowRight' });
    const agro = screen.getByRole('tab', { name: 'Agronegócio' });
    expect(agro.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(agro);
    fireEvent.keyDown(agro, { key: 'ArrowRight' });
    expect(garantia.getAttribute('aria-selected')).toBe('true');
  });

  it('shows nothing to who may not read quote permissions', () => {
    open([]);
    expect(screen.queryByRole('region', { name: 'Permissões de cotação' })).toBeNull();
    expect(reads).toEqual([]);
  });
});
