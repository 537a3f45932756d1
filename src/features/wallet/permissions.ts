import { walletAccess } from '../../contract/manifests/wallet';
import { economicGroupAccess } from '../../contract/manifests/economic-groups';
import { insurerLookupAccess } from '../../lookups/insurers';
import { userPickerAccess } from '../../lookups/users';
import { useAllowed } from '../../session/allowed';

/** What the user may do on /carteira; the server enforces the same accesses. */
export function useWalletPermissions() {
  // Any wallet: module carteira (walletAccess.manage); a transfer also needs transferir_carteira.
  const canManage = useAllowed(walletAccess.manage);
  const canTransfer = useAllowed(walletAccess.transfer);
  // The user pickers read GET /v1/usuarios/suggest/ (userAccess.pick).
  const canPickUsers = useAllowed(userPickerAccess);
  const canPickContacts = useAllowed(insurerLookupAccess);
  // A row links to its group's page only for whoever may open it.
  const canOpenGroups = useAllowed(economicGroupAccess.view);
  return {
    canManage,
    canPickUsers: canManage && canPickUsers,
    canPickContacts: canManage && canPickContacts,
    canTransfer,
    canOpenGroups,
  };
}
