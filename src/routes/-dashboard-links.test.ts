import { describe, expect, it } from 'vitest';
import type { DashboardPanel, DashboardPanelId } from '../contract/dashboard';
import { DASHBOARD_PANEL_IDS } from '../contract/dashboard';
import { agroListSearch } from '../features/agro-quotations/search';
import { invoiceListSearch } from '../features/invoices/search';
import { endorsementListSearch, policyListSearch } from '../features/policies/search';
import { critiqueFollowUpSearch, quotationListSearch } from '../features/quotations/search';
import { PANEL_VIEWS, monthEnd } from '../features/dashboard/panels';

/** Each target list's own URL schema: a figure's filters must survive it, or the list ignores them. */
const LIST_SCHEMAS: Record<string, { parse(raw: unknown): Record<string, unknown> }> = {
  '/lista-cotacoes': quotationListSearch,
  '/lista-cotacoes-agro': agroListSearch,
  '/apolices': policyListSearch,
  '/endossos': endorsementListSearch,
  '/acompanhar-criticas': critiqueFollowUpSearch,
  '/faturas': invoiceListSearch,
};

const GROUP = '0b7f3c8e-1f1a-4a4e-9c57-3b3f4f0b2a11';
const INSURER = '5d1b2c3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

function samplePanel(id: DashboardPanelId, area: 'garantia' | 'agro'): DashboardPanel {
  const keys: Record<DashboardPanelId, string> = {
    etapas: area === 'agro' ? 'aguardando_custos' : 'aguardando_cotacao',
    resultados: '2026-02',
    'premios-mes': '2026-02',
    'premios-seguradora': INSURER,
    vencimentos: '60',
    limites: `${GROUP}:${INSURER}`,
    pendencias: 'solicitacoes_atrasadas',
    faturas: INSURER,
  };
  return {
    painel: id,
    area,
    periodo: { id: 'mes', de: '2026-02-01', ate: '2026-02-20' },
    series: [
      { id: 'ganhas', nome: 'Ganhas', unidade: 'quantidade' },
      { id: 'perdidas', nome: 'Perdidas', unidade: 'quantidade' },
    ],
    linhas: [{ chave: keys[id], rotulo: 'x', valores: {}, ref: { grupo_id: GROUP, seguradora_id: INSURER } }],
  };
}

describe("every figure's link is accepted whole by its list", () => {
  for (const id of DASHBOARD_PANEL_IDS)
    for (const area of ['garantia', 'agro'] as const)
      for (const series of ['ganhas', 'perdidas']) {
        const panel = samplePanel(id, area);
        const row = panel.linhas[0];
        const link = row && PANEL_VIEWS[id].link?.(row, series, panel);
        if (!link) continue;
        it(`${id} (${area}, ${series}) → ${link.to}`, () => {
          if (link.params) {
            expect(link.to).toContain('$groupId');
            expect(link.params.groupId).toBe(GROUP);
            return;
          }
          const schema = LIST_SCHEMAS[link.to];
          expect(schema, link.to).toBeDefined();
          const parsed = schema?.parse(link.search ?? {}) ?? {};
          for (const [key, value] of Object.entries(link.search ?? {})) expect(parsed[key], key).toBe(value);
        });
      }
});

it('bounds a month for the lists created-between filter', () => {
  expect(monthEnd('2026-02')).toBe('2026-02-28');
  expect(monthEnd('2024-02')).toBe('2024-02-29');
  expect(monthEnd('2026-12')).toBe('2026-12-31');
  const panel = samplePanel('resultados', 'garantia');
  const row = panel.linhas[0];
  expect(row && PANEL_VIEWS.resultados.link?.(row, 'ganhas', panel)?.search).toEqual({
    situacao: 'apolice_emitida',
    criado_de: '2026-02-01',
    criado_ate: '2026-02-28',
  });
});

const linkOf = (id: DashboardPanelId, key: string, periodo = { de: '2026-01-01', ate: '2026-03-20' }) => {
  const panel = { ...samplePanel(id, 'garantia'), periodo: { id: 'trimestre' as const, ...periodo } };
  const row = { chave: key, rotulo: 'x', valores: {} };
  return PANEL_VIEWS[id].link?.(row, 'premio', panel);
};

describe('the figures that open a list by its new filters', () => {
  it("premium by insurer opens that insurer's policies issued in the period", () => {
    const link = linkOf('premios-seguradora', INSURER);
    expect(link?.to).toBe('/apolices');
    expect(policyListSearch.parse(link?.search)).toMatchObject({
      seguradora_id: INSURER,
      emitida_de: '2026-01-01',
      emitida_ate: '2026-03-20',
    });
  });

  it("premium per month opens the month's policies, up to the period's end (today)", () => {
    expect(linkOf('premios-mes', '2026-02')?.search).toEqual({
      emitida_de: '2026-02-01',
      emitida_ate: '2026-02-28',
    });
    expect(linkOf('premios-mes', '2026-03')?.search).toEqual({
      emitida_de: '2026-03-01',
      emitida_ate: '2026-03-20',
    });
  });

  it('requests with open critiques open the requests view filtered by them', () => {
    const link = linkOf('pendencias', 'criticas_solicitacoes');
    expect(link?.to).toBe('/endossos');
    expect(endorsementListSearch.parse(link?.search)).toMatchObject({
      visao: 'solicitacoes',
      com_critica_aberta: true,
    });
  });

  it('overdue invoices open /faturas with the status and the insurer', () => {
    const link = linkOf('faturas', INSURER);
    expect(link?.to).toBe('/faturas');
    expect(invoiceListSearch.parse(link?.search)).toMatchObject({
      situacao: 'vencida',
      seguradora_id: INSURER,
    });
  });
});
