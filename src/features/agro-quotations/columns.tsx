import { Link } from '@tanstack/react-router';
import type { AgroQuotationRow, AgroStateId } from '../../contract/agro-quotations';
import { formatAgroNumber } from '../../contract/agro-quotations';
import { agroQuotationScreens } from '../../contract/manifests/agro-quotations';
import { cx } from '../../lib/cx';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';

/** A link inside a cell: the number of the quotation, 44 px tall for a finger. */
const cellLink =
  'inline-flex min-h-11 items-center font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 ' +
  'hover:text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/** Hectares as the field uses them: '12,5 ha'. */
export const formatHectares = (n: number) => `${n.toLocaleString('pt-BR', { maximumFractionDigits: 2 })} ha`;

/** The colours of the state badge: cancelled in red, the policy in green, waiting in amber. */
const STATE_CLASSES: Record<AgroStateId, string> = {
  aguardando_custos: 'bg-amber-50 text-amber-900',
  aguardando_aprovacao: 'bg-amber-50 text-amber-900',
  aprovada: 'bg-brand-50 text-brand-800',
  card_gerado: 'bg-brand-50 text-brand-800',
  arquivo_enviado: 'bg-amber-50 text-amber-900',
  arquivo_aprovado: 'bg-brand-50 text-brand-800',
  proposta: 'bg-brand-50 text-brand-800',
  apolice_emitida: 'bg-emerald-50 text-emerald-800',
  cancelada: 'bg-red-50 text-red-800',
};

/** The state of a quotation as a badge (the words say it; the colour only helps). */
export function AgroStateBadge({ state }: { state: { id: AgroStateId; nome: string } }) {
  return (
    <span
      className={cx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        STATE_CLASSES[state.id],
      )}
    >
      {state.nome}
    </span>
  );
}

/** The number, linked to the quotation's page. */
function NumberLink({ row }: { row: AgroQuotationRow }) {
  return (
    <Link to={agroQuotationScreens.resumoCotacaoAgro.path} params={{ id: row.id }} className={cellLink}>
      {formatAgroNumber(row.numero)}
    </Link>
  );
}

const col = dataTableColumnHelper<AgroQuotationRow>();

/**
 * The agro quotation list. Column ids that match AGRO_QUOTATION_SORT sort; the secondary ones hide by
 * the width of the table's region (a 768 px tablet keeps number, producer, product, state and area).
 */
export const agroColumns = col.columns([
  col.accessor('numero', {
    header: 'Número',
    cell: (info) => <NumberLink row={info.row.original} />,
    meta: { className: 'tabular-nums' },
  }),
  col.accessor('produtor', {
    header: 'Produtor',
    cell: (info) => (
      <span className="flex flex-col">
        <span>{info.getValue()}</span>
        {info.row.original.convidado && (
          <span className="text-xs text-slate-600">Iniciada pelo produtor</span>
        )}
      </span>
    ),
  }),
  col.accessor((row) => `${row.propriedade} · ${row.municipio}/${row.uf}`, {
    id: 'propriedade',
    header: 'Propriedade',
    meta: { className: 'hidden @4xl:table-cell' },
  }),
  col.accessor((row) => `${row.produto.nome} / ${row.cobertura.nome}`, {
    id: 'produto',
    header: 'Produto / cobertura',
    cell: (info) => (
      <span className="flex flex-col">
        <span>{info.row.original.produto.nome}</span>
        <span className="text-xs text-slate-600">{info.row.original.cobertura.nome}</span>
      </span>
    ),
    meta: { className: 'hidden @2xl:table-cell' },
  }),
  col.accessor((row) => row.situacao.nome, {
    id: 'situacao',
    header: 'Situação',
    cell: (info) => <AgroStateBadge state={info.row.original.situacao} />,
  }),
  col.accessor('area_ha', {
    header: 'Área',
    cell: (info) => formatHectares(info.getValue()),
    meta: { className: 'whitespace-nowrap text-right tabular-nums' },
  }),
  col.accessor('premio', {
    header: 'Prêmio',
    cell: (info) => {
      const premio = info.getValue();
      return premio === null ? '—' : formatMoney(premio);
    },
    meta: { className: 'hidden @3xl:table-cell whitespace-nowrap text-right tabular-nums' },
  }),
  col.accessor((row) => row.grupo_economico?.nome ?? '—', {
    id: 'grupo',
    header: 'Grupo',
    meta: { className: 'hidden @5xl:table-cell' },
  }),
  col.accessor('criado_em', {
    header: 'Criada em',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'hidden @3xl:table-cell whitespace-nowrap tabular-nums' },
  }),
]);

