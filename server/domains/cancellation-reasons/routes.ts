import type { FastifyInstance } from 'fastify';
import {
  cancellationReasonBody,
  cancellationReasonListQuery,
  cancellationReasonSuggestQuery,
  createCancellationReasonBody,
} from '../../../src/contract/cancellation-reasons';
import { idParams } from '../../../src/contract/common';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import type { Access } from '../../plugins/access';
import * as service from './service';

/** Reading needs SPEC.md §6's visualizar_motivo_cancelamento; writing needs the criar/editar extension. */
const VIEW: Access = { module: 'cadastro', action: 'visualizar_motivo_cancelamento' };
const CREATE: Access = { module: 'cadastro', action: 'criar_motivo_cancelamento' };
const EDIT: Access = { module: 'cadastro', action: 'editar_motivo_cancelamento' };
/** The policy cancellation requests (apolice) pick a reason too. */
const LOOKUP: Access = { module: ['cadastro', 'apolice'] };

export async function cancellationReasonRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/v1/motivoscancelamento/', { config: { access: VIEW } }, async (req) =>
    service.listReasons(db, parse(cancellationReasonListQuery, req.query)),
  );

  app.post('/v1/motivoscancelamento/', { config: { access: CREATE } }, async (req, reply) => {
    const { created, record } = await service.createReason(
      db,
      actorOf(req),
      parse(createCancellationReasonBody, req.body),
    );
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get('/v1/motivoscancelamento/suggest', { config: { access: LOOKUP } }, async (req) => {
    const { modalidade_id, query } = parse(cancellationReasonSuggestQuery, req.query);
    return service.suggestReasons(db, modalidade_id, query);
  });

  app.get('/v1/motivoscancelamento/:id', { config: { access: VIEW } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    return sendRecord(reply, await service.getReason(db, id));
  });

  app.put('/v1/motivoscancelamento/:id', { config: { access: EDIT } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(cancellationReasonBody, req.body);
    return sendRecord(reply, await service.updateReason(db, actorOf(req), id, data, req.headers['if-match']));
  });
}
