import type { AgroCoverageId, AgroProductId } from '../../contract/agro-quotations';
import { AGRO_QUOTATION_SORT, AGRO_STATE_IDS } from '../../contract/screens/agro-quotations';
import { listSearchEntries } from '../../ui/data-table/list-search';
import type { SearchOutput } from '../../ui/data-table/search-schema';
import { param, searchSchema } from '../../ui/data-table/search-schema';

/*
 * The route's search validation runs in the entry bundle (the /login budget): no value may come from
 * src/contract/agro-quotations.ts, which brings valibot along. The ids are repeated here, checked
 * against the contract's types.
 */
export const PRODUCT_IDS = ['cafezal', 'agricola'] as const satisfies readonly AgroProductId[];
export const COVERAGE_IDS = ['multirrisco', 'granizo'] as const satisfies readonly AgroCoverageId[];

const UF = /^[A-Z]{2}$/;

/** A UF ('MG'), kept upper case, else undefined. */
const uf = {
  parse: (raw: unknown): string | undefined => {
    const text = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
    return UF.test(text) ? text : undefined;
  },
};

/** The filters both lists share (agroListQuery's names). */
const filters = {
  ...listSearchEntries(AGRO_QUOTATION_SORT),
  numero: param.id(),
  produto: param.oneOf(PRODUCT_IDS),
  cobertura: param.oneOf(COVERAGE_IDS),
  grupo_economico_id: param.uuid(),
  uf,
  criado_de: param.date(),
  criado_ate: param.date(),
};

/**
 * URL state of /lista-cotacoes-agro: the common list params (page, default 5 a page; sort; text search)
 * plus the API's filters (agroListQuery): número, situação, produto, cobertura, grupo econômico, UF and
 * the creation period.
 */
export const agroListSearch = searchSchema({ ...filters, situacao: param.oneOf(AGRO_STATE_IDS) });
export type AgroListSearch = SearchOutput<typeof agroListSearch>;

/**
 * URL state of /propostas (GET listarpropostas): the same filters but the situation (every row is a
 * proposal or a policy already).
 */
export const proposalListSearch = searchSchema(filters);
export type ProposalListSearch = SearchOutput<typeof proposalListSearch>;
