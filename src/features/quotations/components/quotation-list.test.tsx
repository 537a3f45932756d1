import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import type { Paged } from '../../../contract/common';
import type { CritiqueFollowUp, QuotationRow } from '../../../contract/guarantee-quotations';
import type { ActionId, ModuleId } from '../../../contract/permissions';
import { offlineDb } from '../../../offline/db';
import { enqueue } from '../../../offline/outbox';
import { signIn, useSession } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import type { NewQuotation } from '../commands';
import { createQuotation } from '../commands';
import type { CritiqueFollowUpSearch, QuotationListSearch } from '../search';
import { CritiqueFollowUpList } from './critique-follow-up';
import { QuotationList, pendingQuotationMatches } from './quotation-list';

const QUOTATION = '7c1e9a0e-0000-4000-8000-000000000001';
const CANCELLED = '7c1e9a0e-0000-4000-8000-000000000002';
const GROUP = '7c1e9a0e-0000-4000-8000-0000000000a1';
const BORROWER = '7c1e9a0e-0000-4000-8000-0000000000b1';
const MODALITY = '7c1e9a0e-0000-4000-8000-0000000000c1';
const SUB_MODALITY = '7c1e9a0e-0000-4000-8000-0000000000c2';
const INSURER = '7c1e9a0e-0000-4000-8000-0000000000d1';
const CRITIQUE = '7c1e9a0e-0000-4000-8000-0000000000e1';

const row: QuotationRow = {
  id: QUOTATION,
  numero: 123,
  tomador: { id: BORROWER, nome_fantasia: 'PADARIA BOM PAO' },
  grupo_economico: { id: GROUP, nome: 'CAFE DO SUL' },
  modalidade: { id: MODALITY, nome: 'JUDICIAL' },
  submodalidade: { id: SUB_MODALITY, nome: 'JUDICIAL CÍVEL' },
  seguradora: null,
  status: { id: 'em_andamento', nome: 'Em andamento' },
  etapa: { id: 'aguardando_cotacao', nome: 'Cotação com as seguradoras' },
  situacao: { id: 'aguardando_cotacao', nome: 'Aguardando cotação' },
  importancia_segurada: 1234.56,
  vigencia_fim: '2027-03-31',
  responsavel: { id: 'u1', nome: 'ANA SOUZA' },
  criticas_abertas: 2,
  criado_em: '2026-11-20T13:00:00Z',
};

const cancelled: QuotationRow = {
  ...row,
  id: CANCELLED,
  numero: 7,
  seguradora: { id: INSURER, nome: 'ALFA SEGUROS' },
  status: { id: 'cancelada', nome: 'Cancelada' },
  situacao: { id: 'cancelada', nome: 'Cancelada' },
  importancia_segurada: 2_500_000,
  criticas_abertas: 0,
};

const critique: CritiqueFollowUp = {
  id: CRITIQUE,
  cotacao_id: QUOTATION,
  texto: 'Falta o contrato social atualizado do tomador.',
  status: { id: 'aberta', nome: 'Aberta' },
  autor: { id: 'u2', nome: 'BRUNO' },
  criado_em: '2026-11-01T12:00:00Z',
  reenvios: 3,
  reenviada_em: '2026-11-10T12:00:00Z',
  regularizada_em: null,
  regularizada_por: null,
  resolucao: null,
  cotacao_numero: 45,
  tomador: { id: BORROWER, nome_fantasia: 'PADARIA BOM PAO' },
  dias: 24,
};

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      const body: unknown = url.startsWith('/v1/garantia/cotacoes/criticas/acompanhar')
        ? ({ items: [critique], total_count: 1 } satisfies Paged<CritiqueFollowUp>)
        : url.startsWith('/v1/garantia/cotacoes')
          ? ({ items: [row, cancelled], total_count: 2 } satisfies Paged<QuotationRow>)
          : url.startsWith('/v1/garantia/modalidades/suggestcurrentuser')
            ? [{ id: MODALITY, nome: 'JUDICIAL', icone: null, submodalidades: [] }]
            : url.startsWith('/v1/gruposeconomicos/suggest')
              ? [{ id: GROUP, nome: 'CAFE DO SUL', cnpj: '11222333000181' }]
              : [];
      return Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  useSession.setState({ accessToken: null, grants: null, user: null });
  await offlineDb.outbox.clear();
});

const grants = (modules: ModuleId[], actions: ActionId[] = []) => ({ grants: { modules, actions } });
const WRITER: ActionId[] = ['criar_cotacao'];
const LINKED = [
  '/lista-cotacoes',
  '/nova-cotacao',
  '/cotacao/$id',
  '/cotacao/$id/criticas',
  '/acompanhar-criticas',
];
const linkedFrom = (path: string) => LINKED.filter((p) => p !== path);

