import { COMPANY_SORT, GROUP_SORT, GROUP_STATUS_IDS } from '../../contract/screens/economic-groups';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/**
 * URL state of /grupo-economico: the common list params plus the API's own filters (`status`,
 * `escritorio_id`, `responsavel_id`, `favoritos`), so a filtered list can be shared as a link.
 */
export const groupListSearch = searchSchema({
  ...listSearchEntries(GROUP_SORT),
  status: param.oneOf(GROUP_STATUS_IDS),
  escritorio_id: param.uuid(),
  responsavel_id: param.uuid(),
  favoritos: param.boolean(),
});
export type GroupListSearch = SearchOutput<typeof groupListSearch>;

/**
 * URL state of /grupo-economico/$groupId/tomadores-e-filiais: 'Tipo' is the API's `subsidiarias`
 * (absent: all; false: borrowers; true: subsidiaries) and 'Situação' its `ativo`.
 */
export const companyListSearch = searchSchema({
  ...listSearchEntries(COMPANY_SORT),
  subsidiarias: param.boolean(),
  ativo: param.boolean(),
});
export type CompanyListSearch = SearchOutput<typeof companyListSearch>;
