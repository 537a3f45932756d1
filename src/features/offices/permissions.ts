import { officeAccess } from '../../contract/manifests/offices';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the offices screens; the server enforces the same accesses. */
export function useOfficePermissions() {
  const canCreate = useAllowed(officeAccess.create);
  const canEdit = useAllowed(officeAccess.edit);
  return { canCreate, canEdit };
}
