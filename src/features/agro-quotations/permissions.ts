import { agroQuotationAccess } from '../../contract/manifests/agro-quotations';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the agro quotation screens; the server enforces the same accesses. */
export function useAgroPermissions() {
  const canWrite = useAllowed(agroQuotationAccess.write);
  return { canWrite };
}
