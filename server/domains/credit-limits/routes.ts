import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { suggestItem } from '../../../src/contract/common';
import {
  APPROVAL_RULE_TYPES,
  CCG_STRUCTURES,
  CREDIT_ANSWER_STATUSES,
  PREMIUM_RULE_TYPES,
  coBrokerage,
  consultListQuery,
  consultParams,
  consultUpdateBody,
  creditConsult,
  creditConsultPage,
  creditFollowUpPage,
  creditHistoryItem,
  followUpQuery,
  historyQuery,
  marketConsultBody,
  renewBody,
} from '../../../src/contract/credit-limits';
import { groupParams } from '../../../src/contract/economic-groups';
import {
  creditLimitAccess as access,
  creditLimitApi as api,
} from '../../../src/contract/manifests/credit-limits';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { isUuid } from '../../lib/ids';
import { typed } from '../../lib/route-schema';
import { assertGroupVisible, viewerOf, visibleWhere } from '../../lib/visibility';
import { principalOf } from '../../plugins/auth';
import * as service from './service';

const list = (items: readonly { id: string; nome: string }[]) => items.map(({ id, nome }) => ({ id, nome }));

export async function creditLimitRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  const viewer = (req: FastifyRequest) => viewerOf(db, principalOf(req));
  // Every route under /:id is one group's consults: the visibility rule answers 404 for a group whose
  // credit limits the caller may not see, before any read or write of them.
  app.addHook('preHandler', async (req) => {
    const id = (req.params as { id?: unknown } | undefined)?.id;
    if (req.principal && typeof id === 'string' && isUuid(id))
      await assertGroupVisible(db, await viewer(req), 'limite_credito', id);
  });

  // The fixed lists and the follow-up: literal paths, declared before the /:id ones.
  for (const [path, summary, items] of [
    [api.statusSuggest, 'Situações das respostas das seguradoras', CREDIT_ANSWER_STATUSES],
    [api.ccgSuggest, 'Estruturas de CCG (contragarantia)', CCG_STRUCTURES],
    [api.approvalRuleSuggest, 'Tipos de regra de aprovação', APPROVAL_RULE_TYPES],
    [api.premiumRuleSuggest, 'Tipos de regra de prêmio', PREMIUM_RULE_TYPES],
  ] as const)
    app.get(
      path,
      { config: { access: access.view }, schema: { summary, response: { 200: v.array(suggestItem) } } },
      async () => list(items),
    );

  app.get(
    api.followUp,
    {
      config: { access: access.view },
      schema: {
        summary: 'Respostas de seguradoras pendentes em todos os grupos (mais antigas primeiro)',
        querystring: followUpQuery,
        response: { 200: creditFollowUpPage },
      },
    },
    async (req) => service.followUp(db, req.query, visibleWhere(await viewer(req), 'limite_credito')),
  );

  app.get(
    api.list,
    {
      config: { access: access.view },
      schema: {
        summary: 'Lista as consultas de limite de crédito do grupo (paginado)',
        params: groupParams,
        querystring: consultListQuery,
        response: { 200: creditConsultPage },
      },
    },
    async (req) => service.listConsults(db, req.params.id, req.query),
  );

  app.post(
    api.marketConsult,
    {
      config: { access: access.write, openapi: record },
      schema: {
        summary: 'Consulta o mercado: cria a consulta e envia um e-mail a cada seguradora escolhida',
        params: groupParams,
        body: marketConsultBody,
        response: { 201: creditConsult, 200: creditConsult },
      },
    },
    async (req, reply) => {
      const { created, record: consult } = await service.marketConsult(
        db,
        actorOf(req),
        req.params.id,
        req.body,
      );
      return sendRecord(reply, consult, created ? 201 : 200);
    },
  );

  app.get(
    api.history,
    {
      config: { access: access.view },
      schema: {
        summary: 'Histórico das respostas das seguradoras ao grupo (mais recentes primeiro)',
        params: groupParams,
        querystring: historyQuery,
        response: { 200: v.array(creditHistoryItem) },
      },
    },
    async (req) => service.history(db, req.params.id, req.query.seguradora_id),
  );

  app.get(
    api.item,
    {
      config: { access: access.view, openapi: record },
      schema: {
        summary: 'Lê uma consulta de limite de crédito',
        params: consultParams,
        response: { 200: creditConsult },
      },
    },
    async (req, reply) =>
      sendRecord(reply, await service.getConsult(db, req.params.id, req.params.consultId)),
  );

  app.put(
    api.item,
    {
      config: { access: access.write, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Registra respostas das seguradoras, a cocorretagem e conclui ou cancela a consulta',
        params: consultParams,
        body: consultUpdateBody,
        response: { 200: creditConsult },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateConsult(
          db,
          actorOf(req),
          req.params.id,
          req.params.consultId,
          req.body,
          req.headers['if-match'],
        ),
      ),
  );

  app.get(
    api.coBrokerage,
    {
      config: { access: access.view },
      schema: { summary: 'Cocorretagem da consulta', params: consultParams, response: { 200: coBrokerage } },
    },
    async (req) => service.getCoBrokerage(db, req.params.id, req.params.consultId),
  );

  app.post(
    api.renew,
    {
      config: { access: access.write, openapi: record },
      schema: {
        summary: 'Renova: nova consulta preenchida a partir desta e ligada a ela',
        params: consultParams,
        body: renewBody,
        response: { 201: creditConsult, 200: creditConsult },
      },
    },
    async (req, reply) => {
      const { created, record: consult } = await service.renew(
        db,
        actorOf(req),
        req.params.id,
        req.params.consultId,
        req.body,
      );
      return sendRecord(reply, consult, created ? 201 : 200);
    },
  );
}
