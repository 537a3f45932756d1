import { describe, expect, it } from 'vitest';
import { redirectSearch, safeRedirect, startPathOf } from './navigation';

describe('safeRedirect', () => {
  it('follows paths of this app, with their search', () => {
    expect(safeRedirect('/tribunais?page=2&query=TJ')).toBe('/tribunais?page=2&query=TJ');
    expect(safeRedirect('/tribunais/1/varas')).toBe('/tribunais/1/varas');
  });

  it('refuses other origins and loops back to login', () => {
    expect(safeRedirect('https://evil.example/x')).toBeNull();
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=%2Fx')).toBeNull();
    expect(safeRedirect(42)).toBeNull();
  });

  it('keeps only a safe redirect in the search params', () => {
    expect(redirectSearch({ redirect: '/meu-perfil', other: 1 })).toEqual({ redirect: '/meu-perfil' });
    expect(redirectSearch({ redirect: 'http://x' })).toEqual({});
  });
});

describe('startPathOf', () => {
  it("lands a user on the quotation list of their area: the agro field agent on 'Cotações agro'", () => {
    expect(startPathOf({ area_usuario: { id: 'agronegocio' } })).toBe('/lista-cotacoes-agro');
    expect(startPathOf({ area_usuario: { id: 'garantia' } })).toBe('/lista-cotacoes');
    expect(startPathOf({ area_usuario: { id: 'geral' } })).toBe('/lista-cotacoes');
    expect(startPathOf(null)).toBe('/lista-cotacoes');
  });
});
