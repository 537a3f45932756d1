import type { FastifyInstance } from 'fastify';
import { idParams, pagedOf } from '../../../src/contract/common';
import {
  courtBody,
  courtListQuery,
  courtRecord,
  courtSuggestions,
  courtSuggestParams,
  courtUnitBody,
  courtUnitListQuery,
  courtUnitParams,
  courtUnitRecord,
  courtUnitSuggestions,
  createCourtBody,
  createCourtUnitBody,
  judiciarySuggestQuery,
  segmentParams,
  segmentSuggestions,
  uniqueNumberLookup,
  uniqueNumberParams,
} from '../../../src/contract/judiciary';
import { courtAccess, courtApi } from '../../../src/contract/manifests/courts';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import * as lookups from './lookups';
import * as service from './service';

export async function judiciaryRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  const edit = { etag: true, ifMatch: true } as const;

  app.get(
    courtApi.list,
    {
      config: { access: courtAccess.view },
      schema: {
        summary: 'Lista os tribunais (paginado)',
        querystring: courtListQuery,
        response: { 200: pagedOf(courtRecord) },
      },
    },
    async (req) => service.listCourts(db, req.query),
  );

  app.post(
    courtApi.list,
    {
      config: { access: courtAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra um tribunal',
        body: createCourtBody,
        response: { 201: courtRecord, 200: courtRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createCourt(db, actorOf(req), req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    courtApi.item,
    {
      config: { access: courtAccess.view, openapi: record },
      schema: { summary: 'Lê um tribunal', params: idParams, response: { 200: courtRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getCourt(db, req.params.id)),
  );

  app.put(
    courtApi.item,
    {
      config: { access: courtAccess.edit, openapi: edit },
      schema: {
        summary: 'Edita um tribunal',
        params: idParams,
        body: courtBody,
        response: { 200: courtRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateCourt(db, actorOf(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );

  app.get(
    courtApi.units,
    {
      config: { access: courtAccess.view },
      schema: {
        summary: 'Lista as varas de um tribunal (paginado)',
        params: idParams,
        querystring: courtUnitListQuery,
        response: { 200: pagedOf(courtUnitRecord) },
      },
    },
    async (req) => service.listCourtUnits(db, req.params.id, req.query),
  );

  app.post(
    courtApi.units,
    {
      config: { access: courtAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra uma vara no tribunal',
        params: idParams,
        body: createCourtUnitBody,
        response: { 201: courtUnitRecord, 200: courtUnitRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createCourtUnit(db, actorOf(req), req.params.id, req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    courtApi.unit,
    {
      config: { access: courtAccess.view, openapi: record },
      schema: { summary: 'Lê uma vara', params: courtUnitParams, response: { 200: courtUnitRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getCourtUnit(db, req.params.id, req.params.vara)),
  );

  app.put(
    courtApi.unit,
    {
      config: { access: courtAccess.edit, openapi: edit },
      schema: {
        summary: 'Edita uma vara',
        params: courtUnitParams,
        body: courtUnitBody,
        response: { 200: courtUnitRecord },
      },
    },
    async (req, reply) => {
      const { id, vara } = req.params;
      return sendRecord(
        reply,
        await service.updateCourtUnit(db, actorOf(req), id, vara, req.body, req.headers['if-match']),
      );
    },
  );

  app.get(
    courtApi.segments,
    {
      config: { access: courtAccess.lookup },
      schema: { summary: 'Segmentos do Judiciário', response: { 200: segmentSuggestions } },
    },
    async () => lookups.segmentSuggestions(),
  );

  app.get(
    courtApi.courtSuggest,
    {
      config: { access: courtAccess.lookup },
      schema: {
        summary: 'Sugestões de tribunais ativos de um segmento',
        params: segmentParams,
        querystring: judiciarySuggestQuery,
        response: { 200: courtSuggestions },
      },
    },
    async (req) => lookups.courtSuggestions(db, req.params.segmento, req.query.query),
  );

  app.get(
    courtApi.unitSuggest,
    {
      config: { access: courtAccess.lookup },
      schema: {
        summary: 'Sugestões de varas ativas de um tribunal (NÃO SE APLICA primeiro)',
        params: courtSuggestParams,
        querystring: judiciarySuggestQuery,
        response: { 200: courtUnitSuggestions },
      },
    },
    async (req) =>
      lookups.courtUnitSuggestions(db, req.params.segmento, req.params.tribunal, req.query.query),
  );

  app.get(
    courtApi.uniqueNumber,
    {
      config: { access: courtAccess.lookup },
      schema: {
        summary: 'Tribunal e vara de um número único de processo (CNJ)',
        params: uniqueNumberParams,
        response: { 200: uniqueNumberLookup },
      },
    },
    async (req) => lookups.lookupUniqueNumber(db, req.params.segmento, req.params.numero),
  );
}
