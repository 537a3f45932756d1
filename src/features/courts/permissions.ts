import { courtAccess } from '../../contract/manifests/courts';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the courts screens; the server enforces the same accesses. */
export function useCourtPermissions() {
  const canCreate = useAllowed(courtAccess.create);
  const canEdit = useAllowed(courtAccess.edit);
  return { canCreate, canEdit };
}
