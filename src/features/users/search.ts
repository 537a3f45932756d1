import * as v from 'valibot';
import { AREAS } from '../../contract/permissions';
import type { AreaId } from '../../contract/permissions';
import { USER_SORT } from '../../contract/users';
import { listSearchEntries } from '../../ui/data-table/list-search';

/** URL state of /usuarios: the common list params plus the filters (same names as the API's). */
export const userListSearch = v.object({
  ...listSearchEntries(USER_SORT),
  perfil_id: v.fallback(v.optional(v.pipe(v.string(), v.uuid())), undefined),
  area: v.fallback(v.optional(v.picklist(Object.keys(AREAS) as AreaId[])), undefined),
  ativo: v.fallback(v.optional(v.boolean()), undefined),
});
export type UserListSearch = v.InferOutput<typeof userListSearch>;