const search: QuotationListSearch = { page: 1, page_size: 5, direction: 'asc' };

function renderList(
  listSearch: QuotationListSearch = search,
  onSearchChange = vi.fn(),
  actions: ActionId[] = WRITER,
) {
  renderScreenAt(
    '/lista-cotacoes',
    () => <QuotationList search={listSearch} onSearchChange={onSearchChange} />,
    { ...grants(['cotacao'], actions), linkedPaths: linkedFrom('/lista-cotacoes') },
  );
  return onSearchChange;
}

const dataRows = async () => {
  const table = await screen.findByRole('table', { name: 'Cotações de garantia' });
  await within(table).findByText('COT-000123');
  return within(table).getAllByRole('row').slice(1);
};

describe('QuotationList', () => {
  it('shows each quotation with its number, situation, amount and open critiques, linked to its page', async () => {
    renderList({ ...search, situacao: 'aguardando_cotacao' });
    const [first, second] = await dataRows();
    expect(requested).toContain(
      '/v1/garantia/cotacoes?page=1&page_size=5&direction=asc&situacao=aguardando_cotacao',
    );
    expect(within(first!).getByRole('link', { name: 'COT-000123' }).getAttribute('href')).toBe(
      `/cotacao/${QUOTATION}`,
    );
    expect(first!.textContent).toMatch(
      /^COT-000123PADARIA BOM PAOCAFE DO SULJUDICIALJUDICIAL CÍVEL—Aguardando cotaçãoR\$ 1\.234,5631\/03\/20272/,
    );
    // Cancelled in red; the chosen insurer instead of the dash; the amount in reais.
    const badge = within(second!).getByText('Cancelada');
    expect(badge.className).toContain('bg-red-50');
    expect(within(second!).getByText('ALFA SEGUROS')).toBeTruthy();
    expect(within(second!).getByText('R$ 2.500.000,00')).toBeTruthy();
    expect(within(second!).getByRole('link', { name: 'COT-000007' })).toBeTruthy();
    expect(screen.getByText('2 registros')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Críticas em aberto' }).getAttribute('href')).toBe(
      '/acompanhar-criticas',
    );
    expect(screen.getByRole('link', { name: 'Nova cotação' }).getAttribute('href')).toBe('/nova-cotacao');
  });

  it('hides Nova cotação from who may only see the quotations', async () => {
    renderList(search, vi.fn(), []);
    await dataRows();
    expect(screen.queryByRole('link', { name: 'Nova cotação' })).toBeNull();
  });

  it('puts a filter change in the URL on page 1', async () => {
    const onSearchChange = renderList();
    await dataRows();
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'cancelada' } });
    expect(onSearchChange).toHaveBeenCalledWith({ situacao: 'cancelada', page: 1 });
    fireEvent.change(screen.getByLabelText('Etapa'), { target: { value: 'emissao_apolice' } });
    expect(onSearchChange).toHaveBeenCalledWith({ etapa: 'emissao_apolice', page: 1 });
    const modality = screen.getByLabelText('Modalidade');
    await within(modality).findByRole('option', { name: 'JUDICIAL' });
    fireEvent.change(modality, { target: { value: MODALITY } });
    expect(onSearchChange).toHaveBeenCalledWith({ modalidade_id: MODALITY, page: 1 });
    // The number as the list shows it, once the typing pauses.
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: 'COT-000123' } });
    await vi.waitFor(() => {
      expect(onSearchChange).toHaveBeenCalledWith({ numero: 123, page: 1 });
    });
  });

  it('clears the borrower when another group is picked', async () => {
    const onSearchChange = renderList({ ...search, tomador_id: BORROWER });
    await dataRows();
    const group = screen.getByRole('combobox', { name: 'Grupo econômico' });
    fireEvent.focus(group);
    fireEvent.click(await screen.findByRole('option', { name: 'CAFE DO SUL · 11.222.333/0001-81' }));
    // Strictly: the borrower's key must be there, unset (toHaveBeenCalledWith ignores undefined keys).
    expect(onSearchChange.mock.lastCall?.[0]).toStrictEqual({
      grupo_economico_id: GROUP,
      tomador_id: undefined,
      page: 1,
    });
  });

  it('names the group and borrower of a shared link, which holds only their ids', async () => {
    renderList({ ...search, grupo_economico_id: GROUP, tomador_id: BORROWER });
    await dataRows();
    await vi.waitFor(() => {
      expect(screen.getByLabelText<HTMLInputElement>('Grupo econômico').value).toBe('CAFE DO SUL');
      expect(screen.getByLabelText<HTMLInputElement>('Tomador').value).toBe('PADARIA BOM PAO');
    });
    expect(screen.getByText('Mais filtros')).toBeTruthy();
  });

  it('clears every filter at once, the text search too, and counts the folded ones', async () => {
    const onSearchChange = renderList({
      ...search,
      query: 'PADARIA',
      status: 'cancelada',
      etapa: 'dados_processo',
    });
    await dataRows();
    expect(screen.getByText('Mais filtros (2 ativos)')).toBeTruthy();
    // Every filter is named in Portuguese, and none repeats another's name ('Status' beside 'Situação').
    const labels = [...document.querySelectorAll('label')].map((l) => l.textContent.trim());
    expect(labels).toContain('Andamento');
    expect(labels).not.toContain('Status');
    expect(labels.filter((l) => l === 'Situação')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onSearchChange.mock.lastCall?.[0]).toStrictEqual({
      numero: undefined,
      grupo_economico_id: undefined,
      tomador_id: undefined,
      situacao: undefined,
      seguradora_id: undefined,
      modalidade_id: undefined,
      status: undefined,
      etapa: undefined,
      criado_de: undefined,
      criado_ate: undefined,
      responsavel_id: undefined,
      query: undefined,
      page: 1,
    });
  });

  it('shows a quotation saved offline as pending, unless the filters leave it out', async () => {
    await signIn(tokenResponse(0, 'u1'));
    const payload: NewQuotation = {
      quotation: { id: '7c1e9a0e-0000-4000-8000-0000000000f1', numero: null, tomador: 'MERCADO AZUL' },
      body: {
        id: '7c1e9a0e-0000-4000-8000-0000000000f1',
        grupo_economico_id: GROUP,
        tomador_id: BORROWER,
        modalidade_id: MODALITY,
        submodalidade_id: SUB_MODALITY,
        tipo_emissao_id: 'nova',
        segurado: { tipo: 'PJ', documento: '11222333000181', nome: 'SEGURADO' },
        importancia_segurada: 1000,
        vigencia_inicio: '2026-12-01',
        vigencia_fim: '2027-12-01',
      },
    };
    await enqueue(createQuotation, payload);
    renderList();
    expect(await screen.findByText(/Criar cotação para MERCADO AZUL/)).toBeTruthy();
    expect(screen.getByText('pendente de envio')).toBeTruthy();
    cleanup();
    renderList({ ...search, status: 'cancelada' });
    await dataRows();
    expect(screen.queryByText(/Criar cotação para MERCADO AZUL/)).toBeNull();
  });
});

