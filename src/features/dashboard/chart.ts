import { formatMoney } from '../../lib/money';
import type { DashboardPanel, DashboardRow, DashboardSeries, SeriesUnit } from '../../contract/dashboard';
import type { CsvColumn } from '../../ui/data-table/csv';

/**
 * The dashboard's tiny chart module: plain SVG bars drawn from a panel's rows and series (no chart
 * library), the numbers in pt-BR, and the same figures as a table and a CSV.
 */

const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A value as the page shows it: 'R$ 1.234,56', '1.234', '3,5 dias'; '—' where there is none. */
export function formatValue(value: number | null | undefined, unit: SeriesUnit): string {
  if (value === null || value === undefined) return '—';
  switch (unit) {
    case 'moeda':
      return formatMoney(value);
    case 'dias':
      return `${oneDecimal.format(value)} ${value === 1 ? 'dia' : 'dias'}`;
    case 'quantidade':
      return integer.format(value);
  }
}

/** An axis label: short money ('R$ 1,2 mi', 'R$ 350 mil') so ticks fit a tablet. */
export function formatTick(value: number, unit: SeriesUnit): string {
  if (unit !== 'moeda') return integer.format(value);
  if (Math.abs(value) >= 1_000_000) return `R$ ${oneDecimal.format(value / 1_000_000)} mi`;
  if (Math.abs(value) >= 1_000) return `R$ ${oneDecimal.format(value / 1_000)} mil`;
  return `R$ ${integer.format(value)}`;
}

/** A round top for the axis (1, 2, 2.5 or 5 × 10^n) at or above `max`, and its ticks from 0. */
export function niceScale(max: number, count = 4): { top: number; ticks: number[] } {
  if (!Number.isFinite(max) || max <= 0) return { top: 1, ticks: [0, 1] };
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let t = 0; t <= top + step / 2; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  return { top, ticks };
}

export interface Bar {
  row: string;
  series: string;
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}

export interface BarLayout {
  width: number;
  height: number;
  /** The plot's left edge (after the axis labels) and bottom (before the row labels). */
  left: number;
  bottom: number;
  top: number;
  ticks: { value: number; y: number }[];
  groups: { row: string; label: string; x: number; width: number }[];
  bars: Bar[];
}

/**
 * Grouped bars: one group per row, one bar per series, all on one axis (the series drawn together
 * share a unit). Rows without a value draw no bar.
 */
export function layoutBars(
  rows: readonly DashboardRow[],
  series: readonly DashboardSeries[],
  size: { width: number; height: number; left?: number; bottom?: number; top?: number },
): BarLayout {
  const left = size.left ?? 72;
  const bottom = size.height - (size.bottom ?? 28);
  const top = size.top ?? 8;
  const max = Math.max(0, ...rows.flatMap((r) => series.map((s) => r.valores[s.id] ?? 0)));
  const scale = niceScale(max);
  const plot = bottom - top;
  const y = (v: number) => bottom - (v / scale.top) * plot;
  const groupWidth = rows.length > 0 ? (size.width - left) / rows.length : 0;
  const gap = Math.min(12, groupWidth * 0.2);
  const barWidth = series.length > 0 ? Math.max(1, (groupWidth - gap) / series.length) : 0;
  const bars: Bar[] = [];
  const groups = rows.map((r, i) => {
    const x = left + i * groupWidth;
    series.forEach((s, j) => {
      const value = r.valores[s.id];
      if (value === null || value === undefined) return;
      bars.push({
        row: r.chave,
        series: s.id,
        x: x + gap / 2 + j * barWidth,
        y: y(Math.max(0, value)),
        width: barWidth,
        height: bottom - y(Math.max(0, value)),
        value,
      });
    });
    return { row: r.chave, label: r.rotulo, x, width: groupWidth };
  });
  return {
    width: size.width,
    height: size.height,
    left,
    bottom,
    top,
    ticks: scale.ticks.map((value) => ({ value, y: y(value) })),
    groups,
    bars,
  };
}

/** The CSV of a panel: the row label and every series, formatted pt-BR as the table shows them. */
export function panelCsvColumns(
  firstHeader: string,
  series: readonly DashboardSeries[],
): CsvColumn<DashboardRow>[] {
  return [
    { header: firstHeader, value: (r) => r.rotulo },
    ...series.map((s): CsvColumn<DashboardRow> => ({
      header: s.nome,
      value: (r) => {
        const v = r.valores[s.id];
        if (v === null || v === undefined) return '';
        // Money and days as pt-BR text (Excel pt-BR reads '1.234,56'); counts stay numbers.
        return s.unidade === 'quantidade' ? v : formatValue(v, s.unidade);
      },
    })),
  ];
}

/** The text a screen reader hears for the chart as a whole (the table has the figures). */
export function chartSummary(title: string, panel: Pick<DashboardPanel, 'linhas'>): string {
  return `${title}: gráfico de barras com ${integer.format(panel.linhas.length)} ${
    panel.linhas.length === 1 ? 'item' : 'itens'
  }; os valores estão na tabela a seguir.`;
}

/** 'dados de 26/11 14:05': when the figures shown were loaded (São Paulo time). */
export function loadedAt(updatedAt: number): string {
  if (!updatedAt) return '';
  const parts = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).formatToParts(new Date(updatedAt));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `dados de ${part('day')}/${part('month')} ${part('hour')}:${part('minute')}`;
}
