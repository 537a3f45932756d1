import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../contract/common';
import { dataTableColumnHelper } from './columns';
import { DataTable } from './data-table';
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
}: {
  initial?: ListSearch<FruitSort>;
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
      isFetching={result === 'loading' && !isError}
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
});
