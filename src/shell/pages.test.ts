import { describe, expect, it } from 'vitest';
import { breadcrumbs, canOpen, documentTitle, fillPath, matchPage, pages } from './pages';

describe('matchPage', () => {
  it('finds static pages, with or without a trailing slash', () => {
    expect(matchPage('/tribunais')?.page.key).toBe('tribunais');
    expect(matchPage('/tribunais/')?.page.key).toBe('tribunais');
    expect(matchPage('/meu-perfil')?.page.key).toBe('meuPerfil');
  });

  it('turns $param segments into values', () => {
    expect(matchPage('/tribunais/8a1f/vara/77b2')).toEqual({
      page: pages.editarVara,
      params: { tribunal: '8a1f', vara: '77b2' },
    });
    expect(matchPage('/recuperar-senha/abc%2F123')?.params).toEqual({ token: 'abc/123' });
  });

  it('prefers a literal segment over a parameter', () => {
    expect(matchPage('/tribunais/novo-tribunal')?.page.key).toBe('novoTribunal');
    expect(matchPage('/tribunais/123/varas')?.page.key).toBe('varas');
  });

  it('finds nothing for unknown paths', () => {
    expect(matchPage('/nao-existe')).toBeUndefined();
    expect(matchPage('/tribunais/1/varas/extra')).toBeUndefined();
  });
});

describe('breadcrumbs', () => {
  it('links the parents, filling their params from the current location', () => {
    expect(breadcrumbs(pages.editarVara, { tribunal: 't1', vara: 'v9' })).toEqual([
      { key: 'tribunais', title: 'Tribunais', href: '/tribunais' },
      { key: 'varas', title: 'Varas', href: '/tribunais/t1/varas' },
      { key: 'editarVara', title: 'Editar vara', href: null },
    ]);
  });

  it('leaves a parent without link when its param is unknown', () => {
    expect(fillPath('/tribunais/$tribunal/varas', {})).toBeNull();
    expect(breadcrumbs(pages.novaVara, {})[1]).toEqual({ key: 'varas', title: 'Varas', href: null });
  });

  it('titles the document after the page', () => {
    expect(documentTitle(pages.tribunais)).toBe('Tribunais · Portal da Corretora');
    expect(documentTitle(undefined)).toBe('Portal da Corretora');
  });
});

describe('canOpen with anyAction', () => {
  it('opens /faturas to a holder of criar_fatura or editar_fatura, not to the module alone', () => {
    const grants = (actions: string[]) => ({ modules: ['apolice'], actions });
    expect(canOpen(pages.faturas, grants([]))).toBe(false);
    expect(canOpen(pages.faturas, grants(['criar_fatura']))).toBe(true);
    expect(canOpen(pages.faturas, grants(['editar_fatura']))).toBe(true);
    expect(canOpen(pages.faturas, { modules: [], actions: ['criar_fatura'] })).toBe(false);
  });
});
