import type { DashboardRow, DashboardSeries } from '../../../contract/dashboard';
import { formatTick, layoutBars } from '../chart';

/** Series colours (contrast ≥ 3:1 on white for graphics; the legend names each one). */
const COLORS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed'];

export interface BarChartProps {
  rows: readonly DashboardRow[];
  series: readonly DashboardSeries[];
  /** What a screen reader hears of the chart: the figures themselves are in the table beside it. */
  label: string;
}

const WIDTH = 640;
const HEIGHT = 220;

/** Grouped bars as plain SVG, scaled to its box (viewBox), one colour per series with a legend. */
export function BarChart({ rows, series, label }: BarChartProps) {
  const layout = layoutBars(rows, series, { width: WIDTH, height: HEIGHT });
  const unit = series[0]?.unidade ?? 'quantidade';
  const colorOf = (id: string) => COLORS[series.findIndex((s) => s.id === id) % COLORS.length];
  return (
    <figure className="m-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="h-auto w-full"
        preserveAspectRatio="xMidYMid meet"
      >
        {layout.ticks.map((t) => (
          <g key={t.value}>
            <line x1={layout.left} x2={WIDTH} y1={t.y} y2={t.y} stroke="#e2e8f0" />
            <text x={layout.left - 6} y={t.y + 4} textAnchor="end" fontSize="11" fill="#475569">
              {formatTick(t.value, unit)}
            </text>
          </g>
        ))}
        {layout.bars.map((b) => (
          <rect
            key={`${b.row}:${b.series}`}
            x={b.x}
            y={b.y}
            width={Math.max(0, b.width - 2)}
            height={b.height}
            rx="2"
            fill={colorOf(b.series)}
          />
        ))}
        {layout.groups.map((g) => (
          <text
            key={g.row}
            x={g.x + g.width / 2}
            y={HEIGHT - 10}
            textAnchor="middle"
            fontSize="11"
            fill="#334155"
          >
            {g.label.length > 18 ? `${g.label.slice(0, 17)}…` : g.label}
          </text>
        ))}
        <line x1={layout.left} x2={WIDTH} y1={layout.bottom} y2={layout.bottom} stroke="#94a3b8" />
      </svg>
      {series.length > 1 && (
        <figcaption className="mt-1 flex flex-wrap gap-4 text-sm text-slate-700" aria-hidden="true">
          {series.map((s) => (
            <span key={s.id} className="inline-flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ backgroundColor: colorOf(s.id) }} />
              {s.nome}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}
