import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../contract/common';
import { dataTableColumnHelper } from './columns';
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import type { PendingRows } from './pending';
import { DataTable, EMPTY_LIST_MESSAGE, OFFLINE_LIST_MESSAGE, OFFLINE_NO_MATCH_MESSAGE } from './data-table';
import { FILTER_DEBOUNCE_MS } from './data-table-filter';
import type { ListSearch, ListSearchPatch } from './list-search';
import type { ListSearchChangeOptions } from './use-list-search';

interface Fruit {
  id: string;
  nome: string;
  cor: string;
}

type FruitSort = 'nome';
const col = dataTableColumnHelper<Fruit>();
const columns = col.columns([
  col.accessor('nome', { header: 'Nome' }),
  col.accessor('cor', { header: 'Cor' }),
]);
const sortFields = ['nome'] as const;

const firstPage: Paged<Fruit> = {
  items: [
    { id: '1', nome: 'BANANA', cor: 'AMARELA' },
    { id: '2', nome: 'MAÇÃ', cor: 'VERMELHA' },
  ],
  total_count: 12,
};

const defaults: ListSearch<FruitSort> = { page: 1, page_size: 5, direction: 'asc' };

type OnChange = (patch: ListSearchPatch<FruitSort>, options?: ListSearchChangeOptions) => void;

/** The table with its URL state simulated: every change is recorded and applied. */
function Harness({
  initial = defaults,
  result = firstPage,
  onChange,
  isError = false,
  isPaused = false,
  pending,
}: {
  initial?: ListSearch<FruitSort> & { cor?: string };
  isPaused?: boolean;
  pending?: PendingRows;
  /** 'loading': no page has arrived yet. */
  result?: Paged<Fruit> | 'loading';
  onChange: OnChange;
  isError?: boolean;
}) {
  const [search, setSearch] = useState(initial);
  return (
    <DataTable
      label="Frutas"
      columns={columns}
      result={result === 'loading' ? undefined : result}
      isError={isError}
      isFetching={result === 'loading' && !isError && !isPaused}
      isPaused={isPaused}
      pending={pending}
      search={search}
      sortFields={sortFields}
      getRowId={(row) => row.id}
      onSearchChange={(patch, options) => {
        onChange(patch, options);
        setSearch((previous) => ({ ...previous, ...patch }));
      }}
      rowActions={(row) => (
        <button type="button" aria-label={`Editar fruta ${row.nome}`}>
          Editar
        </button>
      )}
    />
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  onlineManager.setOnline(true);
});

