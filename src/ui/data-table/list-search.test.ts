import { describe, expect, it } from 'vitest';
import type { ListSearch } from './list-search';
import {
  listSearchEntries,
  listSearchSchema,
  nestedListPatch,
  nestedListSearch,
  nestedListSearchEntries,
} from './list-search';
import { param, searchSchema } from './search-schema';

const schema = listSearchSchema(['codigo', 'nome']);
const parse = (input: unknown): ListSearch<'codigo' | 'nome'> => schema.parse(input);

describe('listSearchSchema', () => {
  it('opens a list without params on page 1 of 5, ascending, unsorted and unfiltered', () => {
    expect(parse({})).toEqual({
      page: 1,
      page_size: 5,
      sort: undefined,
      direction: 'asc',
      query: undefined,
    });
  });

  it('keeps valid params as given', () => {
    expect(parse({ page: 3, page_size: 25, sort: 'nome', direction: 'desc', query: 'TJSP' })).toEqual({
      page: 3,
      page_size: 25,
      sort: 'nome',
      direction: 'desc',
      query: 'TJSP',
    });
  });

  it('falls back to the defaults for hand-edited or stale values instead of failing the route', () => {
    expect(parse({ page: 0, page_size: 7, sort: 'senha', direction: 'sideways', query: { x: 1 } })).toEqual({
      page: 1,
      page_size: 5,
      sort: undefined,
      direction: 'asc',
      query: undefined,
    });
    expect(parse({ page: 2.5, page_size: '10' }).page).toBe(1);
    expect(parse({ page_size: '10' }).page_size).toBe(5);
  });

  it('turns a numeric query back into text and trims it', () => {
    expect(parse({ query: 826 }).query).toBe('826');
    expect(parse({ query: '  TRIBUNAL  ' }).query).toBe('TRIBUNAL');
    expect(parse({ query: '   ' }).query).toBeUndefined();
  });

  it('lets a list add its own filters next to the common ones', () => {
    const withFilter = searchSchema({
      ...listSearchEntries(['codigo']),
      segmento: param.oneOf([1, 2]),
    });
    expect(withFilter.parse({ segmento: 2, page: 2 })).toMatchObject({
      segmento: 2,
      page: 2,
      page_size: 5,
    });
    expect(withFilter.parse({ segmento: 42 }).segmento).toBeUndefined();
  });
});

describe('a list nested in a page (prefixed params)', () => {
  const page = searchSchema({
    item: param.uuid(),
    ...nestedListSearchEntries('contatos', ['nome', 'cargo']),
  });

  it('reads its own prefixed params beside the page params, with the list defaults', () => {
    const search = page.parse({ contatos_page: 2, contatos_sort: 'cargo', contatos_query: 'ana', page: 9 });
    expect(search).toEqual({
      item: undefined,
      contatos_page: 2,
      contatos_page_size: 5,
      contatos_sort: 'cargo',
      contatos_direction: 'asc',
      contatos_query: 'ana',
    });
    expect(nestedListSearch(search, 'contatos')).toEqual({
      page: 2,
      page_size: 5,
      sort: 'cargo',
      direction: 'asc',
      query: 'ana',
    });
  });

  it('refuses stale values like any list and writes changes back prefixed', () => {
    expect(page.parse({ contatos_sort: 'email', contatos_page_size: 7 })).toMatchObject({
      contatos_sort: undefined,
      contatos_page_size: 5,
    });
    expect(nestedListPatch('contatos', { page: 1, query: 'x' })).toEqual({
      contatos_page: 1,
      contatos_query: 'x',
    });
  });
});
