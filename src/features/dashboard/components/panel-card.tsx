import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type {
  DashboardArea,
  DashboardPanel,
  DashboardPanelId,
  DashboardPeriod,
} from '../../../contract/dashboard';
import { Button } from '../../../ui/button';
import { buildCsv, csvFileName, downloadCsv } from '../../../ui/data-table/csv';
import { panelQuery } from '../api';
import { chartSummary, formatValue, loadedAt, panelCsvColumns } from '../chart';
import { PANEL_VIEWS, chartSeries } from '../panels';
import type { FigureLink, PanelView } from '../panels';
import { BarChart } from './bar-chart';

export interface PanelCardProps {
  id: DashboardPanelId;
  area: DashboardArea;
  periodo: DashboardPeriod;
  /** Whether the app has no signal now (the query layer's online state). */
  offline: boolean;
}

/** One panel: its own query, the chart, the same figures as a table (each a link to its list), CSV. */
export function PanelCard({ id, area, periodo, offline }: PanelCardProps) {
  const view = PANEL_VIEWS[id];
  const query = useQuery(panelQuery(id, area, periodo));
  const headingId = `painel-${id}`;
  const stale = query.data !== undefined && (offline || query.isError);
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`painel-${id}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {view.title}
          </h2>
          {query.data && view.note?.(query.data) && (
            <p className="text-sm text-slate-600">{view.note(query.data)}</p>
          )}
          {stale && (
            <p className="text-sm font-medium text-amber-800" role="status">
              Sem conexão: {loadedAt(query.dataUpdatedAt)}
            </p>
          )}
        </div>
        {query.data && <CsvButton panel={query.data} view={view} />}
      </header>
      {query.data ? (
        <PanelBody panel={query.data} view={view} />
      ) : query.isError ? (
        <p className="text-sm text-red-800" role="alert">
          Não foi possível carregar este painel. {query.error.message}
        </p>
      ) : offline ? (
        <p className="text-sm text-slate-600">Sem conexão: os números aparecem quando o sinal voltar.</p>
      ) : (
        <p className="text-sm text-slate-600" aria-live="polite">
          Carregando…
        </p>
      )}
    </section>
  );
}

function CsvButton({ panel, view }: { panel: DashboardPanel; view: PanelView }) {
  return (
    <Button
      variant="secondary"
      onClick={() => {
        downloadCsv(
          csvFileName(`dashboard-${panel.painel}-${panel.area}-${panel.periodo.id}`),
          buildCsv(panel.linhas, panelCsvColumns(view.rowHeader, panel.series)),
        );
      }}
      aria-label={`Baixar CSV: ${view.title}`}
    >
      Baixar CSV
    </Button>
  );
}

function FigureCell({ link, children }: { link: FigureLink | undefined; children: string }) {
  if (!link) return <>{children}</>;
  return (
    <Link
      // The targets are the app's list screens; their search params are checked by panels.test.ts
      // against each list's own URL schema.
      to={link.to as never}
      params={link.params as never}
      search={link.search as never}
      className="inline-flex min-h-11 min-w-11 items-center justify-end font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {children}
    </Link>
  );
}

function PanelBody({ panel, view }: { panel: DashboardPanel; view: PanelView }) {
  const [chartShown, setChartShown] = useState(true);
  const drawn = chartSeries(panel, view);
  if (panel.linhas.length === 0)
    return <p className="text-sm text-slate-600">Nenhum registro para este painel.</p>;
  return (
    <>
      {chartShown && <BarChart rows={panel.linhas} series={drawn} label={chartSummary(view.title, panel)} />}
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{view.title}: os números do gráfico</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {view.rowHeader}
              </th>
              {panel.series.map((s) => (
                <th key={s.id} scope="col" className="py-2 pl-3 text-right font-semibold">
                  {s.nome}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {panel.linhas.map((row) => (
              <tr key={row.chave} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1 pr-3 text-left font-normal text-slate-800">
                  {row.rotulo}
                </th>
                {panel.series.map((s) => (
                  <td key={s.id} className="py-1 pl-3 text-right tabular-nums text-slate-900">
                    <FigureCell link={view.link?.(row, s.id, panel)}>
                      {formatValue(row.valores[s.id], s.unidade)}
                    </FigureCell>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div>
        <Button variant="ghost" onClick={() => setChartShown((v) => !v)}>
          {chartShown ? 'Ocultar gráfico' : 'Mostrar gráfico'}
        </Button>
      </div>
    </>
  );
}
