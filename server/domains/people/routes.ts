import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { apiErrorBody } from '../../../src/contract/common';
import { peopleAccess, peopleApi } from '../../../src/contract/manifests/people';
import {
  bankRecord,
  bankSuggestQuery,
  cepParams,
  cepRecord,
  cnaeRecord,
  cnaeSuggestQuery,
  cnpjParams,
  companyLookupRecord,
} from '../../../src/contract/pessoas';
import { typed } from '../../lib/route-schema';
import * as pessoas from '../../pessoas/service';

const errors = { 400: apiErrorBody, 404: apiErrorBody, 503: apiErrorBody };

/**
 * The main API's lookups of company (CNPJ), address (CEP), CNAE and bank data: they answer from the
 * personal-data API's service, in process and on the same database (ARCHITECTURE.md §8).
 */
export async function peopleRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const options = {
    upstreamUrl: instance.config.pessoasUpstreamUrl,
    timeoutMs: instance.config.pessoasUpstreamTimeoutMs,
  };

  app.get(
    peopleApi.company,
    {
      config: { access: peopleAccess.lookup },
      schema: {
        summary: 'Dados de uma pessoa jurídica pelo CNPJ (preenche os formulários)',
        params: cnpjParams,
        response: { 200: companyLookupRecord, ...errors },
      },
    },
    async (req) => pessoas.companyByCnpj(db, options, req.params.cnpj),
  );

  for (const [path, summary] of [
    [peopleApi.cep, 'Endereço pelo CEP (preenche os formulários)'],
    [peopleApi.consultaCep, 'Endereço pelo CEP (o mesmo que /v1/cep/{cep})'],
  ] as const)
    app.get(
      path,
      {
        config: { access: peopleAccess.address },
        schema: { summary, params: cepParams, response: { 200: cepRecord, ...errors } },
      },
      async (req) => pessoas.addressByCep(db, options, req.params.cep),
    );

  app.get(
    peopleApi.cnaeSuggest,
    {
      config: { access: peopleAccess.lookup },
      schema: {
        summary: 'Sugestões de atividades (CNAE 2.3) por código ou descrição',
        querystring: cnaeSuggestQuery,
        response: { 200: v.array(cnaeRecord) },
      },
    },
    async (req) => pessoas.suggestCnaes(db, req.query.query),
  );

  app.get(
    peopleApi.bankSuggest,
    {
      config: { access: peopleAccess.lookup },
      schema: {
        summary: 'Sugestões de bancos por código COMPE, ISPB ou nome',
        querystring: bankSuggestQuery,
        response: { 200: v.array(bankRecord) },
      },
    },
    async (req) => pessoas.suggestBanks(db, req.query.query),
  );
}
