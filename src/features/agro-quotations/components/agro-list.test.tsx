import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenResponse } from '../../../../tests/offline/kit';
import type { AgroQuotationRow } from '../../../contract/agro-quotations';
import { AGRO_COVERAGE_IDS, AGRO_PRODUCT_IDS } from '../../../contract/agro-quotations';
import type { Paged } from '../../../contract/common';
import type { ActionId } from '../../../contract/permissions';
import { offlineDb } from '../../../offline/db';
import { enqueue } from '../../../offline/outbox';
import { signIn, useSession } from '../../../session/store';
import { renderScreenAt } from '../../../testing/render';
import { agroCsvColumns } from '../columns';
import type { AgroListSearch, ProposalListSearch } from '../search';
import { COVERAGE_IDS, PRODUCT_IDS, agroListSearch } from '../search';
import type { AgroGuestQuotation } from '../guest-commands';
import { submitAgroGuestQuotation } from '../guest-commands';
import { AgroList, pendingAgroMatches } from './agro-list';
import { ProposalList } from './proposal-list';

const QUOTATION = '7c1e9a0e-0000-4000-8000-000000000101';
const CANCELLED = '7c1e9a0e-0000-4000-8000-000000000102';
const GROUP = '7c1e9a0e-0000-4000-8000-0000000001a1';
const PENDING = '7c1e9a0e-0000-4000-8000-0000000001f1';

const row: AgroQuotationRow = {
  id: QUOTATION,
  numero: 123,
  situacao: { id: 'aguardando_aprovacao', nome: 'Custos disponíveis, aguardando aprovação' },
  produto: { id: 'cafezal', nome: 'Café (cafezal)' },
  cobertura: { id: 'granizo', nome: 'Granizo' },
  produtor: 'JOÃO DA SILVA',
  propriedade: 'FAZENDA BOA VISTA',
  municipio: 'ALFENAS',
  uf: 'MG',
  area_ha: 12.5,
  convidado: true,
  grupo_economico: { id: GROUP, nome: 'CAFE DO SUL' },
  numero_proposta: null,
  numero_apolice: null,
  premio: 1234.56,
  criado_em: '2026-11-20T13:00:00Z',
};

const cancelled: AgroQuotationRow = {
  ...row,
  id: CANCELLED,
  numero: 7,
  situacao: { id: 'cancelada', nome: 'Cancelada' },
  produto: { id: 'agricola', nome: 'Agrícola' },
  convidado: false,
  premio: null,
};

const proposal: AgroQuotationRow = {
  ...row,
  situacao: { id: 'proposta', nome: 'Proposta' },
  numero_proposta: 'PROP-9981',
};

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      const body: unknown = url.startsWith('/v1/agro/cotacoes/listarpropostas')
        ? ({ items: [proposal], total_count: 1 } satisfies Paged<AgroQuotationRow>)
        : url.startsWith('/v1/agro/cotacoes')
          ? ({ items: [row, cancelled], total_count: 2 } satisfies Paged<AgroQuotationRow>)
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

const search: AgroListSearch = { page: 1, page_size: 5, direction: 'asc' };
const LINKED = ['/cotacao/$id/resumo-cotacao-agro'];

function renderList(listSearch: AgroListSearch = search, actions: ActionId[] = ['criar_cotacao']) {
  const onSearchChange = vi.fn();
  renderScreenAt(
    '/lista-cotacoes-agro',
    () => <AgroList search={listSearch} onSearchChange={onSearchChange} />,
    {
      grants: { modules: ['cotacao'], actions },
      linkedPaths: LINKED,
    },
  );
  return onSearchChange;
}

const dataRows = async (name = 'Cotações agro', first = 'AGR-000123') => {
  const table = await screen.findByRole('table', { name });
  await within(table).findByText(first);
  return within(table).getAllByRole('row').slice(1);
};

