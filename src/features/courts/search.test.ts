import { describe, expect, it } from 'vitest';
import { courtListSearch, courtUnitListSearch } from './search';

describe('courts list URL state', () => {
  it('opens /tribunais on page 1 of 5 with no segment filter', () => {
    expect(courtListSearch.parse({})).toEqual({
      page: 1,
      page_size: 5,
      sort: undefined,
      direction: 'asc',
      query: undefined,
      segmento: undefined,
    });
  });

  it('keeps a known segment and sort, and ignores an unknown one', () => {
    expect(courtListSearch.parse({ segmento: 8, sort: 'sigla' })).toMatchObject({
      segmento: 8,
      sort: 'sigla',
    });
    expect(courtListSearch.parse({ segmento: 10, sort: 'uf' })).toMatchObject({
      segmento: undefined,
      sort: undefined,
    });
  });

  it('sorts units only by the fields the API sorts them by', () => {
    expect(courtUnitListSearch.parse({ sort: 'comarca', direction: 'desc' })).toMatchObject({
      sort: 'comarca',
      direction: 'desc',
    });
    expect(courtUnitListSearch.parse({ sort: 'sigla' }).sort).toBeUndefined();
  });
});
