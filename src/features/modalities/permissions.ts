import { useSession } from '../../session/store';

/**
 * What the user may do on the modality and sub-modality screens. SPEC.md §6 names only
 * visualizar_modalidade; writing needs the criar/editar extension of src/contract/permissions.ts, as
 * the server demands. This only hides what the server would refuse.
 */
export function useModalityPermissions() {
  const canCreate = useSession((s) => s.grants?.actions.includes('criar_modalidade') ?? false);
  const canEdit = useSession((s) => s.grants?.actions.includes('editar_modalidade') ?? false);
  return { canCreate, canEdit };
}
