import type { manifests } from '.';
import { profileScreens } from '../screens/access-profiles';
import { agroQuotationScreens } from '../screens/agro-quotations';
import { accountScreens } from '../screens/account';
import { authScreens } from '../screens/auth';
import { brokerScreens } from '../screens/brokers';
import { reasonScreens } from '../screens/cancellation-reasons';
import { courtScreens } from '../screens/courts';
import { creditLimitScreens } from '../screens/credit-limits';
import { dashboardScreens } from '../screens/dashboard';
import { economicGroupScreens } from '../screens/economic-groups';
import { insurerScreens } from '../screens/insurers';
import { invoiceScreens } from '../screens/invoices';
import { legacyImportScreens } from '../screens/legacy-import';
import { modalityScreens } from '../screens/modalities';
import { officeScreens } from '../screens/offices';
import { policyScreens } from '../screens/policies';
import { quotationScreens } from '../screens/quotations';
import { syncScreens } from '../screens/sync';
import { userScreens } from '../screens/users';
import { walletScreens } from '../screens/wallet';

/**
 * The screens of every domain that has any, apart from the rest of its manifest: the shell (page
 * registry, sidebar, guard) is in the /login bundle, and importing whole manifests there brought
 * every domain's API paths along (they are object properties, which no bundler drops). Each entry is
 * the manifest's own `screens` object; tests/server/registration.test.ts checks this list against
 * `manifests`, and the type below fails to compile when a domain's screens are missing or differ.
 */
export const screensByDomain = {
  'access-profiles': profileScreens,
  'agro-quotations': agroQuotationScreens,
  account: accountScreens,
  auth: authScreens,
  brokers: brokerScreens,
  'cancellation-reasons': reasonScreens,
  courts: courtScreens,
  'credit-limits': creditLimitScreens,
  dashboard: dashboardScreens,
  'economic-groups': economicGroupScreens,
  insurers: insurerScreens,
  invoices: invoiceScreens,
  'legacy-import': legacyImportScreens,
  modalities: modalityScreens,
  offices: officeScreens,
  policies: policyScreens,
  quotations: quotationScreens,
  sync: syncScreens,
  users: userScreens,
  wallet: walletScreens,
} as const satisfies {
  [
    K in keyof typeof manifests as keyof (typeof manifests)[K]['screens'] extends never ? never : K
  ]: (typeof manifests)[K]['screens'];
};
