/**
 * The situations of an economic group. Defined beside the lists' sort fields (`screens/economic-groups.ts`): the
 * group list validates its URL's status filter with them in the entry bundle, which must stay light.
 */
export { GROUP_STATUSES, GROUP_STATUS_IDS } from './screens/economic-groups';
export type { GroupStatusId } from './screens/economic-groups';
