import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { suggestItem } from '../../../src/contract/common';
import {
  APPEAL_TYPES,
  EMISSION_TYPES,
  comparisonRow,
  createQuotationBody,
  critiqueFollowUpPage,
  critiqueRecord,
  optionsQuery,
  quotationBody,
  quotationEdit,
  quotationListQuery,
  quotationLog,
  quotationOptions,
  quotationPage,
  quotationParams,
  quotationRecord,
  quotationStatusView,
} from '../../../src/contract/guarantee-quotations';
import { quotationAccess as access, quotationApi as api } from '../../../src/contract/manifests/quotations';
import { actorOf } from '../../lib/audit';
import { etagOf, sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import { principalOf } from '../../plugins/auth';
import { asQuotationLog, historyOf, RECORD_LOG_LIMIT } from '../audit/service';
import { scopeOf } from './scope';
import type { QuotationCaller } from './record';
import * as service from './service';
import { ACTION_ROUTES, servedRoute } from './action-routes';
import { CRITIQUE_HOST, critiqueWire, followUpWire } from './critiques';
import { CRITIQUE_PARENT } from './repository';
import { critiqueRoutes } from '../critiques/service';

const list = (items: readonly { id: string; nome: string }[]) => items.map(({ id, nome }) => ({ id, nome }));

export async function quotationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  const read = { access: access.view };
  const write = { access: access.write };
  // Which quotations the caller sees (scope.ts): every read and write of a quotation passes it.
  const scope = (req: FastifyRequest) => scopeOf(db, principalOf(req));
  const caller = async (req: FastifyRequest): Promise<QuotationCaller> => ({
    ...actorOf(req),
    scope: await scope(req),
  });

  // Literal paths first (they would match /:id otherwise only by find-my-way's priority; keep them together).
  for (const [path, summary, items] of [
    [api.appealTypes, 'Tipos de recurso (garantia recursal)', APPEAL_TYPES],
    [api.emissionTypes, 'Tipos de emissão', EMISSION_TYPES],
  ] as const)
    app.get(path, { config: read, schema: { summary, response: { 200: v.array(suggestItem) } } }, async () =>
      list(items),
    );

  app.get(
    api.options,
    {
      config: read,
      schema: {
        summary: 'O que o formulário da cotação pede para uma sub-modalidade (processo, recurso)',
        querystring: optionsQuery,
        response: { 200: quotationOptions },
      },
    },
    async (req) => service.options(db, req.query.submodalidade_id),
  );

  app.get(
    api.list,
    {
      config: read,
      schema: {
        summary: 'Lista as cotações de garantia (paginado, com filtros)',
        querystring: quotationListQuery,
        response: { 200: quotationPage },
      },
    },
    async (req) => service.listQuotations(db, req.query, await scope(req)),
  );

  app.post(
    api.list,
    {
      config: { ...write, openapi: record },
      schema: {
        summary: 'Cria uma cotação de garantia (etapa dados do processo)',
        body: createQuotationBody,
        response: { 201: quotationRecord, 200: quotationRecord },
      },
    },
    async (req, reply) => {
      const { created, record: q } = await service.createQuotation(db, await caller(req), req.body);
      return sendRecord(reply, q, created ? 201 : 200);
    },
  );

  app.get(
    api.item,
    {
      config: { ...read, openapi: record },
      schema: { summary: 'Lê uma cotação', params: quotationParams, response: { 200: quotationRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getQuotation(db, req.params.id, await scope(req))),
  );

  app.put(
    api.item,
    {
      config: { ...write, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Altera os dados da cotação (etapas dados do processo e cotação)',
        params: quotationParams,
        body: quotationBody,
        response: { 200: quotationRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateQuotation(
          db,
          await caller(req),
          req.params.id,
          req.body,
          req.headers['if-match'],
        ),
      ),
  );

  app.get(
    api.edit,
    {
      config: { ...read, openapi: record },
      schema: {
        summary: 'Dados da cotação para o formulário de edição',
        params: quotationParams,
        response: { 200: quotationEdit },
      },
    },
    async (req, reply) => {
      const { edit, quotation } = await service.getEdit(db, req.params.id, await scope(req));
      // The ETag is the quotation's own: the edit form sends it back as If-Match of PUT {id}.
      return reply.header('etag', etagOf(quotation)).send(edit);
    },
  );

  app.get(
    api.status,
    {
      config: read,
      schema: {
        summary: 'Etapas e ações da cotação (barra de etapas)',
        params: quotationParams,
        response: { 200: quotationStatusView },
      },
    },
    async (req) => service.getStatus(db, req.params.id, await scope(req)),
  );

  app.get(
    api.comparison,
    {
      config: read,
      schema: {
        summary: 'Comparativo das seguradoras: limite disponível, custos, a oferta mais barata',
        params: quotationParams,
        response: { 200: v.array(comparisonRow) },
      },
    },
    async (req) => service.comparison(db, req.params.id, await scope(req)),
  );

  for (const [path, summary, detailed] of [
    [api.logs, 'Registro das alterações da cotação (campos antes e depois)', true],
    [api.actionHistory, 'Histórico das ações da cotação: quem fez o quê e quando', false],
  ] as const)
    app.get(
      path,
      {
        config: read,
        schema: { summary, params: quotationParams, response: { 200: v.array(quotationLog) } },
      },
      async (req) => {
        const page = await historyOf(db, principalOf(req), 'cotacao_garantia', req.params.id, {
          pageSize: RECORD_LOG_LIMIT,
        });
        return page.items.map((entry) => asQuotationLog(entry, detailed));
      },
    );

  // The table's actions: one route each (two for the draft's, for the quotation and for one insurer),
  // method, URL and summary from the table (action-routes.ts).
  for (const r of ACTION_ROUTES) {
    const served = servedRoute(r);
    app.route({
      method: served.method,
      url: served.url,
      config: { access: served.access },
      schema: {
        summary: served.summary,
        params: r.params,
        body: r.body,
        response:
          r.action === 'inserir_apolice'
            ? { 201: quotationRecord, 200: quotationRecord }
            : { 200: quotationRecord },
      },
      handler: async (req, reply) => {
        const result = await r.run(
          db,
          await caller(req),
          req.params as Record<string, string>,
          req.body as never,
        );
        return 'created' in result ? reply.code(result.created ? 201 : 200).send(result.record) : result;
      },
    });
  }

  // The critiques: the critiques domain's routes under the quotation's paths, with its wire.
  await app.register(critiqueRoutes, {
    host: CRITIQUE_HOST,
    paths: {
      thread: api.critiques,
      resend: api.critiqueResend,
      resolve: api.critiqueResolve,
      followUp: api.critiqueFollowUp,
    },
    access: { read: access.view, write: access.write },
    viewer: scope,
    actor: actorOf,
    schemas: { params: quotationParams, critique: critiqueRecord, followUpPage: critiqueFollowUpPage },
    parent: CRITIQUE_PARENT,
    wire: { critique: critiqueWire, followUp: followUpWire },
    summaries: {
      thread: 'Críticas da cotação (mais recentes primeiro)',
      add: 'Registra uma crítica: enquanto aberta, bloqueia a escolha da seguradora e a aprovação da minuta',
      followUp: 'Críticas abertas de todas as cotações (mais antigas primeiro)',
    },
  });
}
