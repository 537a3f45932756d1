import { accessProfilesManifest } from './access-profiles';
import { agroQuotationsManifest } from './agro-quotations';
import { accountManifest } from './account';
import { auditManifest } from './audit';
import { critiquesManifest } from './critiques';
import { authManifest } from './auth';
import { brokersManifest } from './brokers';
import { cancellationReasonsManifest } from './cancellation-reasons';
import { courtsManifest } from './courts';
import { creditLimitsManifest } from './credit-limits';
import { dashboardManifest } from './dashboard';
import { economicGroupsManifest } from './economic-groups';
import { filesManifest } from './files';
import { insurersManifest } from './insurers';
import { invoicesManifest } from './invoices';
import { jobsManifest } from './jobs';
import { legacyImportManifest } from './legacy-import';
import { modalitiesManifest } from './modalities';
import { officesManifest } from './offices';
import { peopleManifest } from './people';
import { policiesManifest } from './policies';
import { quotationsManifest } from './quotations';
import { syncManifest } from './sync';
import { usersManifest } from './users';
import { walletManifest } from './wallet';

/**
 * Every domain's manifest, by file name. `tests/server/registration.test.ts` fails when a file of this
 * folder, a feature folder or a server domain folder is missing here.
 */
export const manifests = {
  'access-profiles': accessProfilesManifest,
  'agro-quotations': agroQuotationsManifest,
  account: accountManifest,
  audit: auditManifest,
  critiques: critiquesManifest,
  auth: authManifest,
  brokers: brokersManifest,
  'cancellation-reasons': cancellationReasonsManifest,
  courts: courtsManifest,
  'credit-limits': creditLimitsManifest,
  dashboard: dashboardManifest,
  'economic-groups': economicGroupsManifest,
  files: filesManifest,
  insurers: insurersManifest,
  invoices: invoicesManifest,
  jobs: jobsManifest,
  'legacy-import': legacyImportManifest,
  modalities: modalitiesManifest,
  offices: officesManifest,
  people: peopleManifest,
  policies: policiesManifest,
  quotations: quotationsManifest,
  sync: syncManifest,
  users: usersManifest,
  wallet: walletManifest,
} as const;
