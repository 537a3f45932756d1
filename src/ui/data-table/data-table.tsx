import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { onlineManager, useIsRestoring } from '@tanstack/react-query';
import type { Header, OnChangeFn, PaginationState, RowData, SortingState } from '@tanstack/react-table';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Paged } from '../../contract/common';
import { TOTAL_COUNT_BOUND } from '../../contract/wire';
import { cx } from '../../lib/cx';
import type { PendingCreate, PendingRows } from './pending';
import { NO_PENDING_ROWS } from './pending';
import type { DataTableColumns, DataTableFeatures } from './columns';
import type { CsvExport } from './csv';
import { DataTableExport } from './data-table-export';
import { dataTableFeatures } from './columns';
import { DataTableFilter } from './data-table-filter';
import { DataTablePagination } from './data-table-pagination';
import { ScrollRegion } from './scroll-region';
import type { ListSearch, ListSearchPatch } from './list-search';
import { isPageSize } from './list-search';
import type { ListSearchChange } from './use-list-search';
import { textMatches, useOfflineRows } from './offline-rows';

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
  /** The query waits for the network (`fetchStatus === 'paused'`); offline is also read from the query layer. */
  isPaused?: boolean;
  /**
   * Records of this list saved on the device and not yet sent (`usePendingRows`): creates shown on the
   * first page, edits marked on their row, both 'pendente de envio'.
   */
  pending?: PendingRows;
  /** The list state, read from the URL. */
  search: ListSearch<TSort>;
  /** Columns the server can sort by; their ids are the API's `sort` values. */
  sortFields: readonly TSort[];
  onSearchChange: ListSearchChange<ListSearchPatch<TSort>>;
  getRowId: (row: TData) => string;
  /** The row's action links or buttons, shown in a last 'Ações' column. */
  rowActions?: (row: TData) => ReactNode;
  filterLabel?: string;
  /** false for a list the server filters by fields only (no free-text search). */
  textFilter?: boolean;
  filterPlaceholder?: string;
  /** The list's own filters (selects...), shown beside the text filter. */
  filters?: ReactNode;
  /** Adds 'Exportar CSV': every row matching the current filters, fetched with page_size=-1. */
  csv?: CsvExport<TData>;
}

const NO_ROWS: never[] = [];

/** What a list opened offline, never loaded on this device, says, instead of an error. */
export const OFFLINE_LIST_MESSAGE =
  'Sem conexão. Estes dados ainda não estão neste dispositivo; serão carregados quando o sinal voltar.';

export const EMPTY_LIST_MESSAGE = 'Nenhum registro encontrado.';

/** Offline, over the rows the device holds: none of them matches the filter. */
export const OFFLINE_NO_MATCH_MESSAGE =
  'Sem conexão: nenhum registro já guardado neste dispositivo corresponde ao filtro. A busca completa volta com o sinal.';

/** Offline, the list shows what the device holds of it, not what the server would answer. */
export function formatOfflinePartial(count: number): string {
  return `Sem conexão: mostrando só o que já está neste dispositivo (${formatRecordCount(count)})`;
}

/** Search params of a list that are not filters: paging, order and the dialog a link reopens. */
const NOT_FILTERS = new Set(['page', 'page_size', 'sort', 'direction', 'editar', 'item']);

/** The filters set in the list's URL state (text and the list's own selects). */
function activeFilters(search: object): string[] {
  return Object.entries(search)
    .filter(([key, value]) => !NOT_FILTERS.has(key) && value !== undefined && value !== '')
    .map(([key]) => key);
}

function useQueryLayerOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/** How many skeleton rows stand in for the page while it loads. */
const SKELETON_ROWS = 5;
/**
 * The 'Ações' column stays pinned to the right edge of the scroll region: on a tablet a wide table
 * scrolls sideways, but the row's actions never hide behind the scroll. The shadow marks
 * the edge rows slide under; print shows the table flat (styles.css).
 */
const ACTIONS_CELL = 'actions-cell sticky right-0 z-[1] shadow-[-6px_0_6px_-6px_rgb(15_23_42_/_0.3)]';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const countFormat = new Intl.NumberFormat('pt-BR');

