import type { DomainManifest } from '../manifest';
import { policyAccess, policyScreens } from '../screens/policies';

export { policyAccess, policyScreens };

/** Draft contracts (propostas), policies and endorsements (a later issue builds them). */
export const policiesManifest = {
  api: {},
  access: policyAccess,
  screens: policyScreens,
} as const satisfies DomainManifest;
