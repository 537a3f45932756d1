import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../contract/audit';
import type { Paged } from '../contract/common';
import { useSession } from '../session/store';
import { OFFLINE_LIST_MESSAGE } from '../ui/data-table/data-table';
import { renderScreenAt, stubJsonFetch } from '../testing/render';
import { EMPTY_HISTORY_MESSAGE, HistoryPanel } from './history-panel';

const INSURER_ID = '5b0c7f7e-8d9a-4f1e-9c3b-2a6d4e8f0a11';
const maria = { id: '0f4d2c1a-3b5e-4c6d-8e7f-9a0b1c2d3e4f', nome: 'MARIA SILVA' };

function entry(overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id: crypto.randomUUID(),
    entidade: 'seguradora',
    entidade_id: INSURER_ID,
    acao: 'alterar',
    usuario: maria,
    criado_em: '2026-11-23T17:05:00.000Z',
    alteracoes: [],
    ...overrides,
  };
}

function renderPanel() {
  renderScreenAt('/seguradora/x', () => <HistoryPanel entity="seguradora" id={INSURER_ID} />, {
    grants: { modules: ['cadastro'], actions: ['visualizar_seguradora'] },
  });
}

async function openHistory() {
  fireEvent.click(await screen.findByRole('button', { name: 'Histórico' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
  useSession.setState({ accessToken: null, grants: null });
});

describe('HistoryPanel', () => {
  it('reads nothing until opened, then lists each change as "date · who · what" in São Paulo time', async () => {
    const answer: Paged<AuditEntry> = {
      items: [
        entry({
          alteracoes: [
            { campo: 'nome', rotulo: 'Nome', antes: 'SEGURADORA X', depois: 'SEGURADORA Y' },
            { campo: 'ativo', rotulo: 'Situação', antes: true, depois: false },
          ],
        }),
        entry({
          criado_em: '2026-11-20T12:00:00.000Z',
          alteracoes: [
            { campo: 'consulta_mercado', rotulo: 'Consulta de mercado', antes: false, depois: true },
            {
              campo: 'submodalidades',
              rotulo: 'Modalidades aceitas',
              antes: [],
              depois: [
                { id: 'a', nome: 'JUDICIAL CÍVEL' },
                { id: 'b', nome: 'LICITANTE' },
              ],
            },
            { campo: 'site', rotulo: 'Site', antes: 'https://x.com.br', depois: null },
            { campo: 'submodalidade_ids', rotulo: 'Códigos', antes: ['1', '2'], depois: ['3'] },
          ],
        }),
        entry({ acao: 'criar', criado_em: '2026-11-01T03:00:00.000Z', alteracoes: [] }),
      ],
      total_count: 3,
    };
    const requested = stubJsonFetch(answer);
    renderPanel();

    const section = await screen.findByRole('region', { name: 'Histórico' });
    expect(screen.getByRole('button', { name: 'Histórico' }).getAttribute('aria-expanded')).toBe('false');
    expect(requested).toEqual([]);

    await openHistory();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '23/11/2026 14:05 · MARIA SILVA · alterou Nome de SEGURADORA X para SEGURADORA Y; ' +
        'Situação de Ativo para Inativo',
      '20/11/2026 09:00 · MARIA SILVA · alterou Consulta de mercado de Não para Sim; ' +
        'Modalidades aceitas de — para JUDICIAL CÍVEL, LICITANTE; Site de https://x.com.br para —; ' +
        'Códigos de 1, 2 para 3',
      '01/11/2026 00:00 · MARIA SILVA · criou o registro',
    ]);
    expect(requested).toEqual([
      `/v1/auditoria?entidade=seguradora&entidade_id=${INSURER_ID}&page=1&page_size=10`,
    ]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });

  it('on a page that is the history itself, is open at once under a plain heading and printed', async () => {
    const requested = stubJsonFetch({
      items: [entry({ acao: 'criar', criado_em: '2026-11-01T03:00:00.000Z' })],
      total_count: 1,
    });
    renderScreenAt(
      '/cotacao/x/historico-cotacao',
      () => <HistoryPanel entity="cotacao_garantia" id={INSURER_ID} collapsible={false} />,
      { grants: { modules: ['cotacao'], actions: [] } },
    );
    const section = await screen.findByRole('region', { name: 'Histórico' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Histórico' })).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(section.getAttribute('data-print')).toBeNull();
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '01/11/2026 00:00 · MARIA SILVA · criou o registro',
    ]);
    expect(requested).toEqual([
      `/v1/auditoria?entidade=cotacao_garantia&entidade_id=${INSURER_ID}&page=1&page_size=10`,
    ]);
  });

  it('says so when the record has no recorded change', async () => {
    stubJsonFetch({ items: [], total_count: 0 });
    renderPanel();
    await openHistory();
    expect(await screen.findByText(EMPTY_HISTORY_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('opened offline and never read on this device, says the lists’ offline message and asks nothing', async () => {
    const requested = stubJsonFetch({ items: [], total_count: 0 });
    onlineManager.setOnline(false);
    renderPanel();
    await openHistory();
    expect(await screen.findByText(OFFLINE_LIST_MESSAGE)).toBeTruthy();
    expect(requested).toEqual([]);

    // The signal returns: the history loads by itself.
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText(EMPTY_HISTORY_MESSAGE)).toBeTruthy();
  });

  it('shows the server’s message and offers to try again when the history cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify({ error: 'forbidden', error_description: 'Usuário sem permissão.', details: [] }),
            { status: 403, headers: { 'Content-Type': 'application/json' } },
          ),
        ),
      ),
    );
    renderPanel();
    await openHistory();
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('loads older changes page by page with "Carregar mais"', async () => {
    const pages = new Map<string, Paged<AuditEntry>>([
      [
        '1',
        {
          items: [entry({ alteracoes: [{ campo: 'nome', rotulo: 'Nome', antes: 'B', depois: 'C' }] })],
          total_count: 2,
        },
      ],
      ['2', { items: [entry({ acao: 'criar' })], total_count: 2 }],
    ]);
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        const page = new URL(url, 'http://x').searchParams.get('page') ?? '1';
        return Promise.resolve(
          new Response(JSON.stringify(pages.get(page)), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
        );
      }),
    );
    renderPanel();
    await openHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText(/criou o registro/)).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(requested.at(-1)).toContain('page=2');
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
  });
});
