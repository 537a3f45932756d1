import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { idParams, uuid } from '../../../src/contract/common';
import {
  createModalityBody,
  createSubModalityBody,
  modalityBody,
  modalityListQuery,
  permissionAreaParams,
  permissionsBody,
  permissionsQuery,
  subModalityBody,
  subModalityListQuery,
  subPermissionsQuery,
} from '../../../src/contract/modalities';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import type { Access } from '../../plugins/access';
import { principalOf } from '../../plugins/auth';
import { sendRecord } from '../../lib/etag';
import * as permissions from './permissions';
import * as service from './service';

/** Reading needs SPEC.md §6's visualizar_modalidade; writing needs the criar/editar extension. */
const VIEW: Access = { module: 'cadastro', action: 'visualizar_modalidade' };
const CREATE: Access = { module: 'cadastro', action: 'criar_modalidade' };
const EDIT: Access = { module: 'cadastro', action: 'editar_modalidade' };
/** What a user may quote feeds the quotation forms as well as the registry screens. */
const QUOTING: Access = { module: ['cotacao', 'cadastro'] };
/**
 * The spec names no action for quote permissions; they are edited on the users screen, so whoever may
 * see users (Configurações + visualizar_usuario) reads them and whoever may edit users changes them.
 */
const PERMISSIONS: Access = { module: 'configuracao', action: 'visualizar_usuario' };
const EDIT_PERMISSIONS: Access = { module: 'configuracao', action: 'editar_usuario' };

const BASE = '/v1/garantia/modalidades';
const subParams = v.object({ id: uuid(), sub: uuid() });

export async function modalityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get(BASE, { config: { access: VIEW } }, async (req) =>
    service.listModalities(db, parse(modalityListQuery, req.query)),
  );

  app.post(BASE, { config: { access: CREATE } }, async (req, reply) => {
    const { created, record } = await service.createModality(
      db,
      actorOf(req),
      parse(createModalityBody, req.body),
    );
    return sendRecord(reply, record, created ? 201 : 200);
  });

  // Static paths before `:id` would not matter to find-my-way, but keep them together for readers.
  app.get(`${BASE}/suggestcurrentuser`, { config: { access: QUOTING } }, async (req) =>
    permissions.quotableFor(db, principalOf(req).sub, undefined),
  );

  app.get(`${BASE}/grupoeconomico/:id`, { config: { access: QUOTING } }, async (req) => {
    const { id } = parse(idParams, req.params);
    return permissions.quotableFor(db, principalOf(req).sub, id);
  });

  app.get(`${BASE}/:id`, { config: { access: VIEW } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    return sendRecord(reply, await service.getModality(db, id));
  });

  app.put(`${BASE}/:id`, { config: { access: EDIT } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(modalityBody, req.body);
    return sendRecord(
      reply,
      await service.updateModality(db, actorOf(req), id, data, req.headers['if-match']),
    );
  });

  app.get(`${BASE}/:id/submodalidades`, { config: { access: VIEW } }, async (req) => {
    const { id } = parse(idParams, req.params);
    return service.listSubModalities(db, id, parse(subModalityListQuery, req.query));
  });

  app.post(`${BASE}/:id/submodalidades`, { config: { access: CREATE } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(createSubModalityBody, req.body);
    const { created, record } = await service.createSubModality(db, actorOf(req), id, data);
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get(`${BASE}/:id/submodalidades/:sub`, { config: { access: VIEW } }, async (req, reply) => {
    const { id, sub } = parse(subParams, req.params);
    return sendRecord(reply, await service.getSubModality(db, id, sub));
  });

  app.put(`${BASE}/:id/submodalidades/:sub`, { config: { access: EDIT } }, async (req, reply) => {
    const { id, sub } = parse(subParams, req.params);
    const data = parse(subModalityBody, req.body);
    return sendRecord(
      reply,
      await service.updateSubModality(db, actorOf(req), id, sub, data, req.headers['if-match']),
    );
  });

  app.get('/v1/:area/permissoes', { config: { access: PERMISSIONS } }, async (req) => {
    const { area } = parse(permissionAreaParams, req.params);
    const q = parse(permissionsQuery, req.query);
    return permissions.getPermissions(db, area, q.targetId, q.grupoEconomicoId);
  });

  app.post('/v1/:area/permissoes', { config: { access: EDIT_PERMISSIONS } }, async (req) => {
    const { area } = parse(permissionAreaParams, req.params);
    return permissions.setPermissions(db, area, parse(permissionsBody, req.body));
  });

  app.get('/v1/:area/permissoes/modalities', { config: { access: PERMISSIONS } }, async (req) => {
    const { area } = parse(permissionAreaParams, req.params);
    const q = parse(permissionsQuery, req.query);
    return permissions.permittedModalities(db, area, q.targetId, q.grupoEconomicoId);
  });

  app.get('/v1/:area/permissoes/submodalities', { config: { access: PERMISSIONS } }, async (req) => {
    const { area } = parse(permissionAreaParams, req.params);
    const q = parse(subPermissionsQuery, req.query);
    const tree = await permissions.permittedModalities(
      db,
      area,
      q.targetId,
      q.grupoEconomicoId,
      q.modalidadeId,
    );
    return tree[0]?.submodalidades ?? [];
  });
}
