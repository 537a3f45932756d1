import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { suggestItem, suggestQuery } from '../../../src/contract/common';
import {
  companyBody,
  companyListQuery,
  companyPage,
  companyParams,
  companyRecord,
  companySuggestQuery,
  companySuggestion,
  companyTerms,
  createCompanyBody,
  createGroupBody,
  documentSuggestion,
  groupBody,
  groupListQuery,
  groupPage,
  groupParams,
  groupRecord,
  groupSuggestion,
  insuredSuggestion,
  takerParams,
} from '../../../src/contract/economic-groups';
import {
  economicGroupAccess as access,
  economicGroupApi as api,
} from '../../../src/contract/manifests/economic-groups';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import { principalOf } from '../../plugins/auth';
import { isUuid } from '../../lib/ids';
import { assertGroupVisible, viewerOf, visibleWhere } from '../../lib/visibility';
import * as lookups from './lookups';
import * as service from './service';

export async function economicGroupRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  const userOf = (req: Parameters<typeof principalOf>[0]) => principalOf(req).sub;
  const viewer = (req: FastifyRequest) => viewerOf(db, principalOf(req));
  // Every route under /:id is one group's (the group, its companies, its documents): the visibility
  // rule answers 404 for a group the caller may not see, before any read or write of it.
  app.addHook('preHandler', async (req) => {
    const id = (req.params as { id?: unknown } | undefined)?.id;
    if (req.principal && typeof id === 'string' && isUuid(id))
      await assertGroupVisible(db, await viewer(req), 'grupo_economico', id);
  });

  app.get(
    api.list,
    {
      config: { access: access.view },
      schema: {
        summary: 'Lista os grupos econômicos (paginado; page_size=-1 para exportar todos)',
        querystring: groupListQuery,
        response: { 200: groupPage },
      },
    },
    async (req) =>
      service.listGroups(db, userOf(req), req.query, visibleWhere(await viewer(req), 'grupo_economico')),
  );

  app.post(
    api.list,
    {
      config: { access: access.create, openapi: record },
      schema: {
        summary: 'Cadastra um grupo econômico e sua empresa principal',
        body: createGroupBody,
        response: { 201: groupRecord, 200: groupRecord },
      },
    },
    async (req, reply) => {
      const { created, record: group } = await service.createGroup(db, actorOf(req), req.body);
      return sendRecord(reply, group, created ? 201 : 200);
    },
  );

  // Literal paths are declared before the /:id ones, so 'suggest' is never taken for an id.
  app.get(
    api.suggest,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Sugestões de grupos econômicos ativos',
        querystring: suggestQuery,
        response: { 200: v.array(groupSuggestion) },
      },
    },
    async (req) => lookups.suggestGroups(db, req.query.query, await viewer(req)),
  );

  app.get(
    api.forCurrentUser,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Grupos econômicos para os quais o usuário atual pode cotar',
        querystring: suggestQuery,
        response: { 200: v.array(groupSuggestion) },
      },
    },
    async (req) => lookups.groupsForCurrentUser(db, principalOf(req), req.query.query, await viewer(req)),
  );

  app.put(
    api.favourite,
    {
      config: { access: access.favourite },
      schema: {
        summary: 'Marca um tomador ou filial como favorito do usuário atual (idempotente)',
        params: takerParams,
        response: { 200: companySuggestion },
      },
    },
    async (req) => service.favourite(db, userOf(req), req.params.taker, true),
  );

  app.put(
    api.unfavourite,
    {
      config: { access: access.favourite },
      schema: {
        summary: 'Desmarca um tomador ou filial como favorito do usuário atual (idempotente)',
        params: takerParams,
        response: { 200: companySuggestion },
      },
    },
    async (req) => service.favourite(db, userOf(req), req.params.taker, false),
  );

  app.get(
    api.companySuggest,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Sugestões de tomadores e filiais ativos do grupo (favoritos primeiro)',
        params: groupParams,
        querystring: companySuggestQuery,
        response: { 200: v.array(companySuggestion) },
      },
    },
    async (req) => lookups.suggestCompanies(db, userOf(req), req.params.id, req.query),
  );

  app.get(
    api.companiesForQuotation,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Tomadores e filiais que uma cotação do grupo pode indicar',
        params: groupParams,
        response: { 200: v.array(companySuggestion) },
      },
    },
    async (req) => lookups.companiesForQuotation(db, userOf(req), req.params.id),
  );

  app.get(
    api.companiesForEndorsement,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Todas as empresas do grupo, inclusive inativas (endosso)',
        params: groupParams,
        response: { 200: v.array(companySuggestion) },
      },
    },
    async (req) => lookups.companiesForEndorsement(db, userOf(req), req.params.id),
  );

  app.get(
    api.terms,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Prazo máximo de vigência das garantias de um tomador',
        params: takerParams,
        response: { 200: companyTerms },
      },
    },
    async (req) => lookups.companyTerms(db, userOf(req), req.params.taker),
  );

  app.get(
    api.balanceSuggest,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Balanços do grupo (mais recentes primeiro)',
        params: groupParams,
        response: { 200: v.array(documentSuggestion) },
      },
    },
    async (req) => lookups.suggestDocuments(db, req.params.id, 'balanco'),
  );

  app.get(
    api.documentSuggest,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Outros documentos do grupo (mais recentes primeiro)',
        params: groupParams,
        response: { 200: v.array(documentSuggestion) },
      },
    },
    async (req) => lookups.suggestDocuments(db, req.params.id, 'outro'),
  );

  app.get(
    api.item,
    {
      config: { access: access.view, openapi: record },
      schema: { summary: 'Lê um grupo econômico', params: groupParams, response: { 200: groupRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getGroup(db, req.params.id)),
  );

  app.put(
    api.item,
    {
      config: { access: access.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Edita um grupo econômico (e os dados da sua empresa principal)',
        params: groupParams,
        body: groupBody,
        response: { 200: groupRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateGroup(db, actorOf(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );

  app.get(
    api.companies,
    {
      config: { access: access.view },
      schema: {
        summary: 'Lista os tomadores e filiais do grupo (paginado)',
        params: groupParams,
        querystring: companyListQuery,
        response: { 200: companyPage },
      },
    },
    async (req) => service.listCompanies(db, userOf(req), req.params.id, req.query),
  );

  app.post(
    api.companies,
    {
      config: { access: access.create, openapi: record },
      schema: {
        summary: 'Cadastra um tomador ou uma filial (subsidiaria) do grupo',
        params: groupParams,
        body: createCompanyBody,
        response: { 201: companyRecord, 200: companyRecord },
      },
    },
    async (req, reply) => {
      const { created, record: company } = await service.createCompany(
        db,
        actorOf(req),
        req.params.id,
        req.body,
      );
      return sendRecord(reply, company, created ? 201 : 200);
    },
  );

  app.get(
    api.company,
    {
      config: { access: access.view, openapi: record },
      schema: { summary: 'Lê um tomador ou filial', params: companyParams, response: { 200: companyRecord } },
    },
    async (req, reply) =>
      sendRecord(reply, await service.getCompany(db, userOf(req), req.params.id, req.params.companyId)),
  );

  app.put(
    api.company,
    {
      config: { access: access.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Edita um tomador ou filial',
        params: companyParams,
        body: companyBody,
        response: { 200: companyRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateCompany(
          db,
          actorOf(req),
          req.params.id,
          req.params.companyId,
          req.body,
          req.headers['if-match'],
        ),
      ),
  );

  app.get(
    api.insuredsForQuotation,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Sugestões de segurados (nome ou documento)',
        querystring: suggestQuery,
        response: { 200: v.array(insuredSuggestion) },
      },
    },
    async (req) => lookups.suggestInsureds(db, req.query.query),
  );

  app.get(
    api.officesForQuotation,
    {
      config: { access: access.lookup },
      schema: {
        summary: 'Escritórios para os quais o usuário atual pode cotar (o seu primeiro)',
        response: { 200: v.array(suggestItem) },
      },
    },
    async (req) => lookups.officesForQuotation(db, principalOf(req)),
  );
}
