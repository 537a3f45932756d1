import type { SearchMiddleware } from '@tanstack/react-router';
import { stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';

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
 * A value that falls back to `fallback` when absent or invalid: a hand-edited or stale link must still
 * open the list (on its defaults), never an error page.
 */
function lenient<TSchema extends v.GenericSchema, TFallback extends v.InferOutput<TSchema>>(
  schema: TSchema,
  fallback: TFallback,
) {
  return v.fallback(v.optional(schema, fallback), fallback);
}

/**
 * The search entries of a list, to spread into a list whose route has filters of its own:
 * `v.object({ ...listSearchEntries(COURT_SORT), segmento: ... })`.
 */
export function listSearchEntries<TSort extends string>(sortFields: readonly [TSort, ...TSort[]]) {
  return {
    page: lenient(v.pipe(v.number(), v.integer(), v.minValue(1)), LIST_SEARCH_DEFAULTS.page),
    page_size: lenient(v.picklist(PAGE_SIZES), LIST_SEARCH_DEFAULTS.page_size),
    sort: v.fallback(v.optional(v.picklist(sortFields)), undefined),
    direction: lenient(v.picklist(['asc', 'desc']), LIST_SEARCH_DEFAULTS.direction),
    // The router parses `?query=123` as a number: accept it and turn it back into text.
    query: v.fallback(
      v.optional(
        v.pipe(
          v.union([v.string(), v.number()]),
          v.transform((value) => String(value).trim().slice(0, MAX_QUERY_LENGTH) || undefined),
        ),
      ),
      undefined,
    ),
  };
}

/** The search schema of a list route: `validateSearch: listSearchSchema(COURT_SORT)`. */
export function listSearchSchema<TSort extends string>(sortFields: readonly [TSort, ...TSort[]]) {
  return v.object(listSearchEntries(sortFields));
}

/**
 * The `search` option of every list route, beside its `validateSearch`:
 * `search: listRouteSearch(courtListSearch)`. The router writes validated params back into the URL,
 * defaults included; this leaves the defaults out, so `/tribunais` stays `/tribunais` and the same
 * list always has the same short URL. The schema argument only types the middleware.
 */
export function listRouteSearch<TSchema extends v.GenericSchema<unknown, ListSearch>>(
  _schema: TSchema,
): { middlewares: SearchMiddleware<v.InferOutput<TSchema>>[] } {
  const defaults: Partial<ListSearch> = LIST_SEARCH_DEFAULTS;
  return { middlewares: [stripSearchParams<v.InferOutput<TSchema>>(defaults)] };
}