describe('pendingQuotationMatches', () => {
  const pending = {
    quotation: { id: 'x', numero: null, tomador: 'MERCADO AZUL' },
    body: { grupo_economico_id: GROUP, tomador_id: BORROWER, modalidade_id: MODALITY },
  } as NewQuotation;
  const today = '2026-11-25';

  it('keeps a new quotation under the filters it meets and leaves it out of the others', () => {
    expect(pendingQuotationMatches(search, pending, today)).toBe(true);
    expect(
      pendingQuotationMatches(
        { ...search, grupo_economico_id: GROUP, situacao: 'em_preenchimento', criado_de: today },
        pending,
        today,
      ),
    ).toBe(true);
    expect(pendingQuotationMatches({ ...search, numero: 1 }, pending, today)).toBe(false);
    expect(pendingQuotationMatches({ ...search, status: 'cancelada' }, pending, today)).toBe(false);
    expect(pendingQuotationMatches({ ...search, etapa: 'aguardando_cotacao' }, pending, today)).toBe(false);
    expect(pendingQuotationMatches({ ...search, tomador_id: GROUP }, pending, today)).toBe(false);
    expect(pendingQuotationMatches({ ...search, criado_ate: '2026-11-24' }, pending, today)).toBe(false);
  });
});

describe('CritiqueFollowUpList', () => {
  it('lists the open critiques, oldest first, each linked to its quotation', async () => {
    const followUpSearch: CritiqueFollowUpSearch = { page: 1, page_size: 5, direction: 'asc' };
    renderScreenAt(
      '/acompanhar-criticas',
      () => <CritiqueFollowUpList search={followUpSearch} onSearchChange={vi.fn()} />,
      { ...grants(['cotacao']), linkedPaths: linkedFrom('/acompanhar-criticas') },
    );
    const table = await screen.findByRole('table', { name: 'Críticas em aberto' });
    const link = await within(table).findByRole('link', { name: 'Críticas da cotação COT-000045' });
    expect(link.getAttribute('href')).toBe(`/cotacao/${QUOTATION}/criticas`);
    expect(requested).toContain('/v1/garantia/cotacoes/criticas/acompanhar?page=1&page_size=5&direction=asc');
    const [only] = within(table).getAllByRole('row').slice(1);
    expect(only!.textContent).toBe(
      'COT-000045PADARIA BOM PAOFalta o contrato social atualizado do tomador.24 dias01/11/20263',
    );
    expect(within(table).getByTitle('Falta o contrato social atualizado do tomador.')).toBeTruthy();
  });
});
