import type { QueryClient } from '@tanstack/react-query';
import type { Access } from '../contract/manifest';
import type { Viewer } from '../session/allowed';
import { allows } from '../session/allowed';
import { profileLookupAccess, profileSuggestQuery } from './access-profiles';
import { agroFormDataQuery, agroLookupAccess } from './agro';
import { courtLookupAccess, segmentSuggestQuery } from './courts';
import { creditLimitLookupAccess, prefetchOwnWalletCreditLimits } from './credit-limits';
import {
  economicGroupLookupAccess,
  groupsForCurrentUserQuery,
  officesForQuotationQuery,
} from './economic-groups';
import {
  modalityLookupAccess,
  modalityOptionsQuery,
  modalityTreeQuery,
  quotableLookupAccess,
  quotableModalitiesQuery,
} from './modalities';
import { officeLookupAccess, officeSuggestQuery } from './offices';
import { prefetchOwnOpenQuotations, quotationLookupAccess } from './quotations';
import { positionSuggestQuery, userLookupAccess } from './users';
import {
  ownWalletLookupAccess,
  prefetchOwnWallet,
  prefetchOwnWalletBorrowers,
  walletBorrowersLookupAccess,
} from './wallet';

/** A lookup the portal reads after login, and what the server demands to answer it. */
export interface PrefetchLookup {
  access: Access;
  fetch: (client: QueryClient) => Promise<unknown>;
}

/**
 * The lookups the forms need, read quietly after login so the forms open without signal later. Each
 * is read only by a user the server lets read it (the rest would be refused and alert nobody anyway).
 */
export const PREFETCH_LOOKUPS: readonly PrefetchLookup[] = [
  { access: courtLookupAccess, fetch: (client) => client.query(segmentSuggestQuery) },
  // A field agent picks the group and the office of a quotation without signal.
  { access: economicGroupLookupAccess, fetch: (client) => client.query(groupsForCurrentUserQuery) },
  { access: economicGroupLookupAccess, fetch: (client) => client.query(officesForQuotationQuery) },
  { access: officeLookupAccess, fetch: (client) => client.query(officeSuggestQuery()) },
  { access: profileLookupAccess, fetch: (client) => client.query(profileSuggestQuery) },
  { access: userLookupAccess, fetch: (client) => client.query(positionSuggestQuery) },
  { access: modalityLookupAccess, fetch: (client) => client.query(modalityOptionsQuery) },
  { access: modalityLookupAccess, fetch: (client) => client.query(modalityTreeQuery) },
  // What the user may quote: the wizard's modality step opens without signal (issue 11).
  { access: quotableLookupAccess, fetch: (client) => client.query(quotableModalitiesQuery) },
  // A field agent's own wallet, and each of its groups' borrowers, readable without signal (issue 9).
  { access: ownWalletLookupAccess, fetch: prefetchOwnWallet },
  { access: walletBorrowersLookupAccess, fetch: prefetchOwnWalletBorrowers },
  // The credit limits of those groups (the group page's summary card), readable without signal (issue 10).
  { access: creditLimitLookupAccess, fetch: prefetchOwnWalletCreditLimits },
  // The user's own open quotations and their pages, readable without signal (issue 11).
  { access: quotationLookupAccess, fetch: prefetchOwnOpenQuotations },
  // The agro quotation form's fixed lists (dadoscontratacao): a field agent quotes at the farm (issue 12).
  { access: agroLookupAccess, fetch: (client) => client.query(agroFormDataQuery) },
];

/** Reads every lookup of PREFETCH_LOOKUPS the viewer may read; guests read none. Never throws. */
export async function prefetchLookups(client: QueryClient, viewer: Viewer): Promise<void> {
  if (viewer.guest) return;
  const allowed = PREFETCH_LOOKUPS.filter((lookup) => allows(lookup.access, viewer));
  await Promise.all(allowed.map((lookup) => lookup.fetch(client).catch(() => undefined)));
}