describe('AgroList', () => {
  it('reads one page of 5 with the URL filters and links each row to its page', async () => {
    renderList({ ...search, situacao: 'aguardando_aprovacao', produto: 'cafezal', uf: 'MG' });
    const [first, second] = await dataRows();
    expect(requested).toContain(
      '/v1/agro/cotacoes?page=1&page_size=5&direction=asc&situacao=aguardando_aprovacao&produto=cafezal&uf=MG',
    );
    expect(within(first!).getByRole('link', { name: 'AGR-000123' }).getAttribute('href')).toBe(
      `/cotacao/${QUOTATION}/resumo-cotacao-agro`,
    );
    expect(first!.textContent).toContain('JOÃO DA SILVA');
    expect(first!.textContent).toContain('Iniciada pelo produtor');
    expect(first!.textContent).toContain('12,5 ha');
    expect(first!.textContent).toContain('R$ 1.234,56');
    expect(within(second!).getByText('Cancelada').className).toContain('bg-red-50');
    expect(screen.getByText('2 registros')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nova cotação agro' }).getAttribute('href')).toBe(
      '/nova-cotacao/agro',
    );
  });

  it('hides Nova cotação agro from who may only read', async () => {
    renderList(search, []);
    await dataRows();
    expect(screen.queryByRole('link', { name: 'Nova cotação agro' })).toBeNull();
  });

  it('puts each filter change in the URL, back on page 1', async () => {
    const onSearchChange = renderList();
    await dataRows();
    fireEvent.change(screen.getByLabelText('Situação'), { target: { value: 'cancelada' } });
    expect(onSearchChange).toHaveBeenCalledWith({ situacao: 'cancelada', page: 1 });
    fireEvent.change(screen.getByLabelText('Produto'), { target: { value: 'agricola' } });
    expect(onSearchChange).toHaveBeenCalledWith({ produto: 'agricola', page: 1 });
    fireEvent.change(screen.getByLabelText('Cobertura'), { target: { value: 'granizo' } });
    expect(onSearchChange).toHaveBeenCalledWith({ cobertura: 'granizo', page: 1 });
    fireEvent.change(screen.getByLabelText('UF'), { target: { value: 'SP' } });
    expect(onSearchChange).toHaveBeenCalledWith({ uf: 'SP', page: 1 });
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: 'AGR-000123' } });
    await vi.waitFor(() => {
      expect(onSearchChange).toHaveBeenCalledWith({ numero: 123, page: 1 });
    });
  });

  it('clears every filter at once, the text search too, and counts the folded ones', async () => {
    const onSearchChange = renderList({ ...search, query: 'JOAO', uf: 'MG', criado_de: '2026-11-01' });
    await dataRows();
    expect(screen.getByText('Mais filtros (2 ativos)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onSearchChange.mock.lastCall?.[0]).toStrictEqual({
      numero: undefined,
      situacao: undefined,
      produto: undefined,
      cobertura: undefined,
      grupo_economico_id: undefined,
      uf: undefined,
      criado_de: undefined,
      criado_ate: undefined,
      query: undefined,
      page: 1,
    });
  });

  it('shows a quotation typed on this device as pending, unless the filters leave it out', async () => {
    await signIn(tokenResponse(0, 'u1'));
    const payload = {
      quotation: { id: PENDING, numero: null, produtor: 'MARIA PRODUTORA', produto: 'cafezal' },
      body: { id: PENDING, produto: 'cafezal', cobertura: 'granizo', propriedade: { uf: 'MG' } },
      fotos: [],
      croqui: null,
    } as unknown as AgroGuestQuotation;
    await enqueue(submitAgroGuestQuotation, payload);
    renderList();
    expect(await screen.findByText(/Enviar cotação agro de MARIA PRODUTORA/)).toBeTruthy();
    expect(screen.getByText('pendente de envio')).toBeTruthy();
    cleanup();
    renderList({ ...search, produto: 'agricola' });
    await dataRows();
    expect(screen.queryByText(/MARIA PRODUTORA/)).toBeNull();
  });
});

