import type { PageSize } from './list-search';
import { LIST_SEARCH_DEFAULTS, isPageSize } from './list-search';

/**
 * What the device remembers of each list between visits, in localStorage:
 * - the page size the user picked, per list (its path), so '25 por página' outlives a visit; the
 *   default stays 5 (SPEC.md §9) until the user changes it;
 * - the list's last search params (filters, order, page, size), per user and list, which the sidebar
 *   link of the list carries: leaving a filtered list and coming back from the menu finds it as left.
 * Storage blocked or full: nothing is remembered, everything still works.
 */

const PAGE_SIZES_KEY = 'portal.itens-por-pagina';
const SEARCHES_KEY = 'portal.ultima-busca';

/** Params that reopen a dialog or an outbox item: a link from the menu must not replay them. */
const NOT_REMEMBERED = ['item', 'editar'];

function readMap(key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function writeEntry(key: string, entry: string, value: unknown): void {
  const others = Object.entries(readMap(key)).filter(([name]) => name !== entry);
  const map = Object.fromEntries(value === undefined ? others : [...others, [entry, value]]);
  try {
    localStorage.setItem(key, JSON.stringify(map));
  } catch {
    // Not remembered; the list works the same.
  }
}

function listKey(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/** Remembers the page size picked on the list at `pathname` (the default is stored too: a choice). */
export function rememberPageSize(pathname: string, size: PageSize): void {
  writeEntry(PAGE_SIZES_KEY, listKey(pathname), size === LIST_SEARCH_DEFAULTS.page_size ? undefined : size);
}

/** The page size last picked on the list at `pathname`, if it is not the default. */
export function rememberedPageSize(pathname: string): PageSize | undefined {
  const size = readMap(PAGE_SIZES_KEY)[listKey(pathname)];
  return typeof size === 'number' && isPageSize(size) && size !== LIST_SEARCH_DEFAULTS.page_size
    ? size
    : undefined;
}

/** Remembers the search string (`?query=TJ&page_size=25`, or '') a user left the list at `pathname` with. */
export function rememberListSearch(userId: string, pathname: string, searchStr: string): void {
  writeEntry(SEARCHES_KEY, `${userId} ${listKey(pathname)}`, keptSearch(searchStr) || undefined);
}

/** The part of a search string worth coming back to: `?…`, or '' when nothing is left. */
export function keptSearch(searchStr: string): string {
  const params = new URLSearchParams(searchStr);
  for (const name of NOT_REMEMBERED) params.delete(name);
  const kept = params.toString();
  return kept === '' ? '' : `?${kept}`;
}

/** The list's path with the search the user left it with: where its menu entry leads. */
export function rememberedListHref(userId: string | undefined, pathname: string): string {
  if (!userId) return pathname;
  const search = readMap(SEARCHES_KEY)[`${userId} ${listKey(pathname)}`];
  return typeof search === 'string' && search.startsWith('?') ? `${pathname}${search}` : pathname;
}

/**
 * The URL to open instead of `pathname` + `searchStr` when the list there has a remembered page size
 * the URL does not name (a link from a form's 'Cancelar', the breadcrumbs, a bookmark), or null.
 */
export function withRememberedPageSize(pathname: string, searchStr: string): string | null {
  const size = rememberedPageSize(pathname);
  if (size === undefined) return null;
  const params = new URLSearchParams(searchStr);
  if (params.has('page_size')) return null;
  params.set('page_size', String(size));
  return `${pathname}?${params.toString()}`;
}
