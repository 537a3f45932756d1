import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagedOf } from '../../../src/contract/common';
import {
  acceptRequestBody,
  cancellationRequestBody,
  endorsementRequestBody,
  endorsementRequestListItemRecord,
  endorsementRequestListQuery,
  endorsementRequestRecord,
  refuseRequestBody,
  requestCritiqueFollowUpPage,
  requestCritiqueParams,
  requestCritiqueRecord,
  requestParams,
} from '../../../src/contract/endorsement-requests';
import { idParams } from '../../../src/contract/common';
import { policyAccess as access, policyApi as api } from '../../../src/contract/manifests/policies';
import { isUuid } from '../../lib/ids';
import { actorOf } from '../../lib/audit';
import { sendRecord, sendSaved } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import type { Viewer } from '../../lib/visibility';
import { notFound } from '../../errors';
import { critiqueRoutes } from '../critiques/service';
import * as requests from './requests';
import type { PolicyCaller } from './service';

/**
 * The endorsement requests' routes (docs/policies.md, "Solicitações de endosso"), under the policy's
 * paths: registered by the policies' routes plugin.
 */
export async function requestRoutes(
  instance: FastifyInstance,
  who: {
    viewer: (req: FastifyRequest) => Promise<Viewer>;
    caller: (req: FastifyRequest) => Promise<PolicyCaller>;
  },
): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  const { viewer, caller } = who;

  app.get(
    api.requestList,
    {
      config: { access: access.view },
      schema: {
        summary:
          'Lista as solicitações de endosso (paginado; atrasadas=true: sem resposta há mais de 15 dias; com_critica_aberta=true: com crítica em aberto)',
        querystring: endorsementRequestListQuery,
        response: { 200: pagedOf(endorsementRequestListItemRecord) },
      },
    },
    async (req) => requests.listRequests(db, await viewer(req), req.query),
  );

  app.post(
    api.requests,
    {
      config: { access: access.request, openapi: record },
      schema: {
        summary: 'Solicita um endosso à seguradora',
        params: idParams,
        body: endorsementRequestBody,
        response: { 201: endorsementRequestRecord, 200: endorsementRequestRecord },
      },
    },
    async (req, reply) =>
      sendSaved(reply, await requests.createRequest(db, await caller(req), req.params.id, req.body)),
  );

  app.post(
    api.cancellationRequest,
    {
      config: { access: access.request, openapi: record },
      schema: {
        summary: 'Solicita o cancelamento da apólice (uma solicitação de endosso de cancelamento)',
        params: idParams,
        body: cancellationRequestBody,
        response: { 201: endorsementRequestRecord, 200: endorsementRequestRecord },
      },
    },
    async (req, reply) =>
      sendSaved(reply, await requests.requestCancellation(db, await caller(req), req.params.id, req.body)),
  );

  app.post(
    api.cancellationRefusal,
    {
      config: { access: access.request },
      schema: {
        summary: 'Reprova a solicitação de cancelamento aberta da apólice, com o motivo',
        params: idParams,
        body: refuseRequestBody,
        response: { 200: endorsementRequestRecord },
      },
    },
    async (req) => requests.refuseCancellation(db, await caller(req), req.params.id, req.body),
  );

  app.get(
    api.request,
    {
      config: { access: access.detail, openapi: record },
      schema: {
        summary: 'Lê uma solicitação de endosso da apólice, com as ações permitidas agora',
        params: requestParams,
        response: { 200: endorsementRequestRecord },
      },
    },
    async (req, reply) =>
      sendRecord(reply, await requests.getRequest(db, await viewer(req), req.params.id, req.params.endosso)),
  );

  app.put(
    api.request,
    {
      config: { access: access.request, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Altera uma solicitação de endosso aberta',
        params: requestParams,
        body: endorsementRequestBody,
        response: { 200: endorsementRequestRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await requests.updateRequest(
          db,
          await caller(req),
          req.params.id,
          req.params.endosso,
          req.body,
          req.headers['if-match'],
        ),
      ),
  );

  for (const [path, action, summary] of [
    [api.requestSend, 'enviar', 'Envia a solicitação à seguradora (começam os 15 dias para a resposta)'],
    [api.requestCancel, 'cancelar', 'Cancela a solicitação (desistência do segurado ou do corretor)'],
  ] as const)
    app.post(
      path,
      {
        config: { access: access.request },
        schema: { summary, params: requestParams, response: { 200: endorsementRequestRecord } },
      },
      async (req, reply) =>
        sendRecord(
          reply,
          await requests.moveRequest(db, await caller(req), req.params.id, req.params.endosso, action),
        ),
    );

  app.post(
    api.requestRefuse,
    {
      config: { access: access.request },
      schema: {
        summary: 'Registra a reprovação da solicitação pela seguradora, com o motivo',
        params: requestParams,
        body: refuseRequestBody,
        response: { 200: endorsementRequestRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await requests.refuseRequest(db, await caller(req), req.params.id, req.params.endosso, req.body),
      ),
  );

  app.post(
    api.requestAccept,
    {
      config: { access: access.endorse },
      schema: {
        summary:
          'Registra o aceite da seguradora: a solicitação vira endosso da apólice (crítica aberta: 409)',
        params: requestParams,
        body: acceptRequestBody,
        response: { 200: endorsementRequestRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await requests.acceptRequest(db, await caller(req), req.params.id, req.params.endosso, req.body),
      ),
  );

  // The critiques: the critiques domain's routes under the request's paths. Their ':id' is the request;
  // a request of another policy than ':apolice' answers 404 before anything runs.
  await app.register(async (scope) => {
    scope.addHook('preValidation', async (req) => {
      const { apolice, id } = req.params as { apolice?: string; id?: string };
      if (!apolice || !id || !isUuid(apolice) || !isUuid(id)) return;
      if (!(await requests.belongsTo(db, apolice, id))) throw notFound();
    });
    await scope.register(critiqueRoutes, {
      host: requests.REQUEST_CRITIQUE_HOST,
      paths: {
        thread: api.requestCritiques,
        resend: api.requestCritiqueResend,
        resolve: api.requestCritiqueResolve,
        followUp: api.requestCritiqueFollowUp,
      },
      access: { read: access.detail, write: access.request },
      viewer,
      actor: actorOf,
      schemas: {
        params: requestCritiqueParams,
        critique: requestCritiqueRecord,
        followUpPage: requestCritiqueFollowUpPage,
      },
      parent: requests.REQUEST_CRITIQUE_PARENT,
      wire: { critique: requests.requestCritiqueWire, followUp: requests.requestFollowUpWire },
      summaries: {
        thread: 'Críticas da solicitação de endosso (mais recentes primeiro)',
        add: 'Registra uma crítica da solicitação: enquanto aberta, bloqueia o aceite',
        followUp: 'Críticas abertas das solicitações de endosso (mais antigas primeiro)',
      },
    });
  });
}
