import type { FastifyInstance } from 'fastify';
import { idParams, pagedOf } from '../../../src/contract/common';
import { modalityAccess, modalityApi } from '../../../src/contract/manifests/modalities';
import {
  createModalityBody,
  createSubModalityBody,
  modalityBody,
  modalityListQuery,
  modalityRecord,
  permissionAreaParams,
  permissionsBody,
  permissionsQuery,
  permittedModalities,
  permittedSubModalities,
  quotableModalities,
  quotePermissions,
  subModalityBody,
  subModalityListQuery,
  subModalityParams,
  subModalityRecord,
  subPermissionsQuery,
} from '../../../src/contract/modalities';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import { principalOf } from '../../plugins/auth';
import * as permissions from './permissions';
import * as service from './service';

export async function modalityRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  const edit = { etag: true, ifMatch: true } as const;

  app.get(
    modalityApi.list,
    {
      config: { access: modalityAccess.view },
      schema: {
        summary: 'Lista as modalidades de garantia (paginado)',
        querystring: modalityListQuery,
        response: { 200: pagedOf(modalityRecord) },
      },
    },
    async (req) => service.listModalities(db, req.query),
  );

  app.post(
    modalityApi.list,
    {
      config: { access: modalityAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra uma modalidade',
        body: createModalityBody,
        response: { 201: modalityRecord, 200: modalityRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createModality(db, actorOf(req), req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  // Static paths before `:id` would not matter to find-my-way, but keep them together for readers.
  app.get(
    modalityApi.suggestForUser,
    {
      config: { access: modalityAccess.quoting },
      schema: {
        summary: 'Modalidades e sub-modalidades que o usuário pode cotar',
        response: { 200: quotableModalities },
      },
    },
    async (req) => permissions.quotableFor(db, principalOf(req).sub, undefined),
  );

  app.get(
    modalityApi.forGroup,
    {
      config: { access: modalityAccess.quoting },
      schema: {
        summary: 'Modalidades que o usuário pode cotar para um grupo econômico',
        params: idParams,
        response: { 200: quotableModalities },
      },
    },
    async (req) => permissions.quotableFor(db, principalOf(req).sub, req.params.id),
  );

  app.get(
    modalityApi.item,
    {
      config: { access: modalityAccess.view, openapi: record },
      schema: { summary: 'Lê uma modalidade', params: idParams, response: { 200: modalityRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getModality(db, req.params.id)),
  );

  app.put(
    modalityApi.item,
    {
      config: { access: modalityAccess.edit, openapi: edit },
      schema: {
        summary: 'Edita uma modalidade',
        params: idParams,
        body: modalityBody,
        response: { 200: modalityRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateModality(db, actorOf(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );

  app.get(
    modalityApi.subModalities,
    {
      config: { access: modalityAccess.view },
      schema: {
        summary: 'Lista as sub-modalidades de uma modalidade (paginado)',
        params: idParams,
        querystring: subModalityListQuery,
        response: { 200: pagedOf(subModalityRecord) },
      },
    },
    async (req) => service.listSubModalities(db, req.params.id, req.query),
  );

  app.post(
    modalityApi.subModalities,
    {
      config: { access: modalityAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra uma sub-modalidade',
        params: idParams,
        body: createSubModalityBody,
        response: { 201: subModalityRecord, 200: subModalityRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createSubModality(db, actorOf(req), req.params.id, req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    modalityApi.subModality,
    {
      config: { access: modalityAccess.view, openapi: record },
      schema: {
        summary: 'Lê uma sub-modalidade',
        params: subModalityParams,
        response: { 200: subModalityRecord },
      },
    },
    async (req, reply) => sendRecord(reply, await service.getSubModality(db, req.params.id, req.params.sub)),
  );

  app.put(
    modalityApi.subModality,
    {
      config: { access: modalityAccess.edit, openapi: edit },
      schema: {
        summary: 'Edita uma sub-modalidade',
        params: subModalityParams,
        body: subModalityBody,
        response: { 200: subModalityRecord },
      },
    },
    async (req, reply) => {
      const { id, sub } = req.params;
      return sendRecord(
        reply,
        await service.updateSubModality(db, actorOf(req), id, sub, req.body, req.headers['if-match']),
      );
    },
  );

  app.get(
    modalityApi.permissions,
    {
      config: { access: modalityAccess.permissions },
      schema: {
        summary: 'Permissões de cotação de um usuário ou escritório',
        params: permissionAreaParams,
        querystring: permissionsQuery,
        response: { 200: quotePermissions },
      },
    },
    async (req) =>
      permissions.getPermissions(db, req.params.area, req.query.targetId, req.query.grupoEconomicoId),
  );

  app.post(
    modalityApi.permissions,
    {
      config: { access: modalityAccess.editPermissions },
      schema: {
        summary: 'Grava as permissões de cotação de um usuário ou escritório',
        params: permissionAreaParams,
        body: permissionsBody,
        response: { 200: quotePermissions },
      },
    },
    async (req) => permissions.setPermissions(db, req.params.area, req.body),
  );

  app.get(
    modalityApi.permissionModalities,
    {
      config: { access: modalityAccess.permissions },
      schema: {
        summary: 'Árvore de modalidades com as permissões de cotação marcadas',
        params: permissionAreaParams,
        querystring: permissionsQuery,
        response: { 200: permittedModalities },
      },
    },
    async (req) =>
      permissions.permittedModalities(db, req.params.area, req.query.targetId, req.query.grupoEconomicoId),
  );

  app.get(
    modalityApi.permissionSubModalities,
    {
      config: { access: modalityAccess.permissions },
      schema: {
        summary: 'Sub-modalidades de uma modalidade com as permissões de cotação marcadas',
        params: permissionAreaParams,
        querystring: subPermissionsQuery,
        response: { 200: permittedSubModalities },
      },
    },
    async (req) => {
      const q = req.query;
      const tree = await permissions.permittedModalities(
        db,
        req.params.area,
        q.targetId,
        q.grupoEconomicoId,
        q.modalidadeId,
      );
      return tree[0]?.submodalidades ?? [];
    },
  );
}
