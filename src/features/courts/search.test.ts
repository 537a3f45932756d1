import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { courtListSearch, courtUnitListSearch } from './search';

describe('courts list URL state', () => {
  it('opens /tribunais on page 1 of 5 with no segment filter', () => {
    expect(v.parse(courtListSearch, {})).toEqual({
      page: 1,
      page_size: 5,
      sort: undefined,
      direction: 'asc',
      query: undefined,
      segmento: undefined,
    });
  });

  it('keeps a known segment and sort, and ignores an unknown one', () => {
    expect(v.parse(courtListSearch, { segmento: 8, sort: 'sigla' })).toMatchObject({
      segmento: 8,
      sort: 'sigla',
    });
    expect(v.parse(courtListSearch, { segmento: 10, sort: 'uf' })).toMatchObject({
      segmento: undefined,
      sort: undefined,
    });
  });

  it('sorts units only by the fields the API sorts them by', () => {
    expect(v.parse(courtUnitListSearch, { sort: 'comarca', direction: 'desc' })).toMatchObject({
      sort: 'comarca',
      direction: 'desc',
    });
    expect(v.parse(courtUnitListSearch, { sort: 'sigla' }).sort).toBeUndefined();
  });
});
