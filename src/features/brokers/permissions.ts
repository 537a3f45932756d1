import { useSession } from '../../session/store';

/** SPEC.md §2 guards the broker screens with the insurer actions; the server enforces the same. */
export function useBrokerPermissions() {
  const canCreate = useSession((s) => s.grants?.actions.includes('criar_seguradora') ?? false);
  const canEdit = useSession((s) => s.grants?.actions.includes('editar_seguradora') ?? false);
  return { canCreate, canEdit };
}
