import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { invoiceScreens } from '../../../contract/manifests/invoices';
import { groupOverdueQuery } from '../api';
import { useInvoicePermissions } from '../permissions';

/** The economic group's payment alert: how many invoices of its policies are overdue, and where they are. */
export function GroupInvoiceAlert({ groupId }: { groupId: string }) {
  const { canView } = useInvoicePermissions();
  const query = useQuery({ ...groupOverdueQuery(groupId), enabled: canView });
  const total = query.data?.total_count ?? 0;
  if (!canView || total === 0) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      Alerta de pagamento:{' '}
      {total === 1 ? '1 fatura vencida' : `${total > 1000 ? 'mais de 1.000' : total} faturas vencidas`} nas
      apólices deste grupo.{' '}
      <Link
        to={invoiceScreens.faturas.path}
        search={{ grupo_economico_id: groupId, situacao: 'vencida' }}
        className="font-medium text-sky-800 underline underline-offset-2"
      >
        Ver faturas vencidas
      </Link>
    </p>
  );
}
