import { profileAccess } from '../../contract/manifests/access-profiles';
import { useAllowed } from '../../session/allowed';

/** What the user may do on /perfis: the manifest's create and edit accesses, as the server demands. */
export function useProfilePermissions() {
  const canCreate = useAllowed(profileAccess.create);
  const canEdit = useAllowed(profileAccess.edit);
  return { canCreate, canEdit };
}
