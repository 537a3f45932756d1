import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllRows } from './all-rows';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAllRows', () => {
  it('asks for every row matching the list filters and sort, whatever page is on screen', async () => {
    const requested: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        requested.push(url);
        const body = JSON.stringify({ items: [{ id: 1 }, { id: 2 }], total_count: 2 });
        return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
      }),
    );
    const rows = await fetchAllRows<{ id: number }>('/v1/escritorios/', {
      page: 3,
      page_size: 10,
      sort: 'nome',
      direction: 'desc',
      query: 'SUL',
      ativo: undefined,
    });
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect(requested).toEqual(['/v1/escritorios/?page=1&page_size=-1&sort=nome&direction=desc&query=SUL']);
  });
});
