import { useSession } from '../../session/store';

/**
 * What the user may do on /usuarios. SPEC.md §6 names only visualizar_usuario; writing needs the
 * criar/editar extension of src/contract/permissions.ts, as the server demands.
 */
export function useUserPermissions() {
  const canCreate = useSession((s) => s.grants?.actions.includes('criar_usuario') ?? false);
  const canEdit = useSession((s) => s.grants?.actions.includes('editar_usuario') ?? false);
  return { canCreate, canEdit };
}
