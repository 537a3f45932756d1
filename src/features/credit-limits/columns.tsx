import { Link } from '@tanstack/react-router';
import type { CreditConsultRow, CreditFollowUp } from '../../contract/credit-limits';
import { creditLimitScreens } from '../../contract/manifests/credit-limits';
import { formatDate, formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';

const money = (value: number | null) => (value === null ? '—' : formatMoney(value));

const consult = dataTableColumnHelper<CreditConsultRow>();

/** Column ids that match CREDIT_CONSULT_SORT are the ones the table lets the user sort by. */
export const consultColumns = consult.columns([
  consult.accessor('criado_em', {
    header: 'Criada em',
    cell: (info) => (
      <span className="inline-flex flex-wrap items-center gap-1.5 tabular-nums">
        {formatDate(info.getValue())}
        {info.row.original.antecessora_id && (
          <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
            Renovação
          </span>
        )}
      </span>
    ),
  }),
  consult.accessor('valor_solicitado', {
    header: 'Valor solicitado',
    cell: (info) => formatMoney(info.getValue()),
    meta: { className: 'whitespace-nowrap text-right tabular-nums' },
  }),
  consult.accessor((row) => row.status.nome, { id: 'situacao', header: 'Situação' }),
  consult.accessor('seguradoras', {
    header: 'Seguradoras',
    meta: { className: 'hidden @2xl:table-cell tabular-nums' },
  }),
  consult.accessor('aprovadas', { header: 'Aprovadas', meta: { className: 'tabular-nums' } }),
  consult.accessor('maior_limite_vigente', {
    header: 'Maior limite vigente',
    cell: (info) => money(info.getValue()),
    meta: { className: 'hidden @3xl:table-cell whitespace-nowrap text-right tabular-nums' },
  }),
]);

export const consultCsvColumns: readonly CsvColumn<CreditConsultRow>[] = [
  { header: 'Criada em', value: (c) => formatDateTime(c.criado_em) },
  { header: 'Valor solicitado', value: (c) => formatMoney(c.valor_solicitado) },
  { header: 'Situação', value: (c) => c.status.nome },
  { header: 'Seguradoras', value: (c) => c.seguradoras },
  { header: 'Aprovadas', value: (c) => c.aprovadas },
  {
    header: 'Maior limite vigente',
    value: (c) => (c.maior_limite_vigente === null ? '' : formatMoney(c.maior_limite_vigente)),
  },
  { header: 'Renovação', value: (c) => c.antecessora_id !== null },
];

const followUp = dataTableColumnHelper<CreditFollowUp>();

/** Days an answer may wait before the follow-up marks it late. */
export const LATE_ANSWER_DAYS = 15;

export const followUpColumns = followUp.columns([
  followUp.accessor((row) => row.grupo_economico.nome, {
    id: 'grupo',
    header: 'Grupo econômico',
    cell: (info) => (
      <Link
        to={creditLimitScreens.consultaLimite.path}
        params={{ groupId: info.row.original.grupo_economico.id, consultId: info.row.original.consulta_id }}
        className="font-medium text-brand-700 underline"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  followUp.accessor((row) => row.seguradora.nome, { id: 'seguradora', header: 'Seguradora' }),
  followUp.accessor((row) => row.status.nome, {
    id: 'situacao',
    header: 'Situação',
    meta: { className: 'hidden @2xl:table-cell' },
  }),
  followUp.accessor('enviado_em', {
    header: 'Enviada em',
    cell: (info) => formatDate(info.getValue()),
    meta: { className: 'tabular-nums' },
  }),
  followUp.accessor('dias', {
    header: 'Aguardando há',
    cell: (info) => {
      const days = info.getValue();
      const text = days === 1 ? '1 dia' : `${String(days)} dias`;
      return days >= LATE_ANSWER_DAYS ? (
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {text} (atrasada)
        </span>
      ) : (
        text
      );
    },
    meta: { className: 'tabular-nums whitespace-nowrap' },
  }),
]);

export const followUpCsvColumns: readonly CsvColumn<CreditFollowUp>[] = [
  { header: 'Grupo econômico', value: (f) => f.grupo_economico.nome },
  { header: 'Seguradora', value: (f) => f.seguradora.nome },
  { header: 'Situação', value: (f) => f.status.nome },
  { header: 'Enviada em', value: (f) => formatDate(f.enviado_em) },
  { header: 'Dias aguardando', value: (f) => f.dias },
];
