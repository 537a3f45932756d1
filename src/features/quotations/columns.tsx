import { Link } from '@tanstack/react-router';
import type {
  CritiqueFollowUp,
  QuotationRow,
  QuotationSituationId,
} from '../../contract/guarantee-quotations';
import { formatQuotationNumber } from '../../contract/guarantee-quotations';
import { quotationScreens } from '../../contract/manifests/quotations';
import { cx } from '../../lib/cx';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';

/** A link inside a cell: the number of the quotation, 44 px tall for a finger. */
const cellLink =
  'inline-flex min-h-11 items-center font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 ' +
  'hover:text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

const days = (n: number) => (n === 1 ? '1 dia' : `${n.toLocaleString('pt-BR')} dias`);

/** The colours of the situation badge: cancelled in red, the issued policy in green, waiting in amber. */
const SITUATION_CLASSES: Record<QuotationSituationId, string> = {
  em_preenchimento: 'bg-slate-200 text-slate-800',
  aguardando_cotacao: 'bg-amber-50 text-amber-900',
  aguardando_emissao_minuta: 'bg-amber-50 text-amber-900',
  minuta_emitida: 'bg-brand-50 text-brand-800',
  aguardando_aprovacao: 'bg-amber-50 text-amber-900',
  aguardando_emissao_apolice: 'bg-brand-50 text-brand-800',
  apolice_emitida: 'bg-emerald-50 text-emerald-800',
  cancelada: 'bg-red-50 text-red-800',
};

/**
 * The list's situation of a quotation, as a badge (the words say it; the colour only helps). In a
 * narrow table 'Aguardando emissão da minuta' wraps to two lines instead of pushing the last columns
 * out of sight.
 */
export function SituationBadge({ situation }: { situation: QuotationRow['situacao'] }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-lg px-2 py-0.5 text-xs font-medium @3xl:whitespace-nowrap',
        SITUATION_CLASSES[situation.id],
      )}
    >
      {situation.nome}
    </span>
  );
}

const quotation = dataTableColumnHelper<QuotationRow>();

/**
 * The quotation list. Column ids that match QUOTATION_SORT are the ones the table lets the user sort
 * by; the secondary ones hide by the width of the table's region. A 768 px tablet (about 650 px of
 * table beside the icon rail, as on a 1024 px one beside the open menu) keeps number, borrower,
 * situation, amount and critiques, all in sight without a sideways scroll: the borrower and the
 * situation wrap, the headers wrap, and the rest waits for a wider table (or the record's page).
 */
export const quotationColumns = quotation.columns([
  quotation.accessor('numero', {
    header: 'Número',
    cell: (info) => (
      <Link to={quotationScreens.cotacao.path} params={{ id: info.row.original.id }} className={cellLink}>
        {formatQuotationNumber(info.getValue())}
      </Link>
    ),
    meta: { className: 'tabular-nums' },
  }),
  quotation.accessor((row) => row.tomador.nome_fantasia, {
    id: 'tomador',
    header: 'Tomador',
    meta: { className: 'break-words' },
  }),
  quotation.accessor((row) => row.grupo_economico.nome, {
    id: 'grupo',
    header: 'Grupo',
    meta: { className: 'hidden @5xl:table-cell' },
  }),
  quotation.accessor((row) => `${row.modalidade.nome} / ${row.submodalidade.nome}`, {
    id: 'modalidade',
    header: 'Modalidade / sub-modalidade',
    cell: (info) => (
      <span className="flex flex-col">
        <span>{info.row.original.modalidade.nome}</span>
        <span className="text-xs text-slate-600">{info.row.original.submodalidade.nome}</span>
      </span>
    ),
    meta: { className: 'hidden @3xl:table-cell' },
  }),
  quotation.accessor((row) => row.seguradora?.nome ?? '—', {
    id: 'seguradora',
    header: 'Seguradora',
    meta: { className: 'hidden @4xl:table-cell' },
  }),
  quotation.accessor((row) => row.situacao.nome, {
    id: 'situacao',
    header: 'Situação',
    cell: (info) => <SituationBadge situation={info.row.original.situacao} />,
  }),
  quotation.accessor('importancia_segurada', {
    header: 'Importância segurada',
    // The value stays on one line; the header above it may wrap.
    cell: (info) => <span className="whitespace-nowrap">{formatMoney(info.getValue())}</span>,
    meta: { className: 'text-right tabular-nums' },
  }),
  quotation.accessor('vigencia_fim', {
    header: 'Fim da vigência',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'hidden @2xl:table-cell whitespace-nowrap tabular-nums' },
  }),
  quotation.accessor('criticas_abertas', {
    header: 'Críticas abertas',
    cell: (info) => {
      const count = info.getValue();
      return count > 0 ? (
        <span className="inline-flex min-w-6 justify-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {count}
        </span>
      ) : (
        <span className="text-slate-600">0</span>
      );
    },
    meta: { className: 'text-center tabular-nums' },
  }),
  quotation.accessor('criado_em', {
    header: 'Criada em',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'hidden @4xl:table-cell whitespace-nowrap tabular-nums' },
  }),
]);

