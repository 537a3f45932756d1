import { ACCESS_PROFILE_SORT } from '../../contract/screens/access-profiles';
import { listSearchSchema } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';

/** URL state of /perfis. */
export const profileListSearch = listSearchSchema(ACCESS_PROFILE_SORT);
export type ProfileListSearch = SearchOutput<typeof profileListSearch>;
