import { ENDORSEMENT_REQUEST_SORT, ENDORSEMENT_REQUEST_STATE_IDS } from '../../contract/endorsement-requests';
import {
  ENDORSEMENT_SORT,
  ENDORSEMENT_TYPE_IDS,
  POLICY_SITUATION_IDS,
  POLICY_SORT,
} from '../../contract/policies';
import { RENEWAL_WINDOWS } from '../../contract/policy-renewals';
import { CRITIQUE_FOLLOW_UP_SORT } from '../../contract/screens/quotations';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/**
 * URL state of /apolices: the common list params plus the API's filters (number, borrower, group,
 * insurer, modality, situation, term ending between, issued between).
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
  emitida_de: param.date(),
  emitida_ate: param.date(),
  /** The 'Vencendo' view (the renewal radar): the window in days; absent, the whole list. */
  vencendo: param.oneOf(RENEWAL_WINDOWS),
});
export type PolicyListSearch = SearchOutput<typeof policyListSearch>;

/** The /endossos views: the endorsements (no param) or the requests to the insurers. */
export const ENDORSEMENT_VIEWS = ['solicitacoes'] as const;

const ENDORSEMENT_PAGE_SORT = [...new Set([...ENDORSEMENT_SORT, ...ENDORSEMENT_REQUEST_SORT])] as [
  (typeof ENDORSEMENT_SORT)[number] | (typeof ENDORSEMENT_REQUEST_SORT)[number],
  ...((typeof ENDORSEMENT_SORT)[number] | (typeof ENDORSEMENT_REQUEST_SORT)[number])[],
];

/**
 * URL state of /endossos: the endorsements' filters (type, policy, effective between) and, in the
 * 'Solicitações' view, the requests' (state, overdue only, with an open critique only); the sort is
 * either list's.
 */
export const endorsementListSearch = searchSchema({
  ...listSearchEntries(ENDORSEMENT_PAGE_SORT),
  tipo: param.oneOf(ENDORSEMENT_TYPE_IDS),
  apolice_id: param.uuid(),
  efeito_de: param.date(),
  efeito_ate: param.date(),
  visao: param.oneOf(ENDORSEMENT_VIEWS),
  estado: param.oneOf(ENDORSEMENT_REQUEST_STATE_IDS),
  atrasadas: param.boolean(),
  com_critica_aberta: param.boolean(),
});
export type EndorsementListSearch = SearchOutput<typeof endorsementListSearch>;

const sortOf = <T extends string>(sort: string | undefined, fields: readonly T[]): T | undefined =>
  fields.find((f) => f === sort);

/** What GET /v1/garantia/endossos takes of the page's URL (a request list's sort is left out). */
export function endorsementApiQuery(search: EndorsementListSearch) {
  const {
    visao: _view,
    estado: _state,
    atrasadas: _late,
    com_critica_aberta: _critiqued,
    sort,
    ...rest
  } = search;
  return { ...rest, sort: sortOf(sort, ENDORSEMENT_SORT) };
}

/** What GET /v1/garantia/endossos/solicitacoes takes of the page's URL (each flag 'true' or nothing). */
export function requestApiQuery(search: EndorsementListSearch) {
  const { page, page_size, direction, tipo, apolice_id, estado, atrasadas, com_critica_aberta, sort } =
    search;
  return {
    page,
    page_size,
    direction,
    tipo,
    apolice_id,
    estado,
    sort: sortOf(sort, ENDORSEMENT_REQUEST_SORT),
    atrasadas: atrasadas ? ('true' as const) : undefined,
    com_critica_aberta: com_critica_aberta ? ('true' as const) : undefined,
  };
}

/** The origins /acompanhar-criticas shows: the quotations' critiques (no param) or the requests'. */
export const CRITIQUE_ORIGINS = ['solicitacoes'] as const;

/** URL state of /acompanhar-criticas: the quotations' list params, and which critiques it shows. */
export const critiqueFollowUpViewSearch = searchSchema({
  ...listSearchEntries(CRITIQUE_FOLLOW_UP_SORT),
  origem: param.oneOf(CRITIQUE_ORIGINS),
});
export type CritiqueFollowUpViewSearch = SearchOutput<typeof critiqueFollowUpViewSearch>;