/** The CSV export of the list: every column of the screen, and the stage, status and responsible. */
export const quotationCsvColumns: readonly CsvColumn<QuotationRow>[] = [
  { header: 'Número', value: (q) => formatQuotationNumber(q.numero) },
  { header: 'Tomador', value: (q) => q.tomador.nome_fantasia },
  { header: 'Grupo econômico', value: (q) => q.grupo_economico.nome },
  { header: 'Modalidade', value: (q) => q.modalidade.nome },
  { header: 'Sub-modalidade', value: (q) => q.submodalidade.nome },
  { header: 'Seguradora', value: (q) => q.seguradora?.nome ?? '' },
  { header: 'Situação', value: (q) => q.situacao.nome },
  { header: 'Andamento', value: (q) => q.status.nome },
  { header: 'Etapa', value: (q) => q.etapa.nome },
  { header: 'Importância segurada', value: (q) => formatMoney(q.importancia_segurada) },
  { header: 'Fim da vigência', value: (q) => formatDate(q.vigencia_fim) },
  { header: 'Críticas abertas', value: (q) => q.criticas_abertas },
  { header: 'Responsável', value: (q) => q.responsavel?.nome ?? '' },
  { header: 'Criada em', value: (q) => formatDateTime(q.criado_em) },
];

const critique = dataTableColumnHelper<CritiqueFollowUp>();

/** The open critiques across quotations, oldest first; only 'Criada em' sorts (CRITIQUE_FOLLOW_UP_SORT). */
export const critiqueFollowUpColumns = critique.columns([
  critique.accessor('cotacao_numero', {
    id: 'cotacao',
    header: 'Cotação',
    cell: (info) => (
      <Link
        to={quotationScreens.criticasCotacao.path}
        params={{ id: info.row.original.cotacao_id }}
        className={cellLink}
        aria-label={`Críticas da cotação ${formatQuotationNumber(info.getValue())}`}
      >
        {formatQuotationNumber(info.getValue())}
      </Link>
    ),
    meta: { className: 'tabular-nums' },
  }),
  critique.accessor((row) => row.tomador.nome_fantasia, { id: 'tomador', header: 'Tomador' }),
  critique.accessor('texto', {
    header: 'Crítica',
    cell: (info) => (
      // One line on screen; the whole text in the tooltip, for screen readers and in the CSV.
      <span className="block max-w-[16rem] truncate @3xl:max-w-md" title={info.getValue()}>
        {info.getValue()}
      </span>
    ),
  }),
  critique.accessor('dias', {
    header: 'Aberta há',
    cell: (info) => days(info.getValue()),
    meta: { className: 'whitespace-nowrap tabular-nums' },
  }),
  critique.accessor('criado_em', {
    header: 'Criada em',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'hidden @2xl:table-cell whitespace-nowrap tabular-nums' },
  }),
  critique.accessor('reenvios', {
    header: 'Reenvios',
    meta: { className: 'hidden @xl:table-cell text-center tabular-nums' },
  }),
]);

export const critiqueFollowUpCsvColumns: readonly CsvColumn<CritiqueFollowUp>[] = [
  { header: 'Cotação', value: (c) => formatQuotationNumber(c.cotacao_numero) },
  { header: 'Tomador', value: (c) => c.tomador.nome_fantasia },
  { header: 'Crítica', value: (c) => c.texto },
  { header: 'Dias em aberto', value: (c) => c.dias },
  { header: 'Criada em', value: (c) => formatDateTime(c.criado_em) },
  { header: 'Reenvios', value: (c) => c.reenvios },
  { header: 'Autor', value: (c) => c.autor?.nome ?? '' },
];
