import { act, cleanup, render, screen } from '@testing-library/react';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  useSearch,
} from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedPageSize } from './list-memory';
import { listRouteSearch, listSearchSchema } from './list-search';
import type { ListSearchChange } from './use-list-search';
import { useListSearchChange } from './use-list-search';

afterEach(cleanup);

const schema = listSearchSchema(['nome', 'codigo']);
let change: ListSearchChange<Record<string, unknown>> = () => undefined;

/** A one-route app whose list writes its state through the hook under test. */
function setup(url: string) {
  const root = createRootRoute();
  const list = createRoute({
    getParentRoute: () => root,
    path: '/lista/$id',
    validateSearch: schema,
    search: listRouteSearch(schema),
    component: function List() {
      change = useListSearchChange();
      const search = useSearch({ strict: false });
      return <p>página {search.page}</p>;
    },
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([list]), history });
  render(<RouterProvider router={router} />);
  return { router, history };
}

describe('useListSearchChange', () => {
  it('writes the change into the URL, keeps the path and other params, and leaves defaults out', async () => {
    const { router, history } = setup('/lista/42?sort=%22nome%22&ativo=true');
    await screen.findByText('página 1');

    await act(async () => change({ page: 3, direction: 'desc' }));
    await screen.findByText('página 3');
    expect(router.state.location.pathname).toBe('/lista/42');
    expect(router.state.location.search).toEqual({ page: 3, sort: 'nome', direction: 'desc', ativo: true });
    expect(history.length).toBe(2);

    await act(async () => change({ page: 1, direction: 'asc', sort: undefined }));
    await screen.findByText('página 1');
    expect(router.state.location.search).toEqual({ ativo: true });
  });

  it('replaces the history entry when asked (typing in the filter)', async () => {
    const { router, history } = setup('/lista/1');
    await screen.findByText('página 1');
    await act(async () => change({ query: 'TJ', page: 1 }, { replace: true }));
    expect(router.state.location.search).toEqual({ query: 'TJ' });
    expect(history.length).toBe(1);
  });

  it('remembers a page size picked on a list for the next visit to that list', async () => {
    localStorage.clear();
    const { router } = setup('/lista/7');
    await screen.findByText('página 1');
    await act(async () => change({ page_size: 25, page: 1 }));
    expect(router.state.location.search).toEqual({ page_size: 25 });
    expect(rememberedPageSize('/lista/7')).toBe(25);
    expect(rememberedPageSize('/lista/8')).toBeUndefined();
  });
});
