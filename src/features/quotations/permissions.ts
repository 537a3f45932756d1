import { quotationAccess } from '../../contract/manifests/quotations';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the quotation screens; the server enforces the same accesses. */
export function useQuotationPermissions() {
  const canWrite = useAllowed(quotationAccess.write);
  return { canWrite };
}