/** The CSV export of the list: every column of the screen, and the proposal and policy numbers. */
export const agroCsvColumns: readonly CsvColumn<AgroQuotationRow>[] = [
  { header: 'Número', value: (q) => formatAgroNumber(q.numero) },
  { header: 'Produtor', value: (q) => q.produtor },
  { header: 'Propriedade', value: (q) => q.propriedade },
  { header: 'Município', value: (q) => q.municipio },
  { header: 'UF', value: (q) => q.uf },
  { header: 'Área (ha)', value: (q) => q.area_ha.toLocaleString('pt-BR', { maximumFractionDigits: 2 }) },
  { header: 'Produto', value: (q) => q.produto.nome },
  { header: 'Cobertura', value: (q) => q.cobertura.nome },
  { header: 'Situação', value: (q) => q.situacao.nome },
  { header: 'Prêmio', value: (q) => (q.premio === null ? '' : formatMoney(q.premio)) },
  { header: 'Grupo econômico', value: (q) => q.grupo_economico?.nome ?? '' },
  { header: 'Proposta', value: (q) => q.numero_proposta ?? '' },
  { header: 'Apólice', value: (q) => q.numero_apolice ?? '' },
  { header: 'Iniciada pelo produtor', value: (q) => (q.convidado ? 'Sim' : 'Não') },
  { header: 'Criada em', value: (q) => formatDateTime(q.criado_em) },
];

/** /propostas: the proposal number first, then the quotation it came from. */
export const proposalColumns = col.columns([
  col.accessor((row) => row.numero_proposta ?? '—', {
    id: 'proposta',
    header: 'Proposta',
    meta: { className: 'whitespace-nowrap tabular-nums' },
  }),
  col.accessor('numero', {
    header: 'Cotação',
    cell: (info) => <NumberLink row={info.row.original} />,
    meta: { className: 'tabular-nums' },
  }),
  col.accessor('produtor', { header: 'Produtor' }),
  col.accessor((row) => `${row.produto.nome} / ${row.cobertura.nome}`, {
    id: 'produto',
    header: 'Produto / cobertura',
    meta: { className: 'hidden @2xl:table-cell' },
  }),
  col.accessor((row) => row.situacao.nome, {
    id: 'situacao',
    header: 'Situação',
    cell: (info) => <AgroStateBadge state={info.row.original.situacao} />,
  }),
  col.accessor('premio', {
    header: 'Prêmio',
    cell: (info) => {
      const premio = info.getValue();
      return premio === null ? '—' : formatMoney(premio);
    },
    meta: { className: 'whitespace-nowrap text-right tabular-nums' },
  }),
  col.accessor((row) => row.numero_apolice ?? '—', {
    id: 'apolice',
    header: 'Apólice',
    meta: { className: 'hidden @3xl:table-cell whitespace-nowrap' },
  }),
  col.accessor('criado_em', {
    header: 'Criada em',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'hidden @4xl:table-cell whitespace-nowrap tabular-nums' },
  }),
]);

export const proposalCsvColumns: readonly CsvColumn<AgroQuotationRow>[] = [
  { header: 'Proposta', value: (q) => q.numero_proposta ?? '' },
  ...agroCsvColumns.filter((c) => c.header !== 'Proposta'),
];
