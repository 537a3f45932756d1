import * as v from 'valibot';
import { suggestQuery } from './common';

/**
 * The personal-data API (`/pessoas/v1`, ARCHITECTURE.md §8) and the main API's lookups that answer from
 * it (`/v1/pessoa-juridica/{cnpj}`, `/v1/cep/{cep}`, `/v1/consultacep/{cep}`, `/v1/cnaes/suggest`,
 * `/v1/bancos/suggest`). Both backends send the same shapes.
 */

/** A CNAE 2.3 subclass (IBGE): `codigo` in the `6622-3/00` form. */
export interface Cnae {
  codigo: string;
  descricao: string;
}

/** An address. `cep` holds the 8 digits; `codigo_ibge` the 7-digit municipality code. */
export interface Address {
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  cidade: string | null;
  uf: string | null;
  codigo_ibge: string | null;
}

/** GET /v1/cep/{cep} (and /v1/consultacep/{cep}, the same answer). */
export interface CepLookup {
  cep: string;
  logradouro: string | null;
  bairro: string | null;
  cidade: string;
  uf: string;
  codigo_ibge: string | null;
}

export interface Partner {
  nome: string;
  qualificacao: string | null;
  /** Masked as the source gives it (the Receita masks partners' CPFs), or a partner company's CNPJ. */
  documento: string | null;
  data_entrada: string | null;
}

/** Where a company's data came from: the upstream (Receita data) or what the brokerage registered. */
export type CompanySource = 'receita' | 'cadastro';

/** GET /v1/pessoa-juridica/{cnpj}. Dates are ISO `aaaa-mm-dd`; `capital_social` in reais. */
export interface CompanyLookup {
  cnpj: string;
  razao_social: string;
  nome_fantasia: string | null;
  situacao_cadastral: string | null;
  data_abertura: string | null;
  natureza_juridica: string | null;
  cnae_principal: Cnae | null;
  cnaes_secundarios: Cnae[];
  endereco: Address;
  telefone: string | null;
  email: string | null;
  capital_social: number | null;
  socios: Partner[];
  origem: CompanySource;
  /** When this answer was fetched from its source (ISO instant); older than 30 days is refreshed. */
  consultado_em: string;
}

/** GET /v1/bancos/suggest: the Brazilian bank list (COMPE code, ISPB). */
export interface Bank {
  compe: string | null;
  ispb: string;
  nome: string;
  nome_completo: string;
}

/** Days an upstream answer is served from the cache before it is fetched again. */
export const PESSOAS_CACHE_DAYS = 30;
/** The upstream's time-out. */
export const PESSOAS_UPSTREAM_TIMEOUT_MS = 5000;

export const PESSOAS_MESSAGES = {
  /** SPEC.md §8: an address lookup that fails (upstream down, unknown CEP with no upstream). */
  unavailable: 'Serviço indisponível no momento.',
  /**
   * A CNPJ lookup without an upstream (none configured, down, slow, throttled) and nothing stored: the
   * company may well exist, so the user is told to type the data, never that the CNPJ is unknown.
   */
  cnpjUnavailable: 'Consulta de CNPJ indisponível no momento; preencha os dados à mão.',
  /** Only when the upstream answered that the Receita does not know the CNPJ. */
  cnpjNotFound: 'CNPJ não encontrado.',
  cepInvalid: 'CEP inválido: informe os 8 dígitos.',
} as const;

/** `:cnpj` of the lookups: 14 digits, with or without the mask (the check digits are verified). */
export const cnpjParams = v.object({ cnpj: v.string() });
/** `:cep` of the lookups: 8 digits, with or without the hyphen. */
export const cepParams = v.object({ cep: v.string() });
export const cnaeSuggestQuery = suggestQuery;
export const bankSuggestQuery = suggestQuery;

/** 12345678 -> 12345-678 for display; anything else is shown as it is. */
export const displayCep = (digits: string): string =>
  /^\d{8}$/.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;

/** 6622300 (or 6622-3/00) -> 6622-3/00. */
export const displayCnae = (code: string): string => {
  const digits = code.replace(/\D/g, '');
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}` : code;
};

/** Answers (documentation, see common.ts). */
export const cnaeRecord = /*#__PURE__*/ v.object({
  codigo: v.string(),
  descricao: v.string(),
}) satisfies v.GenericSchema<Cnae>;

export const addressRecord = /*#__PURE__*/ v.object({
  cep: v.nullable(v.string()),
  logradouro: v.nullable(v.string()),
  numero: v.nullable(v.string()),
  complemento: v.nullable(v.string()),
  bairro: v.nullable(v.string()),
  cidade: v.nullable(v.string()),
  uf: v.nullable(v.string()),
  codigo_ibge: v.nullable(v.string()),
}) satisfies v.GenericSchema<Address>;

export const cepRecord = /*#__PURE__*/ v.object({
  cep: v.string(),
  logradouro: v.nullable(v.string()),
  bairro: v.nullable(v.string()),
  cidade: v.string(),
  uf: v.string(),
  codigo_ibge: v.nullable(v.string()),
}) satisfies v.GenericSchema<CepLookup>;

export const companyLookupRecord = /*#__PURE__*/ v.object({
  cnpj: v.string(),
  razao_social: v.string(),
  nome_fantasia: v.nullable(v.string()),
  situacao_cadastral: v.nullable(v.string()),
  data_abertura: v.nullable(v.string()),
  natureza_juridica: v.nullable(v.string()),
  cnae_principal: v.nullable(cnaeRecord),
  cnaes_secundarios: v.array(cnaeRecord),
  endereco: addressRecord,
  telefone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  capital_social: v.nullable(v.number()),
  socios: v.array(
    v.object({
      nome: v.string(),
      qualificacao: v.nullable(v.string()),
      documento: v.nullable(v.string()),
      data_entrada: v.nullable(v.string()),
    }),
  ),
  origem: v.picklist(['receita', 'cadastro']),
  consultado_em: v.string(),
}) satisfies v.GenericSchema<CompanyLookup>;

export const bankRecord = /*#__PURE__*/ v.object({
  compe: v.nullable(v.string()),
  ispb: v.string(),
  nome: v.string(),
  nome_completo: v.string(),
}) satisfies v.GenericSchema<Bank>;
