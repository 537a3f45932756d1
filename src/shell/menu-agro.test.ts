import { describe, expect, it } from 'vitest';
import type { Viewer } from './guard';
import { visibleMenu } from './menu';

const viewer = (modules: string[], area: 'garantia' | 'agronegocio' = 'agronegocio'): Viewer => ({
  user: { is_guest: false, termos_pendentes: false, area_usuario: { id: area } },
  grants: { modules: modules as never[], actions: [] },
});

const entries = (v: Viewer) =>
  visibleMenu(v).flatMap((g) =>
    g.entries.map((e) => `${g.label}/${e.page.key}${e.disabled ? ' (em breve)' : ''}`),
  );

describe('the agro entries of the sidebar', () => {
  it('lists the agro quotations under Cotações for whoever holds the module cotacao', () => {
    expect(entries(viewer(['cotacao']))).toEqual(['Cotações/listaCotacoes', 'Cotações/listaCotacoesAgro']);
    expect(entries(viewer(['configuracao']))).not.toContain('Cotações/listaCotacoesAgro');
  });

  it('makes Propostas a screen that opens', () => {
    expect(entries(viewer(['apolice']))).toContain('Propostas/propostas');
  });
});
