import {
  ENDORSEMENT_SORT,
  ENDORSEMENT_TYPE_IDS,
  POLICY_SITUATION_IDS,
  POLICY_SORT,
} from '../../contract/policies';
import { RENEWAL_WINDOWS } from '../../contract/policy-renewals';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/**
 * URL state of /apolices: the common list params plus the API's filters (number, borrower, group,
 * insurer, modality, situation, term ending between).
 */
export const policyListSearch = searchSchema({
  ...listSearchEntries(POLICY_SORT),
  numero: param.text(60),
  tomador_id: param.uuid(),
  grupo_economico_id: param.uuid(),
  seguradora_id: param.uuid(),
  modalidade_id: param.uuid(),
  situacao: param.oneOf(POLICY_SITUATION_IDS),
  vigencia_fim_de: param.date(),
  vigencia_fim_ate: param.date(),
  /** The 'Vencendo' view (the renewal radar): the window in days; absent, the whole list. */
  vencendo: param.oneOf(RENEWAL_WINDOWS),
});
export type PolicyListSearch = SearchOutput<typeof policyListSearch>;

/** URL state of /endossos. */
export const endorsementListSearch = searchSchema({
  ...listSearchEntries(ENDORSEMENT_SORT),
  tipo: param.oneOf(ENDORSEMENT_TYPE_IDS),
  apolice_id: param.uuid(),
  efeito_de: param.date(),
  efeito_ate: param.date(),
});
export type EndorsementListSearch = SearchOutput<typeof endorsementListSearch>;
