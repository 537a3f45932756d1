import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../../src/contract/common';
import { peopleAccess, pessoasApi } from '../../src/contract/manifests/people';
import {
  bankRecord,
  bankSuggestQuery,
  cepParams,
  cepRecord,
  cnaeRecord,
  cnaeSuggestQuery,
  cnpjParams,
  companyLookupRecord,
} from '../../src/contract/pessoas';
import { typed } from '../lib/route-schema';
import type { PessoasOptions } from './service';
import * as service from './service';

/** The upstream settings of this instance (PESSOAS_UPSTREAM_URL, the time-out tests shorten). */
export function pessoasOptionsOf(app: FastifyInstance): PessoasOptions {
  return { upstreamUrl: app.config.pessoasUpstreamUrl, timeoutMs: app.config.pessoasUpstreamTimeoutMs };
}

const errors = { 400: apiErrorBody, 404: apiErrorBody, 503: apiErrorBody };

/** The paths one backend serves the lookups at (`pessoasApi` here, `peopleApi` in the main API). */
export interface LookupPaths {
  company: string;
  /** `/v1/consultacep` answers the same as `/v1/cep`. */
  cep: readonly string[];
  cnaeSuggest: string;
  bankSuggest: string;
}

/**
 * The company (CNPJ), address (CEP), CNAE and bank lookups at `paths`, answered by this API's service
 * on the instance's database: the personal-data app's own routes and the main API's lookups are one
 * declaration, with the same access and schemas.
 */
export async function registerLookupRoutes(instance: FastifyInstance, paths: LookupPaths): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const options = pessoasOptionsOf(instance);

  app.get(
    paths.company,
    {
      config: { access: peopleAccess.lookup },
      schema: {
        summary: 'Dados de uma pessoa jurídica pelo CNPJ (Receita Federal, ou o cadastro da corretora)',
        params: cnpjParams,
        response: { 200: companyLookupRecord, ...errors },
      },
    },
    async (req) => service.companyByCnpj(db, options, req.params.cnpj),
  );

  for (const path of paths.cep)
    app.get(
      path,
      {
        config: { access: peopleAccess.address },
        schema: { summary: 'Endereço pelo CEP', params: cepParams, response: { 200: cepRecord, ...errors } },
      },
      async (req) => service.addressByCep(db, options, req.params.cep),
    );

  app.get(
    paths.cnaeSuggest,
    {
      config: { access: peopleAccess.lookup },
      schema: {
        summary: 'Sugestões de CNAE 2.3 (subclasses do IBGE) por código ou descrição (até 50)',
        querystring: cnaeSuggestQuery,
        response: { 200: v.array(cnaeRecord) },
      },
    },
    async (req) => service.suggestCnaes(db, req.query.query),
  );

  app.get(
    paths.bankSuggest,
    {
      config: { access: peopleAccess.lookup },
      schema: {
        summary: 'Sugestões de bancos por código COMPE, ISPB ou nome (até 50)',
        querystring: bankSuggestQuery,
        response: { 200: v.array(bankRecord) },
      },
    },
    async (req) => service.suggestBanks(db, req.query.query),
  );
}

/**
 * The personal-data API's routes (`/pessoas/v1`, ARCHITECTURE.md §8): registered by its own app
 * (server/pessoas/app.ts, `npm run start:pessoas`) and, in the embedded default, by the main one on
 * the same port. Same bearer tokens and access rules as the main API's lookups.
 */
export async function pessoasRoutes(instance: FastifyInstance): Promise<void> {
  await registerLookupRoutes(instance, { ...pessoasApi, cep: [pessoasApi.cep] });
}
