import { reasonAccess } from '../../contract/manifests/cancellation-reasons';
import { useAllowed } from '../../session/allowed';

/** What the user may do on /motivos-cancelamento; this only hides what the server would refuse. */
export function useReasonPermissions() {
  const canCreate = useAllowed(reasonAccess.create);
  const canEdit = useAllowed(reasonAccess.edit);
  return { canCreate, canEdit };
}
