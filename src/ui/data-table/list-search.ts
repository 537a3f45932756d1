import type { SearchMiddleware } from '@tanstack/react-router';
import { stripSearchParams } from '@tanstack/react-router';
import { DEFAULT_PAGE_SIZE } from '../../contract/wire';
import type { SearchSchema } from './search-schema';
import { param, searchSchema } from './search-schema';

/** The page sizes a list offers (SPEC.md §9 fixes only the default, 5). */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export type SortDirection = 'asc' | 'desc';

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The state of a server-paged list as it lives in the URL: the same names as the API's query. */
export interface ListSearch<TSort extends string = string> {
  page: number;
  page_size: PageSize;
  sort?: TSort | undefined;
  direction: SortDirection;
  query?: string | undefined;
}

export type ListSearchPatch<TSort extends string = string> = Partial<ListSearch<TSort>>;

/** Values a list URL leaves out: `/tribunais` means page 1 of 5, no sort, no filter. */
export const LIST_SEARCH_DEFAULTS = {
  page: 1,
  page_size: DEFAULT_PAGE_SIZE,
  direction: 'asc',
} as const satisfies Partial<ListSearch>;

const MAX_QUERY_LENGTH = 200;

/**
 * The search params of a list, to spread into a list whose route has filters of its own:
 * `searchSchema({ ...listSearchEntries(COURT_SORT), segmento: param.oneOf(SEGMENT_IDS) })`.
 */
export function listSearchEntries<TSort extends string>(sortFields: readonly [TSort, ...TSort[]]) {
  return {
    page: param.integer(1, LIST_SEARCH_DEFAULTS.page),
    page_size: param.oneOf(PAGE_SIZES, LIST_SEARCH_DEFAULTS.page_size),
    sort: param.oneOf(sortFields),
    direction: param.oneOf(['asc', 'desc'] as const, LIST_SEARCH_DEFAULTS.direction),
    // The router parses `?query=123` as a number: it turns back into text.
    query: param.text(MAX_QUERY_LENGTH),
  };
}

/** The search schema of a list route: `validateSearch: listSearchSchema(COURT_SORT)`. */
export function listSearchSchema<TSort extends string>(sortFields: readonly [TSort, ...TSort[]]) {
  return searchSchema(listSearchEntries(sortFields));
}

/**
 * The `search` option of every list route, beside its `validateSearch`:
 * `search: listRouteSearch(courtListSearch)`. The router writes validated params back into the URL,
 * defaults included; this leaves the defaults out, so `/tribunais` stays `/tribunais` and the same
 * list always has the same short URL. The schema argument only types the middleware.
 */
export function listRouteSearch<TOut extends ListSearch>(
  _schema: SearchSchema<TOut>,
): { middlewares: SearchMiddleware<TOut>[] } {
  const defaults = LIST_SEARCH_DEFAULTS as Parameters<typeof stripSearchParams<TOut>>[0];
  return { middlewares: [stripSearchParams<TOut>(defaults)] };
}

type ListEntries<TSort extends string> = ReturnType<typeof listSearchEntries<TSort>>;
type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}_${K}`]: T[K] };

/**
 * The params of a list nested in a page (an insurer's contacts on the insurer page), each named
 * `<prefix>_<param>`, so the page's URL keeps that list's state beside its own:
 * `searchSchema({ item: param.uuid(), ...nestedListSearchEntries('contatos', CONTACT_SORT) })`.
 */
export function nestedListSearchEntries<P extends string, TSort extends string>(
  prefix: P,
  sortFields: readonly [TSort, ...TSort[]],
): Prefixed<P, ListEntries<TSort>> {
  const entries = Object.entries(listSearchEntries(sortFields)).map(([key, field]) => [
    `${prefix}_${key}`,
    field,
  ]);
  return Object.fromEntries(entries) as Prefixed<P, ListEntries<TSort>>;
}

const LIST_KEYS = ['page', 'page_size', 'sort', 'direction', 'query'] as const;

/** The nested list's state out of the page's search params. */
export function nestedListSearch<TSort extends string>(
  search: Record<string, unknown>,
  prefix: string,
): ListSearch<TSort> {
  return Object.fromEntries(
    LIST_KEYS.map((key) => [key, search[`${prefix}_${key}`]]),
  ) as unknown as ListSearch<TSort>;
}

/** A change of the nested list, as the page's search params. */
export function nestedListPatch(prefix: string, patch: ListSearchPatch): Record<string, unknown> {
  return Object.fromEntries(Object.entries(patch).map(([key, value]) => [`${prefix}_${key}`, value]));
}

/** The `search` option of a page with nested lists: leaves their defaults out of the URL. */
export function nestedListRouteSearch<TOut extends Record<string, unknown>>(
  _schema: SearchSchema<TOut>,
  ...prefixes: string[]
): { middlewares: SearchMiddleware<TOut>[] } {
  const defaults = Object.fromEntries(
    prefixes.flatMap((prefix) => Object.entries(nestedListPatch(prefix, LIST_SEARCH_DEFAULTS))),
  ) as Parameters<typeof stripSearchParams<TOut>>[0];
  return { middlewares: [stripSearchParams<TOut>(defaults)] };
}
