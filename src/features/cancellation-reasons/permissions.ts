import { useSession } from '../../session/store';

/**
 * What the user may do on /motivos-cancelamento. SPEC.md §6 names only visualizar_motivo_cancelamento;
 * writing needs the criar/editar extension of src/contract/permissions.ts, as the server demands. This
 * only hides what the server would refuse.
 */
export function useReasonPermissions() {
  const canCreate = useSession((s) => s.grants?.actions.includes('criar_motivo_cancelamento') ?? false);
  const canEdit = useSession((s) => s.grants?.actions.includes('editar_motivo_cancelamento') ?? false);
  return { canCreate, canEdit };
}
