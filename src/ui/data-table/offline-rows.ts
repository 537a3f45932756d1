import { useContext } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { QueryClientContext, hashKey } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { Paged } from '../../contract/common';
import { DEFAULT_PAGE_SIZE } from '../../contract/wire';
import type { DataTableColumns } from './columns';
import type { ListSearch } from './list-search';

/**
 * Offline, a list whose exact page (this filter, this page) was never loaded is not left empty: it
 * searches the rows this device already holds, the other pages and filters of the same list read
 * earlier and kept by the persisted query cache. The result is partial and the table says so.
 */

/** The params every list's state shares; the list's own filters (a segment, a status) are the rest. */
const LIST_PARAMS = ['page', 'page_size', 'sort', 'direction', 'query'] as const;
/** URL state that opens a dialog: not part of what the list shows. */
const NOT_STATE = new Set(['editar', 'item']);

/**
 * The server's dobra(): upper-case, accents stripped. Matching folds both sides, so 'sao' finds
 * 'SÃO PAULO' offline as online.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

/** Whether a folded haystack contains the typed term, folded; digits typed with a mask find a document. */
export function textMatches(term: string, haystack: readonly string[]): boolean {
  const wanted = foldText(term.trim());
  if (wanted === '') return true;
  const digits = term.replace(/\D/g, '');
  return haystack.some((value) => {
    if (foldText(value).includes(wanted)) return true;
    // Like the server's document column: a CNPJ typed with its mask, or without, finds it.
    return digits !== '' && /^[\d./\-\s]+$/.test(value) && value.replace(/\D/g, '').includes(digits);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A key that holds a reference, not a text the user would search. */
function isIdKey(key: string): boolean {
  return key === 'id' || key.endsWith('_id') || key.endsWith('Id');
}

interface ColumnLike {
  id?: string;
  accessorKey?: unknown;
  accessorFn?: (row: never, index: number) => unknown;
  columns?: readonly ColumnLike[];
}

interface ColumnValue<TData> {
  id: string | undefined;
  value: (row: TData) => unknown;
}

/** The value each data column shows (its accessor), group columns flattened. */
function columnValues<TData extends RowData>(columns: DataTableColumns<TData>): ColumnValue<TData>[] {
  const out: ColumnValue<TData>[] = [];
  const visit = (defs: readonly ColumnLike[]) => {
    for (const def of defs) {
      if (def.columns) visit(def.columns);
      const { accessorFn, accessorKey } = def;
      if (typeof accessorFn === 'function') {
        out.push({ id: def.id, value: (row) => accessorFn(row as never, 0) });
      } else if (typeof accessorKey === 'string') {
        const path = accessorKey.split('.');
        out.push({
          id: def.id ?? accessorKey.replaceAll('.', '_'),
          value: (row) => path.reduce<unknown>((v, k) => (v as Record<string, unknown> | null)?.[k], row),
        });
      }
    }
  };
  visit(columns);
  return out;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return undefined;
}

/**
 * The texts a row is searched by: what its columns show, and its own text fields (a name the table
 * hides on a narrow screen), references (ids) aside.
 */
export function rowTexts<TData extends RowData>(
  row: TData,
  columns: readonly ColumnValue<TData>[],
): string[] {
  const texts: string[] = [];
  for (const column of columns) {
    const text = asText(column.value(row));
    if (text !== undefined) texts.push(text);
  }
  if (typeof row === 'object' && row !== null) {
    for (const [key, value] of Object.entries(row)) {
      if (typeof value === 'string' && !isIdKey(key) && !UUID.test(value)) texts.push(value);
    }
  }
  return texts;
}

/** A key's last part, the list state it was asked with; undefined when the key ends otherwise. */
function stateOf(key: QueryKey): Record<string, unknown> | undefined {
  const last = key.at(-1);
  return typeof last === 'object' && last !== null && !Array.isArray(last)
    ? (last as Record<string, unknown>)
    : undefined;
}

function isPaged(data: unknown): data is Paged<unknown> {
  return typeof data === 'object' && data !== null && Array.isArray((data as { items?: unknown }).items);
}

const DEFAULTS: Record<string, unknown> = {
  page: 1,
  page_size: DEFAULT_PAGE_SIZE,
  direction: 'asc',
  query: '',
};

function pageOf(key: QueryKey): number {
  return Number(listParam(stateOf(key) ?? {}, 'page'));
}

function listParam(state: Record<string, unknown>, key: string): unknown {
  return state[key] ?? DEFAULTS[key];
}

/** The list's own filters (not paging, order or text), as one comparable string. */
function ownFilters(state: Record<string, unknown>): string {
  const entries = Object.entries(state)
    .filter(
      ([key, value]) =>
        !(LIST_PARAMS as readonly string[]).includes(key) &&
        !NOT_STATE.has(key) &&
        value !== undefined &&
        value !== '',
    )
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(entries);
}

/** One query of the cache, as much as this needs of it. */
export interface CachedQuery {
  queryKey: QueryKey;
  data: unknown;
  /** Observed by a mounted screen: the list on screen, not one left from an earlier visit. */
  observed: boolean;
}

/** What a list shows offline out of the rows on the device: the matching rows, in the list's order. */
export interface OfflineRows<TData> {
  items: TData[];
}

/**
 * The rows of the list on screen that this device holds and that match its filter. The list's query
 * is the one without data asked with the same page, size, order and text; its siblings are the
 * queries under the same key (other pages and searches) with the same own filters.
 */
export function offlineRowsOf<TData extends RowData>(
  queries: readonly CachedQuery[],
  search: ListSearch,
  columns: DataTableColumns<TData>,
  getRowId: (row: TData) => string,
): OfflineRows<TData> | undefined {
  const wanted = search as unknown as Record<string, unknown>;
  const candidates = queries.filter((q) => {
    const state = q.data === undefined ? stateOf(q.queryKey) : undefined;
    return (
      state !== undefined &&
      LIST_PARAMS.every((key) => String(listParam(state, key)) === String(listParam(wanted, key)))
    );
  });
  // A list left on another screen may hold a query with the same search: the mounted one wins.
  candidates.sort((a, b) => Number(b.observed) - Number(a.observed));

  const values = columnValues(columns);
  for (const current of candidates) {
    const prefix = hashKey(current.queryKey.slice(0, -1));
    const filters = ownFilters(stateOf(current.queryKey) ?? {});
    const family = queries
      .filter((q) => {
        const state = stateOf(q.queryKey);
        return (
          isPaged(q.data) &&
          state !== undefined &&
          hashKey(q.queryKey.slice(0, -1)) === prefix &&
          ownFilters(state) === filters
        );
      })
      // Pages in their order: the rows keep roughly the order the user saw them in.
      .sort((a, b) => pageOf(a.queryKey) - pageOf(b.queryKey));
    if (family.length === 0) continue;

    const seen = new Set<string>();
    const items: TData[] = [];
    for (const q of family) {
      for (const row of (q.data as Paged<TData>).items) {
        const id = getRowId(row);
        if (seen.has(id)) continue;
        seen.add(id);
        if (textMatches(search.query ?? '', rowTexts(row, values))) items.push(row);
      }
    }
    return { items: sortRows(items, search, values) };
  }
  return undefined;
}

/** The list's order applied to the rows on the device (the server sorts folded, so does this). */
function sortRows<TData>(items: TData[], search: ListSearch, values: readonly ColumnValue<TData>[]): TData[] {
  const column = search.sort ? values.find((c) => c.id === search.sort) : undefined;
  if (!column) return items;
  const key = (row: TData) => {
    const value = column.value(row);
    return typeof value === 'number' ? value : foldText(asText(value) ?? '');
  };
  const sign = search.direction === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y), 'pt-BR');
  });
}

/**
 * `offlineRowsOf` over the app's query cache, when `enabled` (offline, nothing saved for this exact
 * page); undefined outside a query client or when the device holds no page of this list.
 */
export function useOfflineRows<TData extends RowData>(
  enabled: boolean,
  search: ListSearch,
  columns: DataTableColumns<TData>,
  getRowId: (row: TData) => string,
): OfflineRows<TData> | undefined {
  const client = useContext(QueryClientContext);
  if (!enabled || !client) return undefined;
  const queries = client
    .getQueryCache()
    .getAll()
    .map((q) => ({ queryKey: q.queryKey, data: q.state.data, observed: q.getObserversCount() > 0 }));
  return offlineRowsOf(queries, search, columns, getRowId);
}
