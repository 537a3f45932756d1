import type { FastifyInstance } from 'fastify';
import {
  brokerBody,
  brokerListQuery,
  brokerRecord,
  brokerSuggestions,
  brokerSuggestQuery,
  createBrokerBody,
} from '../../../src/contract/brokers';
import { idParams, pagedOf } from '../../../src/contract/common';
import { brokerAccess, brokerApi } from '../../../src/contract/manifests/brokers';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import * as service from './service';

export async function brokerRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;

  app.get(
    brokerApi.list,
    {
      config: { access: brokerAccess.view },
      schema: {
        summary: 'Lista as corretoras (paginado)',
        querystring: brokerListQuery,
        response: { 200: pagedOf(brokerRecord) },
      },
    },
    async (req) => service.listBrokers(db, req.query),
  );

  app.post(
    brokerApi.list,
    {
      config: { access: brokerAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra uma corretora',
        body: createBrokerBody,
        response: { 201: brokerRecord, 200: brokerRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createBroker(db, actorOf(req), req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    brokerApi.suggest,
    {
      config: { access: brokerAccess.lookup },
      schema: {
        summary: 'Sugestões de corretoras ativas',
        querystring: brokerSuggestQuery,
        response: { 200: brokerSuggestions },
      },
    },
    async (req) => service.suggestBrokers(db, req.query.query || undefined),
  );

  app.get(
    brokerApi.item,
    {
      config: { access: brokerAccess.view, openapi: record },
      schema: { summary: 'Lê uma corretora', params: idParams, response: { 200: brokerRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getBroker(db, req.params.id)),
  );

  app.put(
    brokerApi.item,
    {
      config: { access: brokerAccess.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Edita uma corretora',
        params: idParams,
        body: brokerBody,
        response: { 200: brokerRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateBroker(db, actorOf(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );
}
