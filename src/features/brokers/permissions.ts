import { brokerAccess } from '../../contract/manifests/brokers';
import { useAllowed } from '../../session/allowed';

/** What the user may do on the broker screens (the insurer actions, SPEC.md §2); the server enforces the same. */
export function useBrokerPermissions() {
  const canCreate = useAllowed(brokerAccess.create);
  const canEdit = useAllowed(brokerAccess.edit);
  return { canCreate, canEdit };
}
