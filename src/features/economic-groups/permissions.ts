import { economicGroupAccess } from '../../contract/manifests/economic-groups';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the economic-group screens; the server enforces the same accesses. */
export function useEconomicGroupPermissions() {
  const canCreate = useAllowed(economicGroupAccess.create);
  const canEdit = useAllowed(economicGroupAccess.edit);
  const canFavourite = useAllowed(economicGroupAccess.favourite);
  return { canCreate, canEdit, canFavourite };
}