describe('pendingAgroMatches', () => {
  const payload = {
    body: {
      produto: 'agricola',
      cobertura: 'multirrisco',
      grupo_economico_id: GROUP,
      propriedade: { uf: 'pr' },
    },
  };
  const today = '2026-11-25';
  it('keeps a new quotation under the filters it meets', () => {
    expect(pendingAgroMatches(search, payload, today)).toBe(true);
    expect(
      pendingAgroMatches(
        { ...search, situacao: 'aguardando_custos', uf: 'PR', grupo_economico_id: GROUP, criado_ate: today },
        payload,
        today,
      ),
    ).toBe(true);
    expect(pendingAgroMatches({ ...search, numero: 1 }, payload, today)).toBe(false);
    expect(pendingAgroMatches({ ...search, situacao: 'proposta' }, payload, today)).toBe(false);
    expect(pendingAgroMatches({ ...search, cobertura: 'granizo' }, payload, today)).toBe(false);
    expect(pendingAgroMatches({ ...search, criado_de: '2026-11-26' }, payload, today)).toBe(false);
  });
});

describe('agroListSearch', () => {
  it('keeps the known filters of a link, upper-cases the UF and drops the rest', () => {
    expect(
      agroListSearch.parse({ page: 2, situacao: 'proposta', produto: 'soja', uf: 'mg', numero: '12', x: 1 }),
    ).toStrictEqual({
      page: 2,
      page_size: 5,
      sort: undefined,
      direction: 'asc',
      query: undefined,
      numero: 12,
      produto: undefined,
      cobertura: undefined,
      grupo_economico_id: undefined,
      uf: 'MG',
      criado_de: undefined,
      criado_ate: undefined,
      situacao: 'proposta',
    });
  });

  it('repeats the contract ids without importing it (the entry bundle stays without valibot)', () => {
    expect([...PRODUCT_IDS]).toEqual(AGRO_PRODUCT_IDS);
    expect([...COVERAGE_IDS]).toEqual(AGRO_COVERAGE_IDS);
  });

  it('exports every row of the CSV in reais and dd/mm/aaaa', () => {
    const values = agroCsvColumns.map((c) => [c.header, c.value(row)]);
    expect(values).toContainEqual(['Número', 'AGR-000123']);
    expect(values).toContainEqual(['Prêmio', 'R$ 1.234,56']);
    expect(values).toContainEqual(['Área (ha)', '12,5']);
    expect(values).toContainEqual(['Criada em', '20/11/2026 10:00']);
  });
});

describe('ProposalList', () => {
  it('lists listarpropostas in pages, filtered in the URL, linked to the quotation', async () => {
    const onSearchChange = vi.fn();
    const proposalSearch: ProposalListSearch = {
      page: 1,
      page_size: 5,
      direction: 'asc',
      cobertura: 'granizo',
    };
    renderScreenAt(
      '/propostas',
      () => <ProposalList search={proposalSearch} onSearchChange={onSearchChange} />,
      {
        grants: { modules: ['apolice', 'cotacao'], actions: [] },
        linkedPaths: LINKED,
      },
    );
    const [only] = await dataRows('Propostas');
    expect(requested).toContain(
      '/v1/agro/cotacoes/listarpropostas?page=1&page_size=5&direction=asc&cobertura=granizo',
    );
    expect(only!.textContent).toContain('PROP-9981');
    expect(within(only!).getByRole('link', { name: 'AGR-000123' }).getAttribute('href')).toBe(
      `/cotacao/${QUOTATION}/resumo-cotacao-agro`,
    );
    // No situation filter: every row is a proposal or a policy.
    expect(screen.queryByLabelText('Situação')).toBeNull();
    fireEvent.change(screen.getByLabelText('Produto'), { target: { value: 'cafezal' } });
    expect(onSearchChange).toHaveBeenCalledWith({ produto: 'cafezal', page: 1 });
  });
});
