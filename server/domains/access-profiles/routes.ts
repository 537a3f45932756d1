import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../src/contract/common';
import {
  accessProfileBody,
  accessProfileListQuery,
  createAccessProfileBody,
} from '../../../src/contract/access-profiles';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import type { Access } from '../../plugins/access';
import * as service from './service';

/** Reading needs SPEC.md §6's visualizar_perfil; writing needs the criar/editar extension. */
const PROFILES: Access = { module: 'configuracao', action: 'visualizar_perfil' };
const CREATE: Access = { module: 'configuracao', action: 'criar_perfil' };
const EDIT: Access = { module: 'configuracao', action: 'editar_perfil' };
/** The user form picks a profile too, so whoever manages users (same module) reaches the list. */
const PROFILE_SUGGEST: Access = { module: 'configuracao' };

export async function accessProfileRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/v1/modulos/', { config: { access: PROFILES } }, async () => service.modulesWithActions());

  app.get('/v1/perfisacesso/', { config: { access: PROFILES } }, async (req) =>
    service.listProfiles(db, parse(accessProfileListQuery, req.query)),
  );

  app.post('/v1/perfisacesso/', { config: { access: CREATE } }, async (req, reply) => {
    const { created, record } = await service.createProfile(
      db,
      actorOf(req),
      parse(createAccessProfileBody, req.body),
    );
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get('/v1/perfisacesso/suggest/', { config: { access: PROFILE_SUGGEST } }, async () =>
    service.profileSuggestions(db),
  );

  app.get('/v1/perfisacesso/estruturas/suggest/', { config: { access: PROFILES } }, async () =>
    service.structureSuggestions(),
  );

  app.get('/v1/perfisacesso/:id', { config: { access: PROFILES } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    return sendRecord(reply, await service.getProfile(db, id));
  });

  app.put('/v1/perfisacesso/:id', { config: { access: EDIT } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(accessProfileBody, req.body);
    return sendRecord(
      reply,
      await service.updateProfile(db, actorOf(req), id, data, req.headers['if-match']),
    );
  });
}
