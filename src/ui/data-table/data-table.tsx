import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo } from 'react';
import type { Header, OnChangeFn, PaginationState, RowData, SortingState } from '@tanstack/react-table';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Paged } from '../../contract/common';
import { cx } from '../../lib/cx';
import type { DataTableColumns, DataTableFeatures } from './columns';
import type { CsvExport } from './csv';
import { DataTableExport } from './data-table-export';
import { dataTableFeatures } from './columns';
import { DataTableFilter } from './data-table-filter';
import { DataTablePagination } from './data-table-pagination';
import type { ListSearch, ListSearchPatch } from './list-search';
import { isPageSize } from './list-search';
import type { ListSearchChange } from './use-list-search';

export interface DataTableProps<TData extends RowData, TSort extends string> {
  /** Accessible name of the table, e.g. 'Tribunais'. */
  label: string;
  columns: DataTableColumns<TData>;
  /** The page the server answered; undefined until the first one arrives. */
  result: Paged<TData> | undefined;
  /** A request is running (the first page or the next one). */
  isFetching?: boolean;
  /** The last request failed and there is no page to show. */
  isError?: boolean;
  /** The list state, read from the URL. */
  search: ListSearch<TSort>;
  /** Columns the server can sort by; their ids are the API's `sort` values. */
  sortFields: readonly TSort[];
  onSearchChange: ListSearchChange<ListSearchPatch<TSort>>;
  getRowId: (row: TData) => string;
  /** The row's action links or buttons, shown in a last 'Ações' column. */
  rowActions?: (row: TData) => ReactNode;
  filterLabel?: string;
  filterPlaceholder?: string;
  /** The list's own filters (selects...), shown beside the text filter. */
  filters?: ReactNode;
  /** Adds 'Exportar CSV': every row matching the current filters, fetched with page_size=-1. */
  csv?: CsvExport<TData>;
}

const NO_ROWS: never[] = [];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const countFormat = new Intl.NumberFormat('pt-BR');

export function formatRecordCount(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'registro' : 'registros'}`;
}

/**
 * A server-paged, server-sorted list whose whole state (page, page size, sort, filter) lives in the
 * URL: the table only reads `search` and asks for changes through `onSearchChange`.
 */
export function DataTable<TData extends RowData, TSort extends string>({
  label,
  columns,
  result,
  isFetching = false,
  isError = false,
  search,
  sortFields,
  onSearchChange,
  getRowId,
  rowActions,
  filterLabel,
  filterPlaceholder,
  filters,
  csv,
}: DataTableProps<TData, TSort>) {
  const sorting = useMemo<SortingState>(
    () => (search.sort ? [{ id: search.sort, desc: search.direction === 'desc' }] : []),
    [search.sort, search.direction],
  );
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: search.page - 1, pageSize: search.page_size }),
    [search.page, search.page_size],
  );

  const isSortField = useCallback(
    (id: string): id is TSort => sortFields.some((f) => f === id),
    [sortFields],
  );

  // A new sort starts again at page 1: page 3 of another order means nothing.
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const [next] = functionalUpdate(updater, sorting);
    onSearchChange({
      sort: next && isSortField(next.id) ? next.id : undefined,
      direction: next?.desc ? 'desc' : 'asc',
      page: 1,
    });
  };
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = functionalUpdate(updater, pagination);
    if (next.pageSize !== pagination.pageSize) {
      if (isPageSize(next.pageSize)) onSearchChange({ page_size: next.pageSize, page: 1 });
    } else if (next.pageIndex !== pagination.pageIndex) {
      onSearchChange({ page: next.pageIndex + 1 });
    }
  };

  const totalCount = result?.total_count ?? 0;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: result?.items ?? NO_ROWS,
    getRowId,
    state: { sorting, pagination },
    onSortingChange,
    onPaginationChange,
    manualSorting: true,
    manualPagination: true,
    rowCount: totalCount,
    enableMultiSort: false,
    sortDescFirst: false,
  });

  const pageCount = Math.max(1, table.getPageCount());
  const isLoading = result === undefined && !isError;

  // A page past the end (a shared link after records were removed, a stale filter): go to the last one.
  useEffect(() => {
    if (result && search.page > pageCount) onSearchChange({ page: pageCount }, { replace: true });
  }, [result, search.page, pageCount, onSearchChange]);

  const rows = table.getRowModel().rows;
  const columnCount = table.getAllLeafColumns().length + (rowActions ? 1 : 0);

  let body: ReactNode;
  if (rows.length > 0) {
    body = rows.map((row) => (
      <tr key={row.id} className="border-t border-slate-200 hover:bg-slate-50">
        {row.getAllCells().map((cell) => (
          <td key={cell.id} className={cx('px-3 py-2 align-middle', cell.column.columnDef.meta?.className)}>
            <table.FlexRender cell={cell} />
          </td>
        ))}
        {rowActions && (
          <td className="px-1 py-1 text-right whitespace-nowrap">
            <div className="flex justify-end gap-1">{rowActions(row.original)}</div>
          </td>
        )}
      </tr>
    ));
  } else {
    const message = isLoading
      ? 'Carregando…'
      : isError
        ? 'Não foi possível carregar os registros.'
        : 'Nenhum registro encontrado.';
    body = (
      <tr>
        <td colSpan={columnCount} className="px-3 py-8 text-center text-slate-600">
          {message}
        </td>
      </tr>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <DataTableFilter
          value={search.query}
          onChange={(query) => onSearchChange({ query, page: 1 }, { replace: true })}
          label={filterLabel}
          placeholder={filterPlaceholder}
        />
        {filters}
        {csv && (
          <div className="ml-auto">
            <DataTableExport csv={csv} label={label} />
          </div>
        )}
      </div>
      {/* Narrow screens scroll the table sideways; the region is focusable so keyboards can too. */}
      <div
        role="region"
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
      >
        <table
          className={cx(
            'w-full min-w-[40rem] border-collapse text-left text-sm transition-opacity',
            isFetching && !isLoading && 'opacity-60',
          )}
          aria-busy={isFetching}
        >
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-100 text-slate-700">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell
                    key={header.id}
                    header={header}
                    sortable={isSortField(header.column.id) && header.column.getCanSort()}
                  >
                    {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                  </HeaderCell>
                ))}
                {rowActions && (
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    Ações
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" role="status">
          {isLoading ? '' : formatRecordCount(totalCount)}
        </p>
        <DataTablePagination
          page={search.page}
          pageCount={pageCount}
          pageSize={search.page_size}
          canPrevious={table.getCanPreviousPage()}
          canNext={result !== undefined && table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          onPageSizeChange={(size) => table.setPageSize(size)}
        />
      </div>
    </div>
  );
}

interface HeaderCellProps<TData extends RowData> {
  header: Header<DataTableFeatures, TData>;
  sortable: boolean;
  children: ReactNode;
}

function HeaderCell<TData extends RowData>({ header, sortable, children }: HeaderCellProps<TData>) {
  const metaClass = header.column.columnDef.meta?.className;
  if (!sortable) {
    return (
      <th scope="col" colSpan={header.colSpan} className={cx('px-3 py-2 font-semibold', metaClass)}>
        {children}
      </th>
    );
  }
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      className={metaClass}
      aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}
    >
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="inline-flex min-h-11 w-full items-center gap-1 px-3 py-2 text-left font-semibold hover:bg-slate-200 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset"
      >
        {children}
        <Icon aria-hidden="true" className={cx('size-4 shrink-0', !sorted && 'text-slate-400')} />
      </button>
    </th>
  );
}
