import { creditLimitAccess } from '../../contract/manifests/credit-limits';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the credit-limit screens; the server enforces the same accesses. */
export function useCreditLimitPermissions() {
  const canWrite = useAllowed(creditLimitAccess.write);
  return { canWrite };
}
