import { CANCELLATION_REASON_SORT } from '../../contract/screens/cancellation-reasons';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/**
 * URL state of /motivos-cancelamento: the common list params, the modality filter (the API's
 * `modalidade_id`) and `item`, the outbox item 'Editar' on the sync page opens the dialog for.
 */
export const reasonListSearch = searchSchema({
  ...listSearchEntries(CANCELLATION_REASON_SORT),
  modalidade_id: param.uuid(),
  item: param.uuid(),
});
export type ReasonListSearch = SearchOutput<typeof reasonListSearch>;
