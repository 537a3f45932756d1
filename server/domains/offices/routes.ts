import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../src/contract/common';
import {
  createOfficeBody,
  officeBody,
  officeListQuery,
  officeSuggestQuery,
} from '../../../src/contract/offices';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import type { Access } from '../../plugins/access';
import * as service from './service';

const VIEW: Access = { module: 'cadastro', action: 'visualizar_escritorio' };
const CREATE: Access = { module: 'cadastro', action: 'criar_escritorio' };
const EDIT: Access = { module: 'cadastro', action: 'editar_escritorio' };
/** The users' forms (configuracao) and the quotations (cotacao) pick an office too. */
const LOOKUP: Access = { module: ['cadastro', 'cotacao', 'configuracao'] };

export async function officeRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/v1/escritorios/', { config: { access: VIEW } }, async (req) =>
    service.listOffices(db, parse(officeListQuery, req.query)),
  );

  app.post('/v1/escritorios/', { config: { access: CREATE } }, async (req, reply) => {
    const { created, record } = await service.createOffice(
      db,
      actorOf(req),
      parse(createOfficeBody, req.body),
    );
    return sendRecord(reply, record, created ? 201 : 200);
  });

  // Declared before /:id so 'suggest' is never taken for an id.
  app.get('/v1/escritorios/suggest', { config: { access: LOOKUP } }, async (req) => {
    const { query } = parse(officeSuggestQuery, req.query);
    return service.suggestOffices(db, query);
  });

  app.get('/v1/escritorios/:id', { config: { access: VIEW } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    return sendRecord(reply, await service.getOffice(db, id));
  });

  app.put('/v1/escritorios/:id', { config: { access: EDIT } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(officeBody, req.body);
    return sendRecord(reply, await service.updateOffice(db, actorOf(req), id, data, req.headers['if-match']));
  });
}
