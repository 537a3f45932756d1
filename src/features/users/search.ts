import { AREAS } from '../../contract/permissions';
import type { AreaId } from '../../contract/permissions';
import { USER_SORT } from '../../contract/screens/users';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/** URL state of /usuarios: the common list params plus the filters (same names as the API's). */
export const userListSearch = searchSchema({
  ...listSearchEntries(USER_SORT),
  perfil_id: param.uuid(),
  area: param.oneOf(Object.keys(AREAS) as AreaId[]),
  ativo: param.boolean(),
});
export type UserListSearch = SearchOutput<typeof userListSearch>;
