// Support for component tests (*.test.tsx); the app never imports it.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { vi } from 'vitest';
import type { ActionId, ModuleId } from '../contract/permissions';
import { useSession } from '../session/store';

/**
 * Answers every request with `answer` as JSON and returns the URLs asked for, in order. Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubJsonFetch(answer: unknown): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      requested.push(url);
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    }),
  );
  return requested;
}

export interface ScreenAtOptions {
  /** The grants of the logged-in user. */
  grants: { modules: ModuleId[]; actions: ActionId[] };
  /** Other paths the screen links to, so its links resolve. */
  linkedPaths?: string[];
}

/** Renders `screen` at `path` in a one-route app with its query client, for a user holding `grants`. */
export function renderScreenAt(path: string, screen: () => ReactNode, options: ScreenAtOptions): void {
  useSession.setState({ accessToken: 'token', grants: options.grants });
  const root = createRootRoute();
  const routes = [
    createRoute({ getParentRoute: () => root, path, component: screen }),
    ...(options.linkedPaths ?? []).map((linked) => createRoute({ getParentRoute: () => root, path: linked })),
  ];
  const router = createRouter({
    routeTree: root.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
