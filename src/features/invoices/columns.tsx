import { Link } from '@tanstack/react-router';
import type { Invoice } from '../../contract/invoices';
import { invoiceScreens } from '../../contract/manifests/invoices';
import { policyScreens } from '../../contract/manifests/policies';
import { formatDate } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { dataTableColumnHelper } from '../../ui/data-table/columns';
import type { CsvColumn } from '../../ui/data-table/csv';
import { InvoiceStatus } from './components/invoice-status';

const invoice = dataTableColumnHelper<Invoice>();

/** Column ids that match INVOICE_SORT are the ones the table lets the user sort by. */
export const invoiceColumns = invoice.columns([
  invoice.accessor('numero', {
    header: 'Número',
    cell: (info) => (
      <span>
        <span className="font-medium">{info.getValue()}</span>
        <span className="block text-sm text-slate-600">
          Parcela {info.row.original.parcela} de {info.row.original.parcelas}
        </span>
      </span>
    ),
  }),
  invoice.accessor((row) => row.apolice.numero, {
    id: 'apolice',
    header: 'Apólice',
    cell: (info) => (
      <Link
        to={policyScreens.detalhesApolice.path}
        params={{ id: info.row.original.apolice.id }}
        className="font-medium text-sky-800 underline underline-offset-2"
      >
        {info.getValue()}
      </Link>
    ),
  }),
  invoice.accessor((row) => row.apolice.tomador.nome, {
    id: 'tomador',
    header: 'Tomador',
    meta: { className: 'hidden @3xl:table-cell' },
    cell: (info) => (
      <span>
        {info.getValue()}
        <span className="block text-sm text-slate-600">{info.row.original.apolice.grupo.nome}</span>
      </span>
    ),
  }),
  invoice.accessor((row) => row.apolice.seguradora.nome, {
    id: 'seguradora',
    header: 'Seguradora',
    meta: { className: 'hidden @4xl:table-cell' },
  }),
  invoice.accessor((row) => formatMoney(row.valor), {
    id: 'valor',
    header: 'Valor',
    meta: { className: 'whitespace-nowrap text-right' },
  }),
  invoice.accessor((row) => formatDate(row.vencimento), {
    id: 'vencimento',
    header: 'Vencimento',
    meta: { className: 'whitespace-nowrap' },
  }),
  invoice.accessor((row) => row.situacao.nome, {
    id: 'situacao',
    header: 'Situação',
    cell: (info) => <InvoiceStatus invoice={info.row.original} />,
  }),
]);

export const invoiceCsvColumns: readonly CsvColumn<Invoice>[] = [
  { header: 'Número', value: (i) => i.numero },
  { header: 'Parcela', value: (i) => `${i.parcela}/${i.parcelas}` },
  { header: 'Apólice', value: (i) => i.apolice.numero },
  { header: 'Endosso', value: (i) => i.endosso?.numero ?? null },
  { header: 'Tomador', value: (i) => i.apolice.tomador.nome },
  { header: 'Grupo econômico', value: (i) => i.apolice.grupo.nome },
  { header: 'Seguradora', value: (i) => i.apolice.seguradora.nome },
  { header: 'Valor', value: (i) => formatMoney(i.valor) },
  { header: 'Vencimento', value: (i) => formatDate(i.vencimento) },
  { header: 'Pago em', value: (i) => (i.pago_em ? formatDate(i.pago_em) : null) },
  { header: 'Valor pago', value: (i) => (i.valor_pago === null ? null : formatMoney(i.valor_pago)) },
  { header: 'Situação', value: (i) => i.situacao.nome },
  { header: 'Motivo da inativação', value: (i) => i.motivo_inativacao?.nome ?? null },
  { header: 'Observações', value: (i) => i.observacoes },
];

/** The edit screen of an invoice (the list's row action). */
export const editInvoicePath = invoiceScreens.editarFatura.path;
