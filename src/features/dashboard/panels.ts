import type { DashboardArea, DashboardPanel, DashboardPanelId, DashboardRow } from '../../contract/dashboard';
import { agroQuotationScreens } from '../../contract/screens/agro-quotations';
import { creditLimitScreens } from '../../contract/screens/credit-limits';
import { invoiceScreens } from '../../contract/screens/invoices';
import { policyScreens } from '../../contract/screens/policies';
import { quotationScreens } from '../../contract/screens/quotations';

/**
 * How the page shows each panel: its title, the series its chart draws (one unit per chart; the
 * table shows them all), the table's first header, and the list each figure opens with its filters
 * in the URL. A new panel is an entry here and one on the server (server/domains/dashboard/panels.ts).
 */

/** Where a figure leads: a list screen of the app with its URL filters. */
export interface FigureLink {
  to: string;
  params?: Record<string, string>;
  search?: Record<string, string | number | boolean>;
}

export interface PanelView {
  title: string;
  rowHeader: string;
  /** The series drawn as bars (same unit); absent: the first series. */
  chart?: readonly string[];
  /** The list behind one figure (row × series); undefined: no list shows exactly those rows. */
  link?: (row: DashboardRow, series: string, panel: DashboardPanel) => FigureLink | undefined;
  /** The panel's note under the title. */
  note?: (panel: DashboardPanel) => string | undefined;
}

/** The last day of a month 'aaaa-mm' (the list's criado_ate). */
export const monthEnd = (month: string): string =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/** The earlier of two days 'aaaa-mm-dd'. */
const minDay = (a: string, b: string): string => (a < b ? a : b);

/** The policies list's issue-date filter: the panel counts the policies issued in [de, ate]. */
const issuedBetween = (de: string, ate: string) => ({ emitida_de: de, emitida_ate: ate });

const quotationList = (area: DashboardArea) =>
  area === 'agro' ? agroQuotationScreens.listaCotacoesAgro.path : quotationScreens.listaCotacoes.path;

export const PANEL_VIEWS: Record<DashboardPanelId, PanelView> = {
  etapas: {
    title: 'Cotações em aberto por etapa',
    rowHeader: 'Etapa',
    chart: ['quantidade'],
    link: (row, _series, panel): FigureLink =>
      panel.area === 'agro'
        ? { to: quotationList('agro'), search: { situacao: row.chave } }
        : { to: quotationList('garantia'), search: { status: 'em_andamento', etapa: row.chave } },
    note: () => 'Há quantos dias as cotações esperam na etapa atual (mediana e máximo) estão na tabela.',
  },
  resultados: {
    title: 'Cotações ganhas e perdidas por mês',
    rowHeader: 'Mês de criação',
    chart: ['ganhas', 'perdidas'],
    link: (row, series, panel) => {
      const situacao =
        series === 'ganhas' ? 'apolice_emitida' : series === 'perdidas' ? 'cancelada' : undefined;
      if (!situacao) return undefined;
      return {
        to: quotationList(panel.area),
        search: { situacao, criado_de: `${row.chave}-01`, criado_ate: monthEnd(row.chave) },
      };
    },
    note: () =>
      'Cotações criadas em cada mês, pelo resultado: apólice emitida (ganha) ou cancelada (perdida).',
  },
  'premios-mes': {
    title: 'Prêmio e comissão emitidos por mês',
    rowHeader: 'Mês de emissão',
    chart: ['premio', 'comissao'],
    link: (row, _series, panel) => ({
      to: policyScreens.apolices.path,
      search: issuedBetween(`${row.chave}-01`, minDay(monthEnd(row.chave), panel.periodo.ate)),
    }),
  },
  'premios-seguradora': {
    title: 'Prêmio e comissão por seguradora',
    rowHeader: 'Seguradora',
    chart: ['premio', 'comissao'],
    link: (row, _series, panel) => ({
      to: policyScreens.apolices.path,
      search: { seguradora_id: row.chave, ...issuedBetween(panel.periodo.de, panel.periodo.ate) },
    }),
  },
  vencimentos: {
    title: 'Apólices vencendo',
    rowHeader: 'Prazo',
    chart: ['apolices'],
    link: (row) => ({ to: policyScreens.apolices.path, search: { vencendo: Number(row.chave) } }),
  },
  limites: {
    title: 'Limite de crédito: utilizado e aprovado',
    rowHeader: 'Grupo · seguradora',
    chart: ['aprovado', 'utilizado'],
    link: (row) =>
      row.ref?.grupo_id
        ? { to: creditLimitScreens.limiteDeCredito.path, params: { groupId: row.ref.grupo_id } }
        : undefined,
    note: () => 'Os grupos de maior limite aprovado em vigor.',
  },
  pendencias: {
    title: 'Pendências',
    rowHeader: 'Pendência',
    chart: ['quantidade'],
    link: (row): FigureLink | undefined => {
      switch (row.chave) {
        case 'criticas_cotacoes':
          return { to: quotationScreens.acompanharCriticas.path };
        case 'criticas_solicitacoes':
          return {
            to: policyScreens.endossos.path,
            search: { visao: 'solicitacoes', com_critica_aberta: true },
          };
        case 'solicitacoes_atrasadas':
          return { to: policyScreens.endossos.path, search: { visao: 'solicitacoes', atrasadas: true } };
        default:
          return undefined;
      }
    },
  },
  faturas: {
    title: 'Faturas vencidas',
    rowHeader: 'Seguradora',
    chart: ['valor'],
    link: (row) => ({
      to: invoiceScreens.faturas.path,
      search: { situacao: 'vencida', seguradora_id: row.chave },
    }),
    note: () =>
      'Faturas não pagas e não inativadas com vencimento antes de hoje, pela seguradora da apólice.',
  },
};

/** The series a panel's chart draws. */
export function chartSeries(panel: DashboardPanel, view: PanelView) {
  const wanted = view.chart ?? [panel.series[0]?.id];
  return panel.series.filter((s) => wanted.includes(s.id));
}
