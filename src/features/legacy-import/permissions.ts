import { legacyImportAccess } from '../../contract/manifests/legacy-import';
import { useAllowed } from '../../session/allowed';

/** What the user may do on /importacao-legado; the server enforces the same accesses. */
export function useLegacyImportPermissions() {
  return {
    canView: useAllowed(legacyImportAccess.run),
    canImport: useAllowed(legacyImportAccess.import),
  };
}
