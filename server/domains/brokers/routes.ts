import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { brokerBody, brokerListQuery, createBrokerBody } from '../../../src/contract/brokers';
import { idParams } from '../../../src/contract/common';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import type { Access } from '../../plugins/access';
import { sendRecord } from '../../lib/etag';
import * as service from './service';

/** SPEC.md §2 guards the broker screens with the insurer actions. */
const VIEW: Access = { module: 'cadastro', action: 'visualizar_seguradora' };
const CREATE: Access = { module: 'cadastro', action: 'criar_seguradora' };
const EDIT: Access = { module: 'cadastro', action: 'editar_seguradora' };
const LOOKUP: Access = { module: ['cadastro', 'cotacao'] };

const suggestQuery = v.object({
  query: v.optional(
    v.pipe(
      v.string('A busca deve ser um texto.'),
      v.trim(),
      v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.'),
    ),
  ),
});

export async function brokerRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const base = '/v1/corretoras';

  app.get(base, { config: { access: VIEW } }, async (req) =>
    service.listBrokers(db, parse(brokerListQuery, req.query)),
  );

  app.post(base, { config: { access: CREATE } }, async (req, reply) => {
    const { created, record } = await service.createBroker(
      db,
      actorOf(req),
      parse(createBrokerBody, req.body),
    );
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get(`${base}/suggest`, { config: { access: LOOKUP } }, async (req) =>
    service.suggestBrokers(db, parse(suggestQuery, req.query).query || undefined),
  );

  app.get(`${base}/:id`, { config: { access: VIEW } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    return sendRecord(reply, await service.getBroker(db, id));
  });

  app.put(`${base}/:id`, { config: { access: EDIT } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(brokerBody, req.body);
    return sendRecord(reply, await service.updateBroker(db, actorOf(req), id, data, req.headers['if-match']));
  });
}