describe('DataTable', () => {
  it('renders the rows of the page, the total and the page count', () => {
    render(<Harness onChange={vi.fn()} />);
    const table = screen.getByRole('table', { name: 'Frutas' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('BANANA')).toBeTruthy();
    expect(within(rows[2]!).getByText('VERMELHA')).toBeTruthy();
    expect(screen.getByText('12 registros')).toBeTruthy();
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar fruta MAÇÃ' })).toBeTruthy();
  });

  it('asks for the next and previous page through the URL state', () => {
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2 }, undefined);
    expect(screen.getByText('Página 2 de 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3 }, undefined);
    expect(screen.getByRole('button', { name: 'Próxima' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2 }, undefined);
  });

  it('changes the page size and goes back to page 1', () => {
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} initial={{ ...defaults, page: 3 }} />);
    fireEvent.change(screen.getByLabelText('Itens por página'), { target: { value: '10' } });
    expect(onChange).toHaveBeenLastCalledWith({ page_size: 10, page: 1 }, undefined);
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
  });

  it('sorts by one column at a time: ascending, descending, then unsorted, with aria-sort', () => {
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} initial={{ ...defaults, page: 2 }} />);
    const header = () => screen.getByRole('columnheader', { name: /Nome/ });
    expect(header().getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Nome' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'nome', direction: 'asc', page: 1 }, undefined);
    expect(header().getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Nome' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: 'nome', direction: 'desc', page: 1 }, undefined);
    expect(header().getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'Nome' }));
    expect(onChange).toHaveBeenLastCalledWith({ sort: undefined, direction: 'asc', page: 1 }, undefined);
    expect(header().getAttribute('aria-sort')).toBe('none');
  });

  it('offers no sorting on a column the server cannot sort by', () => {
    render(<Harness onChange={vi.fn()} />);
    const header = screen.getByRole('columnheader', { name: 'Cor' });
    expect(header.hasAttribute('aria-sort')).toBe(false);
    expect(within(header).queryByRole('button')).toBeNull();
  });

  it('filters once typing pauses, upper-cased, replacing the history entry and going to page 1', () => {
    vi.useFakeTimers();
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} initial={{ ...defaults, page: 2 }} />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Buscar' });

    fireEvent.change(input, { target: { value: 'ba' } });
    fireEvent.change(input, { target: { value: 'ban' } });
    expect(input.value).toBe('BAN');
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS - 1);
    });
    expect(onChange).not.toHaveBeenCalled();

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ query: 'BAN', page: 1 }, { replace: true });

    fireEvent.change(input, { target: { value: '' } });
    act(() => {
      vi.advanceTimersByTime(FILTER_DEBOUNCE_MS);
    });
    expect(onChange).toHaveBeenLastCalledWith({ query: '', page: 1 }, { replace: true });
  });

  it('shows the filter of the URL it was opened with', () => {
    render(<Harness onChange={vi.fn()} initial={{ ...defaults, query: 'MAÇÃ' }} />);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('MAÇÃ');
  });

  it('says so when there is nothing to show', () => {
    render(<Harness onChange={vi.fn()} result={{ items: [], total_count: 0 }} />);
    expect(screen.getByText('Nenhum registro encontrado.')).toBeTruthy();
    expect(screen.getByText('0 registros')).toBeTruthy();
    expect(screen.getByText('Página 1 de 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próxima' })).toHaveProperty('disabled', true);
  });

  it("says 'mais de 1.000' when the server stopped counting at its bound", () => {
    // The server answers the bound + 1 past TOTAL_COUNT_BOUND instead of counting every row.
    render(<Harness onChange={vi.fn()} result={{ ...firstPage, total_count: 1_001 }} />);
    expect(screen.getByText('mais de 1.000 registros')).toBeTruthy();
    expect(screen.getByText('Página 1 de mais de 200')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próxima' })).toHaveProperty('disabled', false);
  });

  it('shows a loading state until the first page arrives, and an error state if it fails', () => {
    render(<Harness onChange={vi.fn()} result="loading" />);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    cleanup();
    render(<Harness onChange={vi.fn()} result="loading" isError />);
    expect(screen.getByText('Não foi possível carregar os registros.')).toBeTruthy();
  });

  it('moves a page past the end to the last page without a new history entry', () => {
    const onChange = vi.fn<OnChange>();
    render(<Harness onChange={onChange} initial={{ ...defaults, page: 9 }} />);
    expect(onChange).toHaveBeenCalledWith({ page: 3 }, { replace: true });
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
  });

  it('shows skeleton rows while the first page loads, and no page count yet', () => {
    render(<Harness onChange={vi.fn()} result="loading" initial={{ ...defaults, page: 2 }} />);
    const table = screen.getByRole('table');
    expect(table.querySelectorAll('tr[data-skeleton]')).toHaveLength(5);
    expect(screen.getByText('Página 2')).toBeTruthy();
    expect(screen.queryByText(/Página 2 de/)).toBeNull();
  });

  it('says plainly that the data is not on the device when the list opens offline, never an error', () => {
    render(<Harness onChange={vi.fn()} result="loading" isPaused initial={{ ...defaults, page: 2 }} />);
    expect(screen.getByText(OFFLINE_LIST_MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Não foi possível carregar os registros.')).toBeNull();
    expect(screen.queryByText(/Página 2 de 1/)).toBeNull();
    expect(screen.getByRole('table').querySelectorAll('tr[data-skeleton]')).toHaveLength(0);
  });

  it('reads the offline state from the query layer too', () => {
    onlineManager.setOnline(false);
    render(<Harness onChange={vi.fn()} result="loading" />);
    expect(screen.getByText(OFFLINE_LIST_MESSAGE)).toBeTruthy();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText(OFFLINE_LIST_MESSAGE)).toBeNull();
  });

  it('offers to clear the filters when they found nothing', () => {
    const onChange = vi.fn<OnChange>();
    render(
      <Harness
        onChange={onChange}
        result={{ items: [], total_count: 0 }}
        initial={{ ...defaults, query: 'KIWI', cor: 'AZUL' }}
      />,
    );
    expect(screen.getByText(EMPTY_LIST_MESSAGE, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onChange).toHaveBeenCalledWith({ query: undefined, cor: undefined, page: 1 }, { replace: true });
    cleanup();
    render(<Harness onChange={vi.fn()} result={{ items: [], total_count: 0 }} />);
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  });

  it('shows records saved on the device first, marked pending, and marks rows with an edit waiting', () => {
    const pending: PendingRows = {
      creates: [
        { key: 'i1', recordId: 'novo', label: 'Criar fruta KIWI', status: 'pending' },
        { key: 'i2', recordId: 'recusado', label: 'Criar fruta JACA', status: 'dead' },
      ],
      changed: new Set(['2']),
    };
    render(<Harness onChange={vi.fn()} pending={pending} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toBe('Criar fruta KIWI pendente de envio');
    expect(rows[1]?.textContent).toContain('recusado pelo servidor');
    expect(rows[3]?.textContent).toContain('MAÇÃ pendente de envio');
    expect(rows[2]?.textContent).not.toContain('pendente');
    expect(screen.getByText('12 registros · 2 pendentes de envio')).toBeTruthy();
  });

  it('shows pending records offline beside the message, and only on the first page and matching the filter', () => {
    const pending: PendingRows = {
      creates: [{ key: 'i1', recordId: 'novo', label: 'Criar fruta KIWI', status: 'pending' }],
      changed: new Set(),
    };
    render(<Harness onChange={vi.fn()} pending={pending} result="loading" isPaused />);
    expect(screen.getByText('Criar fruta KIWI')).toBeTruthy();
    expect(screen.getByText(OFFLINE_LIST_MESSAGE)).toBeTruthy();
    cleanup();
    render(<Harness onChange={vi.fn()} pending={pending} initial={{ ...defaults, page: 2 }} />);
    expect(screen.queryByText('Criar fruta KIWI')).toBeNull();
    cleanup();
    render(<Harness onChange={vi.fn()} pending={pending} initial={{ ...defaults, query: 'banana' }} />);
    expect(screen.queryByText('Criar fruta KIWI')).toBeNull();
    cleanup();
    // Once the server lists the record, its own row stands for it.
    const listed = { items: [{ id: 'novo', nome: 'KIWI', cor: 'VERDE' }], total_count: 1 };
    render(<Harness onChange={vi.fn()} pending={pending} result={listed} />);
    expect(screen.queryByText('Criar fruta KIWI')).toBeNull();
  });
});

describe('DataTable offline, over the rows the device holds', () => {
  function OfflineHarness({
    client,
    initial,
    pending,
  }: {
    client: QueryClient;
    initial: ListSearch<FruitSort>;
    pending?: PendingRows;
  }) {
    return (
      <QueryClientProvider client={client}>
        <Harness onChange={vi.fn()} initial={initial} result="loading" isPaused pending={pending} />
      </QueryClientProvider>
    );
  }

  function clientWithFirstPage(current: ListSearch<FruitSort>): QueryClient {
    const client = new QueryClient();
    client.setQueryData(['fruits', 'list', defaults], firstPage);
    // The query of the list on screen: built, never answered (no network).
    client.getQueryCache().build(client, { queryKey: ['fruits', 'list', current] });
    return client;
  }

  it('searches the pages already read, folding accents and case, and says the result is partial', () => {
    onlineManager.setOnline(false);
    const current = { ...defaults, query: 'maca' };
    const pending: PendingRows = {
      creates: [
        {
          key: 'i1',
          recordId: 'novo',
          label: 'Criar fruta KIWI',
          texts: ['KIWI', 'MAÇÃ VERDE'],
          status: 'pending',
        },
        { key: 'i2', recordId: 'outro', label: 'Criar fruta JACA', texts: ['JACA'], status: 'pending' },
      ],
      changed: new Set(),
    };
    render(<OfflineHarness client={clientWithFirstPage(current)} initial={current} pending={pending} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Criar fruta KIWI pendente de envio',
      'MAÇÃVERMELHAEditar',
    ]);
    expect(screen.queryByText(OFFLINE_LIST_MESSAGE)).toBeNull();
    expect(
      screen.getByText(
        'Sem conexão: mostrando só o que já está neste dispositivo (1 registro) · 1 pendente de envio',
      ),
    ).toBeTruthy();
  });

  it("finds the records waiting to be sent by what their row says, 'pendente'", () => {
    onlineManager.setOnline(false);
    const current = { ...defaults, query: 'PENDENTE' };
    const pending: PendingRows = {
      creates: [
        { key: 'i1', recordId: 'novo', label: 'Criar fruta KIWI', texts: ['KIWI'], status: 'pending' },
      ],
      changed: new Set(),
    };
    render(<OfflineHarness client={clientWithFirstPage(current)} initial={current} pending={pending} />);
    expect(screen.getByText('Criar fruta KIWI')).toBeTruthy();
    expect(screen.queryByText(OFFLINE_NO_MATCH_MESSAGE)).toBeNull();
    expect(screen.getByText(/mostrando só o que já está neste dispositivo \(0 registros\)/)).toBeTruthy();
  });

  it('says when nothing on the device matches, and keeps the not-on-device message for a list never read', () => {
    onlineManager.setOnline(false);
    const current = { ...defaults, query: 'uva' };
    render(<OfflineHarness client={clientWithFirstPage(current)} initial={current} />);
    expect(screen.getByText(OFFLINE_NO_MATCH_MESSAGE)).toBeTruthy();
    cleanup();
    render(<OfflineHarness client={new QueryClient()} initial={current} />);
    expect(screen.getByText(OFFLINE_LIST_MESSAGE)).toBeTruthy();
  });
});
