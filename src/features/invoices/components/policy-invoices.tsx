import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { invoiceScreens } from '../../../contract/manifests/invoices';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { buttonClasses } from '../../../ui/button';
import { policyInvoicesQuery } from '../api';
import { useInvoicePermissions } from '../permissions';
import { InvoiceStatus } from './invoice-status';

/**
 * The policy page's invoices: each instalment with its status, 'Nova fatura', and a payment alert when
 * any is overdue. The alert is only that: an overdue invoice never changes the policy's situation (a
 * surety bond stays in force for the insured whatever the borrower owes the insurer).
 */
export function PolicyInvoices({ policyId }: { policyId: string }) {
  const { canView, canCreate, canEdit } = useInvoicePermissions();
  const query = useQuery({ ...policyInvoicesQuery(policyId), enabled: canView });
  if (!canView) return null;
  const items = query.data?.items ?? [];
  const overdue = items.filter((i) => i.situacao.id === 'vencida');
  return (
    <section aria-labelledby="faturas-da-apolice" className="mt-6 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="faturas-da-apolice" className="text-lg font-semibold text-slate-900">
          Faturas
        </h2>
        {canCreate && (
          <Link
            to={invoiceScreens.novaFatura.path}
            search={{ apolice: policyId }}
            className={buttonClasses('secondary')}
          >
            <Plus aria-hidden="true" className="size-4" />
            Nova fatura
          </Link>
        )}
      </div>
      {overdue.length > 0 && (
        <p
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          Alerta de pagamento:{' '}
          {overdue.length === 1 ? '1 fatura vencida' : `${overdue.length} faturas vencidas`} (
          {formatMoney(overdue.reduce((t, i) => t + i.valor, 0))}). A situação da apólice não muda por isso.
        </p>
      )}
      {query.isError && <p role="alert">Não foi possível carregar as faturas.</p>}
      {query.data && items.length === 0 && <p className="text-slate-700">Nenhuma fatura cadastrada.</p>}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-lg border border-slate-200">
          {items.map((i) => (
            <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-medium">{i.numero}</span>{' '}
                <span className="text-sm text-slate-600">
                  parcela {i.parcela} de {i.parcelas}
                  {i.endosso ? ` · endosso ${i.endosso.numero}` : ''}
                </span>
                <span className="block text-sm text-slate-700">
                  {formatMoney(i.valor)} · vence em {formatDate(i.vencimento)}
                  {i.pago_em ? ` · paga em ${formatDate(i.pago_em)}` : ''}
                </span>
              </span>
              <span className="flex items-center gap-2">
                <InvoiceStatus invoice={i} />
                {canEdit && (
                  <Link
                    to={invoiceScreens.editarFatura.path}
                    params={{ id: i.id }}
                    aria-label={`Editar fatura ${i.numero}`}
                    className={buttonClasses('secondary')}
                  >
                    Editar
                  </Link>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
