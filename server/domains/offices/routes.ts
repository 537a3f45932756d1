import type { FastifyInstance } from 'fastify';
import { idParams, pagedOf } from '../../../src/contract/common';
import { officeAccess, officeApi } from '../../../src/contract/manifests/offices';
import {
  createOfficeBody,
  officeBody,
  officeListQuery,
  officeRecord,
  officeSuggestions,
} from '../../../src/contract/offices';
import { officeByGroupsQuery } from '../../../src/contract/economic-groups';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import * as service from './service';

export async function officeRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;

  app.get(
    officeApi.list,
    {
      config: { access: officeAccess.view },
      schema: {
        summary: 'Lista os escritórios (paginado)',
        querystring: officeListQuery,
        response: { 200: pagedOf(officeRecord) },
      },
    },
    async (req) => service.listOffices(db, req.query),
  );

  app.post(
    officeApi.list,
    {
      config: { access: officeAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra um escritório',
        body: createOfficeBody,
        response: { 201: officeRecord, 200: officeRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createOffice(db, actorOf(req), req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  // Declared before /:id so 'suggest' is never taken for an id.
  app.get(
    officeApi.suggest,
    {
      config: { access: officeAccess.lookup },
      schema: {
        summary:
          'Sugestões de escritórios ativos (NENHUM primeiro; grupo_economico_ids: só os desses grupos)',
        querystring: officeByGroupsQuery,
        response: { 200: officeSuggestions },
      },
    },
    async (req) => service.suggestOffices(db, req.query.query, req.query.grupo_economico_ids),
  );

  app.get(
    officeApi.item,
    {
      config: { access: officeAccess.view, openapi: record },
      schema: { summary: 'Lê um escritório', params: idParams, response: { 200: officeRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getOffice(db, req.params.id)),
  );

  app.put(
    officeApi.item,
    {
      config: { access: officeAccess.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Edita um escritório',
        params: idParams,
        body: officeBody,
        response: { 200: officeRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateOffice(db, actorOf(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );
}
