import type { FastifyInstance } from 'fastify';
import { idParams, pagedOf } from '../../../src/contract/common';
import { userAccess, userApi } from '../../../src/contract/manifests/users';
import { AREAS } from '../../../src/contract/permissions';
import type { AreaId } from '../../../src/contract/permissions';
import {
  areaSuggestions,
  createUserBody,
  positionSuggestions,
  userBody,
  userListItem,
  userListQuery,
  userRecord,
  userSuggestions,
  userSuggestQuery,
} from '../../../src/contract/users';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import * as service from './service';

export async function userRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const deps = { db, config: app.config, log: app.log };
  const record = { etag: true } as const;

  app.get(
    userApi.list,
    {
      config: { access: userAccess.view },
      schema: {
        summary: 'Lista os usuários (paginado)',
        querystring: userListQuery,
        response: { 200: pagedOf(userListItem) },
      },
    },
    async (req) => service.listUsers(db, req.query),
  );

  app.post(
    userApi.list,
    {
      config: { access: userAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra um usuário (e envia o e-mail de primeiro acesso)',
        body: createUserBody,
        response: { 201: userRecord, 200: userRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createUser(deps, actorOf(req), req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    userApi.areas,
    {
      config: { access: userAccess.view },
      schema: { summary: 'Áreas de negócio', response: { 200: areaSuggestions } },
    },
    async () => (Object.keys(AREAS) as AreaId[]).map((id) => ({ id, nome: AREAS[id] })),
  );

  app.get(
    userApi.suggest,
    {
      config: { access: userAccess.pick },
      schema: {
        summary: 'Sugestões de usuários ativos',
        querystring: userSuggestQuery,
        response: { 200: userSuggestions },
      },
    },
    async (req) => service.userSuggestions(db, req.query.query),
  );

  app.get(
    userApi.positions,
    {
      config: { access: userAccess.view },
      schema: {
        summary: 'Posições já usadas nos cadastros de usuários',
        response: { 200: positionSuggestions },
      },
    },
    async () => service.positionSuggestions(db),
  );

  app.get(
    userApi.item,
    {
      config: { access: userAccess.view, openapi: record },
      schema: { summary: 'Lê um usuário', params: idParams, response: { 200: userRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getUser(db, req.params.id)),
  );

  app.put(
    userApi.item,
    {
      config: { access: userAccess.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Edita um usuário (desativar encerra as sessões dele)',
        params: idParams,
        body: userBody,
        response: { 200: userRecord },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const saved = await service.updateUser(db, actorOf(req), id, req.body, req.headers['if-match']);
      // A deactivation bumped the token version: this instance stops trusting its cached one now.
      app.tokenVersions.forget(id);
      return sendRecord(reply, saved);
    },
  );
}
