import { useCallback } from 'react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { isPageSize } from './list-search';
import { rememberPageSize } from './list-memory';

export interface ListSearchChangeOptions {
  /** Replace the history entry instead of pushing one: typing in a filter must not fill the history. */
  replace?: boolean;
}

export type ListSearchChange<TPatch> = (patch: TPatch, options?: ListSearchChangeOptions) => void;

/**
 * Writes a change of list state into the current route's URL search params (the one source of a
 * list's page, size, sort and filters), keeping the route's other params. The route's
 * `search: listRouteSearch` leaves the defaults out of the URL. A new page size is also remembered
 * for this list (list-memory.ts) before the URL changes, so the next visit opens with it.
 */
export function useListSearchChange<TPatch extends Record<string, unknown>>(): ListSearchChange<TPatch> {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(
    (patch, options) => {
      const size = patch.page_size;
      if (typeof size === 'number' && isPageSize(size))
        rememberPageSize(router.state.location.pathname, size);
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
        replace: options?.replace ?? false,
        // Paging happens at the bottom of the table: keep the reader where they are.
        resetScroll: false,
      });
    },
    [navigate, router],
  );
}
