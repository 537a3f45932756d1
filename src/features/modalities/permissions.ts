import { modalityAccess } from '../../contract/manifests/modalities';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the modality and sub-modality screens; this only hides what the server would refuse. */
export function useModalityPermissions() {
  const canCreate = useAllowed(modalityAccess.create);
  const canEdit = useAllowed(modalityAccess.edit);
  return { canCreate, canEdit };
}
