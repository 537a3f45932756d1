import { describe, expect, it } from 'vitest';
import type { Viewer } from './guard';
import { NO_PERMISSION, guardPage, mayOpen } from './guard';
import { pages } from './pages';

const user = (patch: Partial<NonNullable<Viewer['user']>> = {}): NonNullable<Viewer['user']> => ({
  is_guest: false,
  termos_pendentes: false,
  area_usuario: { id: 'garantia' },
  ...patch,
});

const clerk: Viewer = {
  user: user(),
  grants: { modules: ['cadastro', 'cotacao'], actions: ['visualizar_tribunal'] },
};

describe('guardPage', () => {
  it('lets a user open a page whose module and action they hold', () => {
    expect(guardPage(pages.tribunais, clerk)).toEqual({ kind: 'allow' });
    expect(guardPage(pages.varas, clerk)).toEqual({ kind: 'allow' });
  });

  it('sends a user without the action to the quotation list with the permission error', () => {
    expect(guardPage(pages.novoTribunal, clerk)).toEqual({
      kind: 'redirect',
      to: '/lista-cotacoes',
      message: NO_PERMISSION,
    });
    expect(NO_PERMISSION).toBe('Usuário sem permissão para acessar a página');
  });

  it('checks the module too', () => {
    const noModule: Viewer = { ...clerk, grants: { modules: ['cotacao'], actions: ['visualizar_tribunal'] } };
    expect(guardPage(pages.tribunais, noModule).kind).toBe('redirect');
  });

  it('does not loop when the quotation list itself is forbidden', () => {
    expect(guardPage(pages.listaCotacoes, { ...clerk, grants: { modules: [], actions: [] } })).toEqual({
      kind: 'forbidden',
    });
  });

  it('keeps guests out of the own profile', () => {
    const guest: Viewer = { user: user({ is_guest: true }), grants: { modules: [], actions: [] } };
    expect(guardPage(pages.meuPerfil, guest).kind).toBe('redirect');
    expect(guardPage(pages.meuPerfil, clerk)).toEqual({ kind: 'allow' });
  });

  it('sends a user with pending terms to /termo first', () => {
    const pending: Viewer = { ...clerk, user: user({ termos_pendentes: true }) };
    expect(guardPage(pages.tribunais, pending)).toEqual({ kind: 'terms' });
    expect(guardPage(pages.termo, pending)).toEqual({ kind: 'allow' });
  });

  it('lets unknown and public pages through (the router handles them)', () => {
    expect(guardPage(undefined, clerk)).toEqual({ kind: 'allow' });
    expect(guardPage(pages.login, { user: null, grants: null })).toEqual({ kind: 'allow' });
  });

  it('treats grants not loaded yet as no grants', () => {
    expect(mayOpen(pages.tribunais, { user: user(), grants: null })).toBe(false);
    expect(mayOpen(pages.meuPerfil, { user: user(), grants: null })).toBe(true);
  });
});
