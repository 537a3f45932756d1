import { useSession } from '../../session/store';

/**
 * SPEC.md §6 has one action for cancellation reasons, visualizar_motivo_cancelamento, and the server
 * lets it create and edit too: whoever sees the list may change it.
 */
export function useReasonPermissions() {
  const canManage = useSession((s) => s.grants?.actions.includes('visualizar_motivo_cancelamento') ?? false);
  return { canCreate: canManage, canEdit: canManage };
}
