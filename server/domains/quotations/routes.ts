import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { suggestItem } from '../../../src/contract/common';
import {
  APPEAL_TYPES,
  EMISSION_TYPES,
  chooseBody,
  comparisonRow,
  costBody,
  createQuotationBody,
  critiqueBody,
  critiqueFollowUpPage,
  critiqueFollowUpQuery,
  critiqueParams,
  critiqueRecord,
  critiqueResolveBody,
  draftBody,
  emailBody,
  generateBody,
  insurerParams,
  optionalReasonBody,
  optionsQuery,
  policyBody,
  quotationBody,
  quotationEdit,
  quotationListQuery,
  quotationLog,
  quotationOptions,
  quotationPage,
  quotationParams,
  quotationRecord,
  quotationStatusView,
  reasonBody,
  cancelBody,
} from '../../../src/contract/guarantee-quotations';
import { quotationAccess as access, quotationApi as api } from '../../../src/contract/manifests/quotations';
import { actorOf } from '../../lib/audit';
import { etagOf, sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import { principalOf } from '../../plugins/auth';
import { asQuotationLog, historyOf, RECORD_LOG_LIMIT } from '../audit/service';
import { scopeOf } from './scope';
import type { QuotationCaller } from './scope';
import * as service from './service';
import type { Quotation } from '../../../src/contract/guarantee-quotations';

const list = (items: readonly { id: string; nome: string }[]) => items.map(({ id, nome }) => ({ id, nome }));
const empty = v.optional(v.object({}), {});

export async function quotationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  const read = { access: access.view };
  const write = { access: access.write };
  // Which quotations the caller sees (scope.ts): every read and write of a quotation passes it.
  const scope = (req: FastifyRequest) => scopeOf(db, principalOf(req));
  const caller = async (req: FastifyRequest): Promise<QuotationCaller> => ({
    ...actorOf(req),
    scope: await scope(req),
  });

  // Literal paths first (they would match /:id otherwise only by find-my-way's priority; keep them together).
  for (const [path, summary, items] of [
    [api.appealTypes, 'Tipos de recurso (garantia recursal)', APPEAL_TYPES],
    [api.emissionTypes, 'Tipos de emissão', EMISSION_TYPES],
  ] as const)
    app.get(path, { config: read, schema: { summary, response: { 200: v.array(suggestItem) } } }, async () =>
      list(items),
    );

  app.get(
    api.options,
    {
      config: read,
      schema: {
        summary: 'O que o formulário da cotação pede para uma sub-modalidade (processo, recurso)',
        querystring: optionsQuery,
        response: { 200: quotationOptions },
      },
    },
    async (req) => service.options(db, req.query.submodalidade_id),
  );

  app.get(
    api.critiqueFollowUp,
    {
      config: read,
      schema: {
        summary: 'Críticas abertas de todas as cotações (mais antigas primeiro)',
        querystring: critiqueFollowUpQuery,
        response: { 200: critiqueFollowUpPage },
      },
    },
    async (req) => service.critiqueFollowUp(db, req.query, await scope(req)),
  );

  app.get(
    api.list,
    {
      config: read,
      schema: {
        summary: 'Lista as cotações de garantia (paginado, com filtros)',
        querystring: quotationListQuery,
        response: { 200: quotationPage },
      },
    },
    async (req) => service.listQuotations(db, req.query, await scope(req)),
  );

  app.post(
    api.list,
    {
      config: { ...write, openapi: record },
      schema: {
        summary: 'Cria uma cotação de garantia (etapa dados do processo)',
        body: createQuotationBody,
        response: { 201: quotationRecord, 200: quotationRecord },
      },
    },
    async (req, reply) => {
      const { created, record: q } = await service.createQuotation(db, await caller(req), req.body);
      return sendRecord(reply, q, created ? 201 : 200);
    },
  );

  app.get(
    api.item,
    {
      config: { ...read, openapi: record },
      schema: { summary: 'Lê uma cotação', params: quotationParams, response: { 200: quotationRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getQuotation(db, req.params.id, await scope(req))),
  );

  app.put(
    api.item,
    {
      config: { ...write, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Altera os dados da cotação (etapas dados do processo e cotação)',
        params: quotationParams,
        body: quotationBody,
        response: { 200: quotationRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateQuotation(
          db,
          await caller(req),
          req.params.id,
          req.body,
          req.headers['if-match'],
        ),
      ),
  );

  app.get(
    api.edit,
    {
      config: { ...read, openapi: record },
      schema: {
        summary: 'Dados da cotação para o formulário de edição',
        params: quotationParams,
        response: { 200: quotationEdit },
      },
    },
    async (req, reply) => {
      const { edit, quotation } = await service.getEdit(db, req.params.id, await scope(req));
      // The ETag is the quotation's own: the edit form sends it back as If-Match of PUT {id}.
      return reply.header('etag', etagOf(quotation)).send(edit);
    },
  );

  app.get(
    api.status,
    {
      config: read,
      schema: {
        summary: 'Etapas e ações da cotação (barra de etapas)',
        params: quotationParams,
        response: { 200: quotationStatusView },
      },
    },
    async (req) => service.getStatus(db, req.params.id, await scope(req)),
  );

  app.get(
    api.comparison,
    {
      config: read,
      schema: {
        summary: 'Comparativo das seguradoras: limite disponível, custos, a oferta mais barata',
        params: quotationParams,
        response: { 200: v.array(comparisonRow) },
      },
    },
    async (req) => service.comparison(db, req.params.id, await scope(req)),
  );

  for (const [path, summary, detailed] of [
    [api.logs, 'Registro das alterações da cotação (campos antes e depois)', true],
    [api.actionHistory, 'Histórico das ações da cotação: quem fez o quê e quando', false],
  ] as const)
    app.get(
      path,
      {
        config: read,
        schema: { summary, params: quotationParams, response: { 200: v.array(quotationLog) } },
      },
      async (req) => {
        const page = await historyOf(db, principalOf(req), 'cotacao_garantia', req.params.id, {
          pageSize: RECORD_LOG_LIMIT,
        });
        return page.items.map((entry) => asQuotationLog(entry, detailed));
      },
    );

  const put = <B extends v.GenericSchema, P extends v.GenericSchema>(
    path: string,
    summary: string,
    params: P,
    body: B,
    run: (
      req: { params: v.InferOutput<P>; body: v.InferOutput<B> },
      who: QuotationCaller,
    ) => Promise<Quotation>,
  ) =>
    app.put(
      path,
      { config: write, schema: { summary, params, body, response: { 200: quotationRecord } } },
      async (req) =>
        run(req as unknown as { params: v.InferOutput<P>; body: v.InferOutput<B> }, await caller(req)),
    );

  put(
    api.generate,
    'Gera a cotação: uma linha de custos por seguradora escolhida',
    quotationParams,
    generateBody,
    (r, a) => service.generate(db, a, r.params.id, r.body),
  );
  put(api.cancel, 'Cancela a cotação (justificativa obrigatória)', quotationParams, cancelBody, (r, a) =>
    service.cancel(db, a, r.params.id, r.body.justificativa),
  );
  put(api.costs, 'Registra os custos de uma seguradora', insurerParams, costBody, (r, a) =>
    service.recordCosts(db, a, r.params.id, r.params.seg, r.body),
  );
  put(api.decline, 'Declina a cotação de uma seguradora', insurerParams, optionalReasonBody, (r, a) =>
    service.declineCost(db, a, r.params.id, r.params.seg, r.body.motivo),
  );
  put(api.reactivate, 'Reativa a cotação declinada de uma seguradora', insurerParams, empty, (r, a) =>
    service.reactivateCost(db, a, r.params.id, r.params.seg),
  );
  put(
    api.choose,
    'Escolhe a seguradora (formaliza a cotação) e solicita a minuta; limite insuficiente exige justificativa',
    insurerParams,
    chooseBody,
    (r, a) => service.choose(db, a, r.params.id, r.params.seg, r.body),
  );
  put(api.insurerDraftRequest, 'Solicita a minuta à seguradora escolhida', insurerParams, empty, (r, a) =>
    service.requestDraft(db, a, r.params.id, r.params.seg),
  );
  put(
    api.insurerDraftRefuse,
    'Recusa a minuta da seguradora (com motivo)',
    insurerParams,
    reasonBody,
    (r, a) => service.refuseDraft(db, a, r.params.id, r.body.motivo, r.params.seg),
  );
  put(api.insurerDraftApprove, 'Aprova a minuta da seguradora', insurerParams, empty, (r, a) =>
    service.approveDraft(db, a, r.params.id, r.params.seg),
  );
  put(
    api.insurerDraftAskApproval,
    'Pede ao tomador a aprovação da minuta da seguradora',
    insurerParams,
    empty,
    (r, a) => service.askDraftApproval(db, a, r.params.id, r.params.seg),
  );
  put(api.insurerDraftRemove, 'Remove a minuta inserida da seguradora', insurerParams, empty, (r, a) =>
    service.removeDraft(db, a, r.params.id, r.params.seg),
  );
  put(api.draftApprove, 'Aprova a minuta (vai para a emissão da apólice)', quotationParams, empty, (r, a) =>
    service.approveDraft(db, a, r.params.id),
  );
  put(
    api.draftAskApproval,
    'Pede ao tomador, por e-mail, a aprovação da minuta',
    quotationParams,
    empty,
    (r, a) => service.askDraftApproval(db, a, r.params.id),
  );
  put(
    api.draftRefuse,
    'Recusa a minuta (com motivo): volta a solicitar minuta',
    quotationParams,
    reasonBody,
    (r, a) => service.refuseDraft(db, a, r.params.id, r.body.motivo),
  );
  put(
    api.draftDecline,
    'Registra que a seguradora declinou a minuta: a cotação volta aos custos',
    quotationParams,
    optionalReasonBody,
    (r, a) => service.declineDraft(db, a, r.params.id, r.body.motivo),
  );
  put(api.policyRequest, 'Solicita a emissão da apólice à seguradora', quotationParams, empty, (r, a) =>
    service.requestPolicy(db, a, r.params.id),
  );

  app.post(
    api.draft,
    {
      config: write,
      schema: {
        summary: 'Insere a minuta (o arquivo vai antes por POST /arquivos/upload, campo arquivo)',
        params: quotationParams,
        body: draftBody,
        response: { 200: quotationRecord },
      },
    },
    async (req) => service.insertDraft(db, await caller(req), req.params.id, req.body.arquivo_id),
  );

  app.post(
    api.policy,
    {
      config: write,
      schema: {
        summary: 'Insere a apólice emitida (número, datas, prêmio, PDF): a cotação termina',
        params: quotationParams,
        body: policyBody,
        response: { 201: quotationRecord, 200: quotationRecord },
      },
    },
    async (req, reply) => {
      const { created, record: q } = await service.insertPolicy(
        db,
        await caller(req),
        req.params.id,
        req.body,
      );
      return reply.code(created ? 201 : 200).send(q);
    },
  );

  app.get(
    api.critiques,
    {
      config: read,
      schema: {
        summary: 'Críticas da cotação (mais recentes primeiro)',
        params: quotationParams,
        response: { 200: v.array(critiqueRecord) },
      },
    },
    async (req) => service.listCritiques(db, req.params.id, await scope(req)),
  );

  app.post(
    api.critiques,
    {
      config: write,
      schema: {
        summary:
          'Registra uma crítica: enquanto aberta, bloqueia a escolha da seguradora e a aprovação da minuta',
        params: quotationParams,
        body: critiqueBody,
        response: { 201: critiqueRecord, 200: critiqueRecord },
      },
    },
    async (req, reply) => {
      const { created, record: c } = await service.addCritique(
        db,
        await caller(req),
        req.params.id,
        req.body,
      );
      return reply.code(created ? 201 : 200).send(c);
    },
  );

  app.post(
    api.critiqueResend,
    {
      config: write,
      schema: {
        summary: 'Reenvia uma crítica aberta',
        params: critiqueParams,
        body: empty,
        response: { 200: critiqueRecord },
      },
    },
    async (req) => service.resendCritique(db, await caller(req), req.params.id, req.params.critica),
  );

  app.put(
    api.critiqueResolve,
    {
      config: write,
      schema: {
        summary: 'Regulariza uma crítica',
        params: critiqueParams,
        body: critiqueResolveBody,
        response: { 200: critiqueRecord },
      },
    },
    async (req) =>
      service.resolveCritique(db, await caller(req), req.params.id, req.params.critica, req.body),
  );

  app.post(
    api.email,
    {
      config: write,
      schema: {
        summary:
          'Envia a solicitação de cotação por e-mail às seguradoras (fila de e-mails, enviado uma vez)',
        params: quotationParams,
        body: emailBody,
        response: { 200: quotationRecord },
      },
    },
    async (req) => service.sendEmail(db, await caller(req), req.params.id, req.body),
  );
}
