import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '../session/store';

/**
 * The one TanStack Query cache. It lives outside the entry bundle: only data screens load it, so the
 * login page stays light. Route loaders import it from here rather than from the router context.
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });

// Whatever ends a session (Sair, a refused refresh), the next user must not see the cached records.
useSession.subscribe((state, previous) => {
  if (previous.accessToken !== null && state.accessToken === null) queryClient.clear();
});

/** Wraps the screens that read server data (the `_app` layout, public data pages). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
