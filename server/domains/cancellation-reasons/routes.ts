import type { FastifyInstance } from 'fastify';
import {
  cancellationReasonBody,
  cancellationReasonListQuery,
  cancellationReasonRecord,
  cancellationReasonSuggestions,
  cancellationReasonSuggestQuery,
  createCancellationReasonBody,
} from '../../../src/contract/cancellation-reasons';
import { idParams, pagedOf } from '../../../src/contract/common';
import { reasonAccess, reasonApi } from '../../../src/contract/manifests/cancellation-reasons';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import * as service from './service';

export async function cancellationReasonRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;

  app.get(
    reasonApi.list,
    {
      config: { access: reasonAccess.view },
      schema: {
        summary: 'Lista os motivos de cancelamento (paginado)',
        querystring: cancellationReasonListQuery,
        response: { 200: pagedOf(cancellationReasonRecord) },
      },
    },
    async (req) => service.listReasons(db, req.query),
  );

  app.post(
    reasonApi.list,
    {
      config: { access: reasonAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra um motivo de cancelamento',
        body: createCancellationReasonBody,
        response: { 201: cancellationReasonRecord, 200: cancellationReasonRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createReason(db, actorOf(req), req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    reasonApi.suggest,
    {
      config: { access: reasonAccess.lookup },
      schema: {
        summary: 'Sugestões de motivos de cancelamento ativos',
        querystring: cancellationReasonSuggestQuery,
        response: { 200: cancellationReasonSuggestions },
      },
    },
    async (req) => service.suggestReasons(db, req.query.modalidade_id, req.query.query),
  );

  app.get(
    reasonApi.item,
    {
      config: { access: reasonAccess.view, openapi: record },
      schema: {
        summary: 'Lê um motivo de cancelamento',
        params: idParams,
        response: { 200: cancellationReasonRecord },
      },
    },
    async (req, reply) => sendRecord(reply, await service.getReason(db, req.params.id)),
  );

  app.put(
    reasonApi.item,
    {
      config: { access: reasonAccess.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Edita um motivo de cancelamento',
        params: idParams,
        body: cancellationReasonBody,
        response: { 200: cancellationReasonRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateReason(db, actorOf(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );
}
