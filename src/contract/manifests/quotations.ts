import type { DomainManifest } from '../manifest';
import { quotationAccess, quotationScreens } from '../screens/quotations';

export { quotationAccess, quotationScreens };

/** Guarantee and agribusiness quotations (issues 11 and 12 build them). */
export const quotationsManifest = {
  api: {},
  access: quotationAccess,
  screens: quotationScreens,
} as const satisfies DomainManifest;
