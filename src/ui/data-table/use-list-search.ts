import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';

export interface ListSearchChangeOptions {
  /** Replace the history entry instead of pushing one: typing in a filter must not fill the history. */
  replace?: boolean;
}

export type ListSearchChange<TPatch> = (patch: TPatch, options?: ListSearchChangeOptions) => void;

/**
 * Writes a change of list state into the current route's URL search params (the one source of a
 * list's page, size, sort and filters), keeping the route's other params. The route's
 * `search: listRouteSearch` leaves the defaults out of the URL.
 */
export function useListSearchChange<TPatch extends Record<string, unknown>>(): ListSearchChange<TPatch> {
  const navigate = useNavigate();
  return useCallback(
    (patch, options) => {
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
        replace: options?.replace ?? false,
        // Paging happens at the bottom of the table: keep the reader where they are.
        resetScroll: false,
      });
    },
    [navigate],
  );
}
