import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../src/contract/common';
import { AREAS } from '../../../src/contract/permissions';
import type { AreaId } from '../../../src/contract/permissions';
import { createUserBody, userBody, userListQuery, userSuggestQuery } from '../../../src/contract/users';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import type { Access } from '../../plugins/access';
import * as service from './service';

/** Reading needs SPEC.md §6's visualizar_usuario; writing needs the criar/editar extension. */
const USERS: Access = { module: 'configuracao', action: 'visualizar_usuario' };
const CREATE: Access = { module: 'configuracao', action: 'criar_usuario' };
const EDIT: Access = { module: 'configuracao', action: 'editar_usuario' };

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const deps = { db, config: app.config, log: app.log };

  app.get('/v1/usuarios/', { config: { access: USERS } }, async (req) =>
    service.listUsers(db, parse(userListQuery, req.query)),
  );

  app.post('/v1/usuarios/', { config: { access: CREATE } }, async (req, reply) => {
    const { created, record } = await service.createUser(deps, actorOf(req), parse(createUserBody, req.body));
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get('/v1/usuarios/areasNegocio/suggest/', { config: { access: USERS } }, async () =>
    (Object.keys(AREAS) as AreaId[]).map((id) => ({ id, nome: AREAS[id] })),
  );

  app.get('/v1/usuarios/suggest/', { config: { access: USERS } }, async (req) =>
    service.userSuggestions(db, parse(userSuggestQuery, req.query).query),
  );

  app.get('/v1/usuarios/posicoes/suggest/', { config: { access: USERS } }, async () =>
    service.positionSuggestions(db),
  );

  app.get('/v1/usuarios/:id', { config: { access: USERS } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    return sendRecord(reply, await service.getUser(db, id));
  });

  app.put('/v1/usuarios/:id', { config: { access: EDIT } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(userBody, req.body);
    const record = await service.updateUser(db, actorOf(req), id, data, req.headers['if-match']);
    // A deactivation bumped the token version: this instance stops trusting its cached one now.
    app.tokenVersions.forget(id);
    return sendRecord(reply, record);
  });
}
