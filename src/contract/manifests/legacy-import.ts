import type { DomainManifest } from '../manifest';
import { legacyImportAccess, legacyImportScreens } from '../screens/legacy-import';

export { legacyImportAccess, legacyImportScreens };

export const legacyImportManifest = {
  api: {},
  access: legacyImportAccess,
  screens: legacyImportScreens,
} as const satisfies DomainManifest;
