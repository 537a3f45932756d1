import type { DomainManifest } from '../manifest';

export const peopleAccess = {
  /** Company data by CNPJ, CNAE and banks: the forms of groups, insurers, brokers, offices, quotations. */
  lookup: { module: ['cadastro', 'cotacao', 'apolice', 'configuracao'] },
  /** Address by CEP: the agro guest fills the farm's address too. */
  address: { module: ['cadastro', 'cotacao', 'apolice', 'configuracao'], guest: true },
} as const;

/** The main API's lookups; they answer from the personal-data API (`/pessoas/v1`). */
export const peopleApi = {
  company: '/v1/pessoa-juridica/:cnpj',
  cep: '/v1/cep/:cep',
  consultaCep: '/v1/consultacep/:cep',
  cnaeSuggest: '/v1/cnaes/suggest',
  bankSuggest: '/v1/bancos/suggest',
} as const;

/** The personal-data API's own paths (its own Fastify app, ARCHITECTURE.md §8). */
export const pessoasApi = {
  company: '/pessoas/v1/cnpj/:cnpj',
  cep: '/pessoas/v1/cep/:cep',
  cnaeSuggest: '/pessoas/v1/cnaes/suggest',
  bankSuggest: '/pessoas/v1/bancos/suggest',
} as const;

/** Company (CNPJ), address (CEP), CNAE and bank lookups. */
export const peopleManifest = {
  server: 'people',
  label: 'Dados cadastrais',
  api: peopleApi,
  access: peopleAccess,
  screens: {},
} as const satisfies DomainManifest;
