import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  accessProfileBody,
  accessProfileListItem,
  accessProfileListQuery,
  accessProfileRecord,
  createAccessProfileBody,
  modulesWithActions,
} from '../../../src/contract/access-profiles';
import { idParams, pagedOf, suggestItem } from '../../../src/contract/common';
import { profileAccess, profileApi } from '../../../src/contract/manifests/access-profiles';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import * as service from './service';

export async function accessProfileRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;

  app.get(
    profileApi.modules,
    {
      config: { access: profileAccess.view },
      schema: { summary: 'Módulos do portal e suas ações', response: { 200: modulesWithActions } },
    },
    async () => service.modulesWithActions(),
  );

  app.get(
    profileApi.list,
    {
      config: { access: profileAccess.view },
      schema: {
        summary: 'Lista os perfis de acesso (paginado)',
        querystring: accessProfileListQuery,
        response: { 200: pagedOf(accessProfileListItem) },
      },
    },
    async (req) => service.listProfiles(db, req.query),
  );

  app.post(
    profileApi.list,
    {
      config: { access: profileAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra um perfil de acesso',
        body: createAccessProfileBody,
        response: { 201: accessProfileRecord, 200: accessProfileRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createProfile(db, actorOf(req), req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    profileApi.suggest,
    {
      config: { access: profileAccess.lookup },
      schema: { summary: 'Sugestões de perfis ativos', response: { 200: v.array(suggestItem) } },
    },
    async () => service.profileSuggestions(db),
  );

  app.get(
    profileApi.structures,
    {
      config: { access: profileAccess.view },
      schema: { summary: 'Estruturas que um perfil pode sugerir', response: { 200: v.array(suggestItem) } },
    },
    async () => service.structureSuggestions(),
  );

  app.get(
    profileApi.item,
    {
      config: { access: profileAccess.view, openapi: record },
      schema: { summary: 'Lê um perfil de acesso', params: idParams, response: { 200: accessProfileRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getProfile(db, req.params.id)),
  );

  app.put(
    profileApi.item,
    {
      config: { access: profileAccess.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Edita um perfil de acesso',
        params: idParams,
        body: accessProfileBody,
        response: { 200: accessProfileRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateProfile(db, actorOf(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );
}
