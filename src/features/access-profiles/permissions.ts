import { useSession } from '../../session/store';

/**
 * What the user may do on /perfis. SPEC.md §6 names only visualizar_perfil; writing needs the
 * criar/editar extension of src/contract/permissions.ts, as the server demands.
 */
export function useProfilePermissions() {
  const canCreate = useSession((s) => s.grants?.actions.includes('criar_perfil') ?? false);
  const canEdit = useSession((s) => s.grants?.actions.includes('editar_perfil') ?? false);
  return { canCreate, canEdit };
}
