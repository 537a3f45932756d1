import { policyAccess } from '../../contract/manifests/policies';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the policies screens; the server enforces the same accesses. */
export function usePolicyPermissions() {
  return {
    canDetail: useAllowed(policyAccess.detail),
    canEdit: useAllowed(policyAccess.edit),
    canEndorse: useAllowed(policyAccess.endorse),
    canRequest: useAllowed(policyAccess.request),
  };
}
