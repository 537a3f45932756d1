import { useSession } from '../../session/store';

/** What the user may do on the insurer screens (SPEC.md §6); the server enforces the same. */
export function useInsurerPermissions() {
  const canCreate = useSession((s) => s.grants?.actions.includes('criar_seguradora') ?? false);
  const canEdit = useSession((s) => s.grants?.actions.includes('editar_seguradora') ?? false);
  return { canCreate, canEdit };
}
