import { describe, expect, it } from 'vitest';
import type { Paged } from '../../contract/common';
import { dataTableColumnHelper } from './columns';
import type { ListSearch } from './list-search';
import type { CachedQuery } from './offline-rows';
import { foldText, offlineRowsOf, textMatches } from './offline-rows';

interface Court {
  id: string;
  sigla: string;
  nome: string;
  codigo: number;
  segmento: { id: number; nome: string };
}

const col = dataTableColumnHelper<Court>();
const columns = col.columns([
  col.accessor('codigo', { header: 'Código' }),
  col.accessor('sigla', { header: 'Sigla' }),
  col.accessor((row) => row.segmento.nome, { id: 'segmento', header: 'Segmento' }),
]);

const court = (id: string, sigla: string, nome: string, segmento = 1): Court => ({
  id,
  sigla,
  nome,
  codigo: Number(id) * 10,
  segmento: { id: segmento, nome: segmento === 1 ? 'Justiça Estadual' : 'Justiça Federal' },
});

const page = (...items: Court[]): Paged<Court> => ({ items, total_count: 40 });

const search = (over: Partial<ListSearch> & Record<string, unknown> = {}): ListSearch => ({
  page: 1,
  page_size: 5,
  direction: 'asc',
  ...over,
});

/** The cache of a device that read two pages of /tribunais and one search, and now asks offline. */
function cache(current: ListSearch): CachedQuery[] {
  return [
    {
      queryKey: ['courts', 'list', search()],
      data: page(
        court('1', 'TJSP', 'Tribunal de Justiça de São Paulo'),
        court('2', 'TRF3', 'Tribunal Regional', 2),
      ),
      observed: false,
    },
    {
      queryKey: ['courts', 'list', search({ page: 2 })],
      data: page(
        court('3', 'TJMG', 'Tribunal de Justiça de Minas Gerais'),
        court('4', 'STJ', 'Superior Tribunal'),
      ),
      observed: false,
    },
    // The same court again, from a search: listed once.
    {
      queryKey: ['courts', 'list', search({ query: 'SAO' })],
      data: page(court('1', 'TJSP', 'x')),
      observed: false,
    },
    // Another list of the same domain and a record: never mixed in.
    {
      queryKey: ['courts', 'detail', '1', 'units', 'list', search()],
      data: page(court('9', 'VARA', 'Vara SÃO')),
      observed: false,
    },
    {
      queryKey: ['courts', 'detail', '1'],
      data: { data: court('1', 'TJSP', 'x'), etag: '1' },
      observed: false,
    },
    // The list on screen: asked offline, no answer yet.
    { queryKey: ['courts', 'list', current], data: undefined, observed: true },
  ];
}

const ids = (rows: { items: Court[] } | undefined) => rows?.items.map((c) => c.id);

describe('the rows a list shows offline', () => {
  it('folds like the server: case and accents aside, contains-match', () => {
    expect(foldText('São Paulo')).toBe('SAO PAULO');
    expect(textMatches('sao pa', ['Tribunal de São Paulo'])).toBe(true);
    expect(textMatches('JUSTIÇA', ['justica estadual'])).toBe(true);
    expect(textMatches('minas', ['Tribunal de São Paulo'])).toBe(false);
    expect(textMatches('', [])).toBe(true);
    // A document typed with its mask finds the digits, and the other way round.
    expect(textMatches('12.345', ['12345678000190'])).toBe(true);
    expect(textMatches('12345', ['12.345.678/0001-90'])).toBe(true);
  });

  it('searches every page of the list held on the device, by its columns and its text fields', () => {
    const wanted = search({ query: 'tribunal de justica' });
    expect(ids(offlineRowsOf(cache(wanted), wanted, columns, (c) => c.id))).toEqual(['1', '3']);
    // By a column's value (the segment's name, shown through an accessor) and by a number.
    const federal = search({ query: 'federal' });
    expect(ids(offlineRowsOf(cache(federal), federal, columns, (c) => c.id))).toEqual(['2']);
    const code = search({ query: '40' });
    expect(ids(offlineRowsOf(cache(code), code, columns, (c) => c.id))).toEqual(['4']);
  });

  it('lists every row once, in page order, and sorts by the column asked for', () => {
    const all = search({ page: 3 });
    expect(ids(offlineRowsOf(cache(all), all, columns, (c) => c.id))).toEqual(['1', '2', '3', '4']);
    const bySigla = search({ sort: 'sigla', direction: 'desc' });
    expect(ids(offlineRowsOf(cache(bySigla), bySigla, columns, (c) => c.id))).toEqual(['2', '1', '3', '4']);
  });

  it('keeps to the same own filters: rows read under another segment are not shown as this one', () => {
    const federal = search({ segmento: 2 });
    expect(offlineRowsOf(cache(federal), federal, columns, (c) => c.id)).toBeUndefined();
  });

  it('gives nothing when no page of this list is on the device', () => {
    const wanted = search({ query: 'x' });
    const queries: CachedQuery[] = [
      { queryKey: ['offices', 'list', wanted], data: undefined, observed: true },
    ];
    expect(offlineRowsOf(queries, wanted, columns, (c) => c.id)).toBeUndefined();
  });

  it('reads the list on screen when another screen left a query with the same search', () => {
    const wanted = search({ query: 'tribunal' });
    const queries: CachedQuery[] = [
      { queryKey: ['offices', 'list', wanted], data: undefined, observed: false },
      {
        queryKey: ['offices', 'list', search()],
        data: page(court('7', 'ESC', 'Escritório tribunal')),
        observed: false,
      },
      ...cache(wanted),
    ];
    expect(ids(offlineRowsOf(queries, wanted, columns, (c) => c.id))).toEqual(['1', '2', '3', '4']);
  });
});
