import { describe, expect, it } from 'vitest';
import { ACTION_IDS, MODULE_IDS } from '../contract/permission-catalog';
import type { Viewer } from './guard';
import { visibleMenu } from './menu';

const admin = (area: 'garantia' | 'agronegocio' | 'geral' = 'geral'): Viewer => ({
  user: { is_guest: false, termos_pendentes: false, area_usuario: { id: area } },
  grants: { modules: [...MODULE_IDS], actions: [...ACTION_IDS] },
});

const labels = (viewer: Viewer) => visibleMenu(viewer).map((g) => g.label);

describe('visibleMenu', () => {
  it('shows every group of the spec, in order, to a user holding everything', () => {
    expect(labels(admin())).toEqual([
      'Cadastro',
      'Cotações',
      'Propostas',
      'Apólices',
      'Endossos',
      'Carteira',
      'Dashboards',
      'Importação do Legado',
      'Configurações',
    ]);
  });

  it('marks screens not built yet as disabled', () => {
    const entries = visibleMenu(admin()).flatMap((g) => g.entries);
    const entry = (key: string) => entries.find((e) => e.page.key === key);
    expect(entry('tribunais')?.disabled).toBe(false);
    expect(entry('grupoEconomico')?.disabled).toBe(false);
    expect(entry('importacaoLegado')?.disabled).toBe(false);
    expect(entry('apolices')?.disabled).toBe(false);
  });

  it('hides entries without permission and groups left empty', () => {
    const viewer: Viewer = {
      user: admin().user,
      grants: { modules: ['cadastro', 'cotacao'], actions: ['visualizar_tribunal'] },
    };
    const menu = visibleMenu(viewer);
    expect(menu.map((g) => g.label)).toEqual(['Cadastro', 'Cotações']);
    expect(menu[0]?.entries.map((e) => e.page.key)).toEqual(['tribunais']);
  });

  it('removes Endossos for agribusiness users', () => {
    expect(labels(admin('agronegocio'))).not.toContain('Endossos');
    expect(labels(admin('garantia'))).toContain('Endossos');
  });

  it('shows a guest nothing they cannot open', () => {
    expect(
      visibleMenu({ user: { ...admin().user!, is_guest: true }, grants: { modules: [], actions: [] } }),
    ).toEqual([]);
  });
});
