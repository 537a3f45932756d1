import { insurerAccess } from '../../contract/manifests/insurers';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the insurer screens; the server enforces the same accesses. */
export function useInsurerPermissions() {
  const canCreate = useAllowed(insurerAccess.create);
  const canEdit = useAllowed(insurerAccess.edit);
  return { canCreate, canEdit };
}
