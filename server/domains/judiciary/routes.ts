import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { idParams, uuid } from '../../../src/contract/common';
import {
  courtListQuery,
  courtUnitListQuery,
  createCourtBody,
  createCourtUnitBody,
  courtBody,
  courtUnitBody,
} from '../../../src/contract/judiciary';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import type { Access } from '../../plugins/access';
import { sendRecord } from '../../lib/etag';
import * as lookups from './lookups';
import * as service from './service';

const VIEW: Access = { module: 'cadastro', action: 'visualizar_tribunal' };
const CREATE: Access = { module: 'cadastro', action: 'criar_tribunal' };
const EDIT: Access = { module: 'cadastro', action: 'editar_tribunal' };
/** The lookups feed the quotation and policy forms, so those modules reach them too. */
const LOOKUP: Access = { module: ['cadastro', 'cotacao', 'apolice'] };

const unitParams = v.object({ id: uuid(), vara: uuid() });
const segment = (pattern: RegExp) =>
  v.pipe(v.string('Segmento inválido.'), v.regex(pattern, 'Segmento inválido.'), v.transform(Number));
const segmentParams = v.object({ segmento: segment(/^[1-9]$/) });
const courtSuggestParams = v.object({ segmento: segment(/^[1-9]$/), tribunal: uuid() });
/** Segment 0: the caller accepts a process of any segment. */
const uniqueNumberParams = v.object({ segmento: segment(/^\d$/), numero: v.string() });
const suggestQuery = v.object({
  query: v.optional(
    v.pipe(
      v.string('A busca deve ser um texto.'),
      v.trim(),
      v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.'),
    ),
  ),
});

export async function judiciaryRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/v1/judiciario/tribunais', { config: { access: VIEW } }, async (req) =>
    service.listCourts(db, parse(courtListQuery, req.query)),
  );

  app.post('/v1/judiciario/tribunais', { config: { access: CREATE } }, async (req, reply) => {
    const { created, record } = await service.createCourt(db, actorOf(req), parse(createCourtBody, req.body));
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get('/v1/judiciario/tribunais/:id', { config: { access: VIEW } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    return sendRecord(reply, await service.getCourt(db, id));
  });

  app.put('/v1/judiciario/tribunais/:id', { config: { access: EDIT } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(courtBody, req.body);
    return sendRecord(reply, await service.updateCourt(db, actorOf(req), id, data, req.headers['if-match']));
  });

  app.get('/v1/judiciario/tribunais/:id/unidades', { config: { access: VIEW } }, async (req) => {
    const { id } = parse(idParams, req.params);
    return service.listCourtUnits(db, id, parse(courtUnitListQuery, req.query));
  });

  app.post('/v1/judiciario/tribunais/:id/unidades', { config: { access: CREATE } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(createCourtUnitBody, req.body);
    const { created, record } = await service.createCourtUnit(db, actorOf(req), id, data);
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get('/v1/judiciario/tribunais/:id/unidades/:vara', { config: { access: VIEW } }, async (req, reply) => {
    const { id, vara } = parse(unitParams, req.params);
    return sendRecord(reply, await service.getCourtUnit(db, id, vara));
  });

  app.put('/v1/judiciario/tribunais/:id/unidades/:vara', { config: { access: EDIT } }, async (req, reply) => {
    const { id, vara } = parse(unitParams, req.params);
    const data = parse(courtUnitBody, req.body);
    return sendRecord(
      reply,
      await service.updateCourtUnit(db, actorOf(req), id, vara, data, req.headers['if-match']),
    );
  });

  app.get('/v1/judiciario/suggest', { config: { access: LOOKUP } }, async () => lookups.segmentSuggestions());

  app.get('/v1/judiciario/:segmento/tribunais/suggest', { config: { access: LOOKUP } }, async (req) => {
    const { segmento } = parse(segmentParams, req.params);
    const { query } = parse(suggestQuery, req.query);
    return lookups.courtSuggestions(db, segmento, query);
  });

  app.get(
    '/v1/judiciario/:segmento/tribunais/:tribunal/unidades/suggest',
    { config: { access: LOOKUP } },
    async (req) => {
      const { segmento, tribunal } = parse(courtSuggestParams, req.params);
      const { query } = parse(suggestQuery, req.query);
      return lookups.courtUnitSuggestions(db, segmento, tribunal, query);
    },
  );

  app.get('/v1/judiciario/:segmento/numeracaounica/:numero', { config: { access: LOOKUP } }, async (req) => {
    const { segmento, numero } = parse(uniqueNumberParams, req.params);
    return lookups.lookupUniqueNumber(db, segmento, numero);
  });
}
