import { beforeEach, describe, expect, it } from 'vitest';
import {
  rememberListSearch,
  rememberPageSize,
  rememberedListHref,
  rememberedPageSize,
  withRememberedPageSize,
} from './list-memory';

beforeEach(() => localStorage.clear());

describe('remembered page size', () => {
  it('is kept per list, and the default 5 leaves nothing to restore', () => {
    expect(rememberedPageSize('/tribunais')).toBeUndefined();
    rememberPageSize('/tribunais', 25);
    rememberPageSize('/usuarios/', 10);
    expect(rememberedPageSize('/tribunais/')).toBe(25);
    expect(rememberedPageSize('/usuarios')).toBe(10);
    expect(rememberedPageSize('/escritorios')).toBeUndefined();

    rememberPageSize('/tribunais', 5);
    expect(rememberedPageSize('/tribunais')).toBeUndefined();
  });

  it('is added to a list URL that names no size, never over one that does', () => {
    rememberPageSize('/tribunais', 50);
    expect(withRememberedPageSize('/tribunais', '')).toBe('/tribunais?page_size=50');
    expect(withRememberedPageSize('/tribunais', '?query=%22TJ%22')).toBe(
      '/tribunais?query=%22TJ%22&page_size=50',
    );
    expect(withRememberedPageSize('/tribunais', '?page_size=10')).toBeNull();
    expect(withRememberedPageSize('/usuarios', '')).toBeNull();
  });

  it('ignores what is not a page size the lists offer', () => {
    localStorage.setItem('portal.itens-por-pagina', JSON.stringify({ '/tribunais': 7, '/usuarios': 'x' }));
    expect(rememberedPageSize('/tribunais')).toBeUndefined();
    expect(rememberedPageSize('/usuarios')).toBeUndefined();
    localStorage.setItem('portal.itens-por-pagina', '{não é json');
    expect(rememberedPageSize('/tribunais')).toBeUndefined();
  });
});

describe('remembered list search', () => {
  it('leads the menu back to the list as its user left it, without reopening a dialog', () => {
    rememberListSearch('u1', '/tribunais', '?query=%22TRIB%22&segmento=%22estadual%22&item=abc');
    rememberListSearch('u1', '/grupos-modalidades', '?editar=novo');
    expect(rememberedListHref('u1', '/tribunais')).toBe(
      '/tribunais?query=%22TRIB%22&segmento=%22estadual%22',
    );
    expect(rememberedListHref('u1', '/grupos-modalidades')).toBe('/grupos-modalidades');
  });

  it('belongs to one user: another user on the same tablet opens the plain list', () => {
    rememberListSearch('u1', '/usuarios', '?ativo=false');
    expect(rememberedListHref('u2', '/usuarios')).toBe('/usuarios');
    expect(rememberedListHref(undefined, '/usuarios')).toBe('/usuarios');
  });

  it('forgets the filters the user cleared', () => {
    rememberListSearch('u1', '/usuarios', '?ativo=false');
    rememberListSearch('u1', '/usuarios', '');
    expect(rememberedListHref('u1', '/usuarios')).toBe('/usuarios');
  });
});
