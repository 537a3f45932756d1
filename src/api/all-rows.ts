import type { Paged } from '../contract/common';
import type { QueryValue } from './client';
import { api } from './client';

/**
 * Every row of a server-paged list that matches the filters and sort of `query` (`page_size=-1`), not
 * just the page on screen: what a CSV export holds.
 */
export async function fetchAllRows<T>(path: string, query: object): Promise<T[]> {
  // A list's URL search: its values are the params' texts, numbers and flags.
  const params = query as Record<string, QueryValue>;
  const all = await api.get<Paged<T>>(path, { query: { ...params, page: 1, page_size: -1 }, silent: true });
  return all.items;
}
