import { useSession } from '../../session/store';

/**
 * What the user may do on the courts screens (SPEC.md §6). The server enforces the same actions;
 * this only hides what would be refused.
 */
export function useCourtPermissions() {
  const canCreate = useSession((s) => s.grants?.actions.includes('criar_tribunal') ?? false);
  const canEdit = useSession((s) => s.grants?.actions.includes('editar_tribunal') ?? false);
  return { canCreate, canEdit };
}
