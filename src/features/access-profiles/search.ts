import type * as v from 'valibot';
import { ACCESS_PROFILE_SORT } from '../../contract/access-profiles';
import { listSearchSchema } from '../../ui/data-table/list-search';

/** URL state of /perfis. */
export const profileListSearch = listSearchSchema(ACCESS_PROFILE_SORT);
export type ProfileListSearch = v.InferOutput<typeof profileListSearch>;