export function formatRecordCount(count: number): string {
  // Past the bound the server stops counting (a total of bound + 1 means 'more than the bound').
  if (count > TOTAL_COUNT_BOUND) return `mais de ${countFormat.format(TOTAL_COUNT_BOUND)} registros`;
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
  isPaused = false,
  pending = NO_PENDING_ROWS,
  search,
  sortFields,
  onSearchChange,
  getRowId,
  rowActions,
  filterLabel,
  textFilter = true,
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

  const online = useQueryLayerOnline();
  // While the saved cache is read back from IndexedDB the page may still be on the device.
  const restoring = useIsRestoring();
  // Nothing on the device and no network: the query waits for the signal, it did not fail.
  const isOffline = result === undefined && !isError && !restoring && (isPaused || !online);
  // ...but other pages and searches of this list may be: they are searched here instead.
  const offlineRows = useOfflineRows(isOffline, search, columns, getRowId);
  const shown = useMemo<Paged<TData> | undefined>(() => {
    if (result || !offlineRows) return result;
    const start = (search.page - 1) * search.page_size;
    return {
      items: offlineRows.items.slice(start, start + search.page_size),
      total_count: offlineRows.items.length,
    };
  }, [result, offlineRows, search.page, search.page_size]);
  const partial = result === undefined && shown !== undefined;

  const totalCount = shown?.total_count ?? 0;
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: shown?.items ?? NO_ROWS,
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
  const isLoading = result === undefined && !isError && !isOffline;
  const activeFilterKeys = activeFilters(search);
  const pendingCreates = visiblePendingCreates(pending.creates, shown, search.page, search.query, getRowId);

  // A page past the end (a shared link after records were removed, a stale filter): go to the last one.
  useEffect(() => {
    if (result && search.page > pageCount) onSearchChange({ page: pageCount }, { replace: true });
  }, [result, search.page, pageCount, onSearchChange]);

  const rows = table.getRowModel().rows;
  const dataColumnCount = table.getAllLeafColumns().length;
  const columnCount = dataColumnCount + (rowActions ? 1 : 0);
  const clearFilters = () =>
    onSearchChange(
      // Each filter key of this list's URL state, unset (the list's own selects too).
      { ...Object.fromEntries(activeFilterKeys.map((key) => [key, undefined])), page: 1 },
      { replace: true },
    );

  const pendingRows = pendingCreates.map((created) => (
    <tr key={created.key} className="border-t border-slate-200 bg-amber-50/60">
      <td colSpan={dataColumnCount} className="px-3 py-2 align-middle">
        {created.label} <PendingBadge refused={created.status === 'dead'} />
      </td>
      {rowActions && <td />}
    </tr>
  ));

  const serverRows = rows.map((row) => (
    <tr key={row.id} className="border-t border-slate-200 hover:bg-slate-50">
      {row.getAllCells().map((cell, index) => (
        <td key={cell.id} className={cx('px-3 py-2 align-middle', cell.column.columnDef.meta?.className)}>
          <table.FlexRender cell={cell} />
          {index === 0 && pending.changed.has(row.id) && (
            <>
              {' '}
              <PendingBadge />
            </>
          )}
        </td>
      ))}
      {rowActions && (
        <td className={cx('px-1 py-1 text-right whitespace-nowrap', ACTIONS_CELL, 'bg-white')}>
          <div className="flex justify-end gap-1">{rowActions(row.original)}</div>
        </td>
      )}
    </tr>
  ));

  // What stands where the server's rows would: their skeleton, or why there are none.
  let state: ReactNode = null;
  if (rows.length > 0) state = null;
  else if (isLoading)
    state = <SkeletonRows columnCount={columnCount} count={Math.min(search.page_size, SKELETON_ROWS)} />;
  else if (partial)
    state = pendingRows.length === 0 && (
      <MessageRow columnCount={columnCount}>{OFFLINE_NO_MATCH_MESSAGE}</MessageRow>
    );
  else if (isOffline) state = <MessageRow columnCount={columnCount}>{OFFLINE_LIST_MESSAGE}</MessageRow>;
  else if (isError)
    state = <MessageRow columnCount={columnCount}>Não foi possível carregar os registros.</MessageRow>;
  else if (pendingRows.length === 0)
    state = (
      <MessageRow columnCount={columnCount}>
        {EMPTY_LIST_MESSAGE}
        {activeFilterKeys.length > 0 && (
          <>
            {' '}
            <button
              type="button"
              onClick={clearFilters}
              className="touch-target font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
            >
              Limpar filtros
            </button>
          </>
        )}
      </MessageRow>
    );

  return (
    <div className="flex flex-col gap-3">
      <div data-print="hide" className="flex flex-wrap items-end gap-3">
        {textFilter && (
          <DataTableFilter
            value={search.query}
            onChange={(query) => onSearchChange({ query, page: 1 }, { replace: true })}
            label={filterLabel}
            placeholder={filterPlaceholder}
          />
        )}
        {filters}
        {csv && (
          <div className="ml-auto">
            <DataTableExport csv={csv} label={label} />
          </div>
        )}
      </div>
      <ScrollRegion label={label} className="@container rounded-lg border border-slate-200 bg-white">
        <table
          className={cx(
            'w-full min-w-[32rem] border-collapse text-left text-sm transition-opacity',
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
                  <th
                    scope="col"
                    className={cx('px-3 py-2 text-right font-semibold', ACTIONS_CELL, 'bg-slate-100')}
                  >
                    Ações
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {pendingRows}
            {serverRows}
            {state}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" role="status">
          {isLoading
            ? 'Carregando…'
            : partial
              ? formatOfflinePartial(totalCount)
              : result === undefined
                ? ''
                : formatRecordCount(totalCount)}
          {pendingCreates.length > 0 && ` · ${formatPendingCount(pendingCreates.length)}`}
        </p>
        <DataTablePagination
          page={search.page}
          // Unknown until a page arrives (offline, loading): no 'Página 2 de 1'.
          pageCount={
            shown === undefined
              ? null
              : totalCount > TOTAL_COUNT_BOUND
                ? Math.floor(TOTAL_COUNT_BOUND / search.page_size)
                : pageCount
          }
          pageCountIsLowerBound={totalCount > TOTAL_COUNT_BOUND}
          pageSize={search.page_size}
          canPrevious={table.getCanPreviousPage()}
          canNext={shown !== undefined && table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          onPageSizeChange={(size) => table.setPageSize(size)}
        />
      </div>
    </div>
  );
}

export function formatPendingCount(count: number): string {
  return `${countFormat.format(count)} ${count === 1 ? 'pendente' : 'pendentes'} de envio`;
}

/**
 * The creates to show: on the first page only (they have no place in the server's order yet), matching
 * the text filter, and not once the server lists the record itself.
 */
function visiblePendingCreates<TData>(
  creates: readonly PendingCreate[],
  result: Paged<TData> | undefined,
  page: number,
  query: string | undefined,
  getRowId: (row: TData) => string,
): readonly PendingCreate[] {
  if (creates.length === 0 || page !== 1) return NO_ROWS;
  const listed = new Set(result?.items.map(getRowId));
  // Found by what the row shows (its label, 'pendente de envio') and by the texts it was saved with.
  return creates.filter(
    (c) =>
      (c.recordId === undefined || !listed.has(c.recordId)) &&
      textMatches(query ?? '', [c.label, ...(c.texts ?? []), pendingBadgeText(c.status === 'dead')]),
  );
}

function pendingBadgeText(refused: boolean): string {
  return refused ? 'recusado pelo servidor' : 'pendente de envio';
}

/** 'pendente de envio' beside a record saved on the device; 'recusado' when the server said no. */
function PendingBadge({ refused = false }: { refused?: boolean }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        refused ? 'bg-red-100 text-red-800' : 'bg-amber-100 text-amber-900',
      )}
    >
      {pendingBadgeText(refused)}
    </span>
  );
}

function MessageRow({ columnCount, children }: { columnCount: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columnCount} className="px-3 py-8 text-center text-slate-700">
        {children}
      </td>
    </tr>
  );
}

/** Grey bars in the shape of the rows to come: the table keeps its height while the page loads. */
function SkeletonRows({ columnCount, count }: { columnCount: number; count: number }) {
  return Array.from({ length: count }, (_, row) => (
    <tr key={row} aria-hidden="true" data-skeleton="" className="border-t border-slate-200">
      {Array.from({ length: columnCount }, (_, cell) => (
        <td key={cell} className="px-3 py-3">
          <span className="block h-4 w-3/4 animate-pulse rounded bg-slate-200 motion-reduce:animate-none" />
        </td>
      ))}
    </tr>
  ));
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
