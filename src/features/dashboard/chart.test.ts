import { describe, expect, it } from 'vitest';
import type { DashboardRow, DashboardSeries } from '../../contract/dashboard';
import { buildCsv } from '../../ui/data-table/csv';
import {
  chartSummary,
  formatTick,
  formatValue,
  layoutBars,
  loadedAt,
  niceScale,
  panelCsvColumns,
} from './chart';

const series: DashboardSeries[] = [
  { id: 'premio', nome: 'Prêmio emitido', unidade: 'moeda' },
  { id: 'apolices', nome: 'Apólices', unidade: 'quantidade' },
  { id: 'mediana', nome: 'Mediana', unidade: 'dias' },
];
const rows: DashboardRow[] = [
  { chave: '2026-10', rotulo: 'out/2026', valores: { premio: 1234.56, apolices: 1200, mediana: 2.25 } },
  { chave: '2026-11', rotulo: 'nov/2026', valores: { premio: 0, apolices: 0, mediana: null } },
];

describe('numbers in pt-BR', () => {
  it('formats money, counts with thousands separators and days', () => {
    expect(formatValue(1234.56, 'moeda')).toBe('R$ 1.234,56');
    expect(formatValue(1234567, 'quantidade')).toBe('1.234.567');
    expect(formatValue(3.5, 'dias')).toBe('3,5 dias');
    expect(formatValue(1, 'dias')).toBe('1 dia');
    expect(formatValue(null, 'dias')).toBe('—');
  });

  it('shortens money on the axis', () => {
    expect(formatTick(1_250_000, 'moeda')).toBe('R$ 1,3 mi');
    expect(formatTick(350_000, 'moeda')).toBe('R$ 350 mil');
    expect(formatTick(2500, 'quantidade')).toBe('2.500');
  });

  it("tells when the figures were loaded, São Paulo time ('dados de 26/11 14:05')", () => {
    expect(loadedAt(Date.parse('2026-11-26T17:05:00Z'))).toBe('dados de 26/11 14:05');
    expect(loadedAt(0)).toBe('');
  });
});

describe('the bar layout', () => {
  it('rounds the axis top up to a round step', () => {
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(1234.56).top).toBe(1500);
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it('draws one bar per row and series, proportional to the value, on the same baseline', () => {
    const layout = layoutBars(rows, [series[0] as DashboardSeries], { width: 600, height: 200 });
    expect(layout.groups).toHaveLength(2);
    expect(layout.bars).toHaveLength(2);
    const [big, zero] = layout.bars;
    expect(zero?.height).toBe(0);
    expect((big?.y ?? 0) + (big?.height ?? 0)).toBeCloseTo(layout.bottom);
    // 1234.56 on an axis up to 1500.
    expect(big?.height).toBeCloseTo(((layout.bottom - layout.top) * 1234.56) / 1500);
    expect(layout.bars.every((b) => b.x >= layout.left && b.x + b.width <= 600)).toBe(true);
  });

  it('leaves out a bar without a value', () => {
    const layout = layoutBars(rows, [series[2] as DashboardSeries], { width: 600, height: 200 });
    expect(layout.bars.map((b) => b.row)).toEqual(['2026-10']);
  });
});

describe('the table and the CSV', () => {
  it('gives the CSV the row label and every series, money in pt-BR and counts as numbers', () => {
    const csv = buildCsv(rows, panelCsvColumns('Mês', series));
    const lines = csv.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Mês;Prêmio emitido;Apólices;Mediana');
    expect(lines[1]).toBe('out/2026;R$ 1.234,56;1200;2,3 dias');
    expect(lines[2]).toBe('nov/2026;R$ 0,00;0;');
  });

  it('says what the chart is to a screen reader', () => {
    expect(chartSummary('Apólices vencendo', { linhas: rows })).toBe(
      'Apólices vencendo: gráfico de barras com 2 itens; os valores estão na tabela a seguir.',
    );
  });
});
