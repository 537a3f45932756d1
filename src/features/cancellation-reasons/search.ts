import * as v from 'valibot';
import { CANCELLATION_REASON_SORT } from '../../contract/cancellation-reasons';
import { listSearchEntries } from '../../ui/data-table/list-search';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optionalId = v.fallback(v.optional(v.pipe(v.string(), v.regex(UUID))), undefined);

/**
 * URL state of /motivos-cancelamento: the common list params, the modality filter (the API's
 * `modalidade_id`) and `item`, the outbox item 'Editar' on the sync page opens the dialog for.
 */
export const reasonListSearch = v.object({
  ...listSearchEntries(CANCELLATION_REASON_SORT),
  modalidade_id: optionalId,
  item: optionalId,
});
export type ReasonListSearch = v.InferOutput<typeof reasonListSearch>;
