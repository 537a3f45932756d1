import type { Invoice, InvoiceStatusId } from '../../../contract/invoices';

const TONE: Record<InvoiceStatusId, string> = {
  em_aberto: 'bg-sky-50 text-sky-900',
  vencida: 'bg-red-50 text-red-800',
  paga: 'bg-emerald-50 text-emerald-800',
  inativa: 'bg-slate-200 text-slate-700',
};

/** The invoice's derived status as a badge (text, never colour alone). */
export function InvoiceStatus({ invoice }: { invoice: Pick<Invoice, 'situacao'> }) {
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${TONE[invoice.situacao.id]}`}>
      {invoice.situacao.nome}
    </span>
  );
}
