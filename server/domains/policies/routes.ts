import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { idParams, pagedOf, suggestItem } from '../../../src/contract/common';
import { policyAccess as access, policyApi as api } from '../../../src/contract/manifests/policies';
import {
  createPolicyBody,
  endorsementBody,
  endorsementListItemRecord,
  endorsementListQuery,
  endorsementParams,
  endorsementRecord,
  policyBody,
  policyDetailRecord,
  policyEditRecord,
  policyListQuery,
  policyOptionsQuery,
  policyOptionsRecord,
  policyRecord,
} from '../../../src/contract/policies';
import { policyWithRequestsRecord } from '../../../src/contract/endorsement-requests';
import { actorOf } from '../../lib/audit';
import { etagOf, sendRecord, sendSaved } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import { viewerOf } from '../../lib/visibility';
import { principalOf } from '../../plugins/auth';
import { renewalRoutes } from './renewals';
import { requestRoutes } from './request-routes';
import * as requests from './requests';
import * as service from './service';
import type { PolicyCaller } from './service';

export async function policyRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  // Which policies the caller sees (server/lib/visibility.ts): every read and write passes it.
  const viewer = (req: FastifyRequest) => viewerOf(db, principalOf(req));
  const caller = async (req: FastifyRequest): Promise<PolicyCaller> => ({
    ...actorOf(req),
    viewer: await viewer(req),
  });
  const suggestions = { 200: v.array(suggestItem) };
  await renewalRoutes(instance);

  // Literal paths before /:id.
  app.get(
    api.situations,
    { config: { access: access.view }, schema: { summary: 'Situações da apólice', response: suggestions } },
    async () => service.situations(),
  );
  app.get(
    api.endorsementTypes,
    { config: { access: access.view }, schema: { summary: 'Tipos de endosso', response: suggestions } },
    async () => service.endorsementTypes(),
  );
  app.get(
    api.options,
    {
      config: { access: access.view },
      schema: {
        summary: 'O que o formulário da apólice pede para uma sub-modalidade (processo, tipos de emissão)',
        querystring: policyOptionsQuery,
        response: { 200: policyOptionsRecord },
      },
    },
    async (req) => service.options(db, req.query.submodalidade_id),
  );

  app.get(
    api.list,
    {
      config: { access: access.view },
      schema: {
        summary: 'Lista as apólices (paginado, com filtros)',
        querystring: policyListQuery,
        response: { 200: pagedOf(policyRecord) },
      },
    },
    async (req) => service.listPolicies(db, await viewer(req), req.query),
  );

  app.post(
    api.list,
    {
      config: { access: access.create, openapi: record },
      schema: {
        summary: 'Cadastra uma apólice emitida fora do portal',
        body: createPolicyBody,
        response: { 201: policyDetailRecord, 200: policyDetailRecord },
      },
    },
    async (req, reply) => sendSaved(reply, await service.createPolicy(db, await caller(req), req.body)),
  );

  app.get(
    api.endorsementList,
    {
      config: { access: access.view },
      schema: {
        summary: 'Lista os endossos das apólices (paginado)',
        querystring: endorsementListQuery,
        response: { 200: pagedOf(endorsementListItemRecord) },
      },
    },
    async (req) => service.listEndorsements(db, await viewer(req), req.query),
  );

  app.get(
    api.item,
    {
      config: { access: access.detail, openapi: record },
      schema: {
        summary:
          'Lê uma apólice com seus endossos (e os valores após cada um) e suas solicitações (ações e críticas abertas)',
        params: idParams,
        response: { 200: policyWithRequestsRecord },
      },
    },
    async (req, reply) => {
      const { solicitacoes, ...policy } = await requests.policyWithRequests(
        db,
        await viewer(req),
        req.params.id,
      );
      // The ETag versions what PUT {id} checks (the policy and its endorsements); each request has its own.
      return reply.header('etag', etagOf(policy)).send({ ...policy, solicitacoes });
    },
  );

  app.put(
    api.item,
    {
      config: { access: access.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Altera os dados emitidos da apólice',
        params: idParams,
        body: policyBody,
        response: { 200: policyDetailRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updatePolicy(db, await caller(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );

  app.get(
    api.edit,
    {
      config: { access: access.edit },
      schema: {
        summary: 'A apólice como o corpo da sua alteração',
        params: idParams,
        response: { 200: policyEditRecord },
      },
    },
    async (req) => service.getPolicyEdit(db, await viewer(req), req.params.id),
  );

  app.get(
    api.endorsementSuggest,
    {
      config: { access: access.detail },
      schema: { summary: 'Os endossos de uma apólice', params: idParams, response: suggestions },
    },
    async (req) => service.endorsementSuggest(db, await viewer(req), req.params.id),
  );

  app.post(
    api.endorsements,
    {
      config: { access: access.endorse, openapi: record },
      schema: {
        summary: 'Registra um endosso emitido pela seguradora',
        params: idParams,
        body: endorsementBody,
        response: { 201: endorsementRecord, 200: endorsementRecord },
      },
    },
    async (req, reply) =>
      sendSaved(reply, await service.createEndorsement(db, await caller(req), req.params.id, req.body)),
  );

  app.get(
    api.endorsement,
    {
      config: { access: access.detail, openapi: record },
      schema: {
        summary: 'Lê um endosso da apólice',
        params: endorsementParams,
        response: { 200: endorsementRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.getEndorsement(db, await viewer(req), req.params.id, req.params.endosso),
      ),
  );

  app.put(
    api.endorsement,
    {
      config: { access: access.endorse, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Altera um endosso da apólice',
        params: endorsementParams,
        body: endorsementBody,
        response: { 200: endorsementRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateEndorsement(
          db,
          await caller(req),
          req.params.id,
          req.params.endosso,
          req.body,
          req.headers['if-match'],
        ),
      ),
  );

  // The endorsement requests and the cancellation (request-routes.ts), under the same paths.
  await requestRoutes(instance, { viewer, caller });
}
