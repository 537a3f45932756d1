import {
  CREDIT_ANSWER_STATUS_IDS,
  CREDIT_CONSULT_SORT,
  CREDIT_CONSULT_STATUS_IDS,
  CREDIT_FOLLOW_UP_SORT,
} from '../../contract/screens/credit-limits';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/**
 * URL state of /grupo-economico/$groupId/limite-de-credito: the common list params plus the API's
 * filters — the insurer (`seguradora_id`), an answer's state (`status`, 'vencido' included), the
 * consult's own state (`situacao`) and the validity (`vigencia`: vigente / vencida).
 */
export const consultListSearch = searchSchema({
  ...listSearchEntries(CREDIT_CONSULT_SORT),
  seguradora_id: param.uuid(),
  status: param.oneOf(CREDIT_ANSWER_STATUS_IDS),
  situacao: param.oneOf(CREDIT_CONSULT_STATUS_IDS),
  vigencia: param.oneOf(['vigente', 'vencida'] as const),
});
export type ConsultListSearch = SearchOutput<typeof consultListSearch>;

/** URL state of /acompanhar-seguradoras: oldest pending answer first unless the user sorts otherwise. */
export const followUpSearch = searchSchema({
  ...listSearchEntries(CREDIT_FOLLOW_UP_SORT),
  seguradora_id: param.uuid(),
});
export type FollowUpSearch = SearchOutput<typeof followUpSearch>;

/** URL state of .../$consultId/historico: the answers' history of one insurer, or of all. */
export const consultHistorySearch = searchSchema({ seguradora_id: param.uuid() });
export type ConsultHistorySearch = SearchOutput<typeof consultHistorySearch>;
