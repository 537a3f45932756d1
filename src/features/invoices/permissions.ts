import { invoiceAccess } from '../../contract/manifests/invoices';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the invoice screens; the server enforces the same accesses. */
export function useInvoicePermissions() {
  return {
    canView: useAllowed(invoiceAccess.view),
    canCreate: useAllowed(invoiceAccess.create),
    canEdit: useAllowed(invoiceAccess.edit),
  };
}
