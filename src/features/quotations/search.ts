import {
  QUOTATION_SITUATION_IDS,
  QUOTATION_SORT,
  QUOTATION_STAGE_IDS,
  QUOTATION_STATUS_IDS,
  CRITIQUE_FOLLOW_UP_SORT,
} from '../../contract/screens/quotations';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/**
 * URL state of /lista-cotacoes: the common list params (page, sort, text search) plus the API's
 * filters: number, borrower, group, insurer, modality, status, stage, situation, period, responsible.
 */
export const quotationListSearch = searchSchema({
  ...listSearchEntries(QUOTATION_SORT),
  numero: param.id(),
  tomador_id: param.uuid(),
  grupo_economico_id: param.uuid(),
  seguradora_id: param.uuid(),
  modalidade_id: param.uuid(),
  status: param.oneOf(QUOTATION_STATUS_IDS),
  etapa: param.oneOf(QUOTATION_STAGE_IDS),
  situacao: param.oneOf(QUOTATION_SITUATION_IDS),
  responsavel_id: param.uuid(),
  criado_de: param.date(),
  criado_ate: param.date(),
});
export type QuotationListSearch = SearchOutput<typeof quotationListSearch>;

/** URL state of /acompanhar-criticas: oldest open critique first. */
export const critiqueFollowUpSearch = searchSchema({ ...listSearchEntries(CRITIQUE_FOLLOW_UP_SORT) });
export type CritiqueFollowUpSearch = SearchOutput<typeof critiqueFollowUpSearch>;
