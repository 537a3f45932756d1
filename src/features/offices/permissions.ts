import { useSession } from '../../session/store';

/** What the user may do on the offices screens (SPEC.md §6); the server enforces the same actions. */
export function useOfficePermissions() {
  const canCreate = useSession((s) => s.grants?.actions.includes('criar_escritorio') ?? false);
  const canEdit = useSession((s) => s.grants?.actions.includes('editar_escritorio') ?? false);
  return { canCreate, canEdit };
}
