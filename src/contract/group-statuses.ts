/**
 * The situations of an economic group. Defined beside the lists' sort fields (`sort-fields.ts`): the
 * group list validates its URL's status filter with them in the entry bundle, which must stay light.
 */
export { GROUP_STATUSES, GROUP_STATUS_IDS } from './sort-fields';
export type { GroupStatusId } from './sort-fields';
