import { userAccess } from '../../contract/manifests/users';
import { useAllowed } from '../../session/allowed';

/** What the user may do on /usuarios; the server enforces the same accesses. */
export function useUserPermissions() {
  const canCreate = useAllowed(userAccess.create);
  const canEdit = useAllowed(userAccess.edit);
  return { canCreate, canEdit };
}
