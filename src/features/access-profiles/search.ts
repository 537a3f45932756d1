import { ACCESS_PROFILE_SORT } from '../../contract/sort-fields';
import { listSearchSchema } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';

/** URL state of /perfis. */
export const profileListSearch = listSearchSchema(ACCESS_PROFILE_SORT);
export type ProfileListSearch = SearchOutput<typeof profileListSearch>;
