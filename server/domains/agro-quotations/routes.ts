import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  AGRO_CROPS,
  COFFEE_SPECIES,
  COFFEE_SYSTEMS,
  COFFEE_VARIETIES,
  OPERATION_GROUPS,
  PAYMENT_FORMS,
  agroApproveParams,
  agroCostBody,
  agroCostRecord,
  agroFormDataRecord,
  agroIdParams,
  agroListQuery,
  agroLogRecord,
  agroMunicipalityRecord,
  agroPaymentFormRecord,
  agroPolicyBody,
  agroPrintRecord,
  agroQuotationBody,
  agroQuotationRecord,
  agroQuotationRowsPage,
  agroSuggestQuery,
  agroVarietyRecord,
  fileDecisionBody,
  municipalitySuggestQuery,
  printQuery,
  proposalBody,
  reasonBody,
  signedFileQuery,
  sketchBody,
  soilClassParams,
  varietySuggestQuery,
} from '../../../src/contract/agro-quotations';
import type { AgroProductId } from '../../../src/contract/agro-quotations';
import { suggestItem } from '../../../src/contract/common';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES } from '../../../src/contract/files';
import {
  agroQuotationAccess as access,
  agroQuotationApi as api,
} from '../../../src/contract/manifests/agro-quotations';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { guestLimiters } from '../../lib/guest-limits';
import { viewerOf } from '../../lib/visibility';
import { typed } from '../../lib/route-schema';
import type { AnySchema } from '../../lib/route-schema';
import type { ActionRoute } from '../../../src/contract/workflow-table';
import { AGRO_WORKFLOW } from '../../../src/contract/workflows/agro-quotations';
import type { AgroQuotationRead } from './views';
import type { AgroAction } from './workflow';
import type { RouteDocs } from '../../plugins/openapi';
import { principalOf } from '../../plugins/auth';
import { asAgroLog, historyOf, RECORD_LOG_LIMIT } from '../audit/service';
import { fileStorage, readUploadForm, uploadFormOf } from '../files/service';
import { printTokens } from './print-token';
import * as service from './service';
import type { AgroCaller, AgroContext } from './service';

const empty = v.optional(v.object({}), {});
const names = (items: readonly { id: string; nome: string }[]) => items.map(({ id, nome }) => ({ id, nome }));

/**
 * /v1/agro (SPEC.md §7 'Agribusiness'; docs/agro-quotations.md). Staff read with the module
 * `cotacao` and write with `criar_cotacao`; a guest token (`guest` accesses) creates quotations,
 * reads its own, approves a payment form of its own and sends its photos and sketch; the print view
 * is public and opens with the quotation's token. The routes of the workflow's actions are generated
 * from its table (src/contract/workflows/agro-quotations.ts: URLs, access, summary).
 */
export async function agroQuotationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const ctx: AgroContext = {
    db: app.db,
    print: await printTokens(app.db),
    storage: fileStorage(app.config.dataDir),
  };
  const caller = async (req: FastifyRequest): Promise<AgroCaller> => {
    const principal = principalOf(req);
    return { ...actorOf(req), guest: principal.guest, scope: await viewerOf(app.db, principal) };
  };
  const read = { access: access.view };
  const guestRead = { access: access.guest };
  const guestWrite = { access: access.guestWrite };
  const record = { etag: true } as const;

  /* ------------------------------------------------------------ lookups (the guest form reads them too) */

  app.get(
    api.formData,
    {
      config: guestRead,
      schema: {
        summary: 'Listas fixas do formulário da cotação agro (produtos, culturas, café, pagamento...)',
        response: { 200: agroFormDataRecord },
      },
    },
    async () => service.FORM_DATA,
  );
  app.get(
    api.paymentForms,
    {
      config: guestRead,
      schema: {
        summary: 'Formas de pagamento (sugestão)',
        querystring: agroSuggestQuery,
        response: { 200: v.array(agroPaymentFormRecord) },
      },
    },
    async (req) =>
      service
        .suggest(PAYMENT_FORMS, req.query.query)
        .map(({ id, nome, parcelas }) => ({ id, nome, parcelas })),
  );
  const lists: [string, string, readonly { id: string; nome: string }[]][] = [
    [api.operationGroups, 'Grupos de operação (sugestão)', OPERATION_GROUPS],
    [api.coffeeSpecies, 'Espécies de café (sugestão)', COFFEE_SPECIES],
    [api.coffeeSystems, 'Sistemas de cultivo do café (sugestão)', COFFEE_SYSTEMS],
  ];
  for (const [path, summary, items] of lists)
    app.get(
      path,
      {
        config: guestRead,
        schema: { summary, querystring: agroSuggestQuery, response: { 200: v.array(suggestItem) } },
      },
      async (req) => names(service.suggest(items, req.query.query)),
    );
  app.get(
    api.coffeeVarieties,
    {
      config: guestRead,
      schema: {
        summary: 'Variedades de café, de uma espécie (especie_id) ou todas',
        querystring: varietySuggestQuery,
        response: { 200: v.array(agroVarietyRecord) },
      },
    },
    async (req) =>
      service
        .suggest(
          COFFEE_VARIETIES.filter((x) => !req.query.especie_id || x.especie_id === req.query.especie_id),
          req.query.query,
        )
        .map(({ id, nome, especie_id }) => ({ id, nome, especie_id })),
  );
  app.get(
    api.soilClasses,
    {
      config: guestRead,
      schema: {
        summary: `Classificação de solo (ZARC) de uma cultura (${AGRO_CROPS.map((c) => c.id).join(', ')}) ou do cafezal`,
        params: soilClassParams,
        response: { 200: v.array(suggestItem) },
      },
    },
    async (req) => service.soilClasses(req.params.id),
  );
  app.get(
    api.municipalities,
    {
      config: guestRead,
      schema: {
        summary: 'Municípios do IBGE por nome ou código (até 50), de uma UF opcional',
        querystring: municipalitySuggestQuery,
        response: { 200: v.array(agroMunicipalityRecord) },
      },
    },
    async (req) => service.suggestMunicipalities(app.db, req.query.query, req.query.uf),
  );

  /* ------------------------------------------------------------ lists */

  app.get(
    api.list,
    {
      config: read,
      schema: {
        summary: 'Lista as cotações agro (paginado, filtros; page_size=-1 para o CSV)',
        querystring: agroListQuery,
        response: { 200: agroQuotationRowsPage },
      },
    },
    async (req) => service.listQuotations(app.db, req.query, (await caller(req)).scope),
  );
  for (const [path, summary, state] of [
    [api.proposals, 'Propostas agro (cotações na situação proposta)', 'proposta'],
    [api.policies, 'Apólices agro emitidas', 'apolice_emitida'],
  ] as const)
    app.get(
      path,
      {
        config: { access: access.issued },
        schema: { summary, querystring: agroListQuery, response: { 200: agroQuotationRowsPage } },
      },
      async (req) => service.listQuotations(app.db, req.query, (await caller(req)).scope, state),
    );

  /* ------------------------------------------------------------ one quotation */

  app.post(
    api.list,
    {
      config: { ...guestWrite, openapi: record },
      schema: {
        summary: 'Cria uma cotação agro (também por convidado, pelo link da fazenda)',
        body: agroQuotationBody,
        response: { 201: agroQuotationRecord, 200: agroQuotationRecord },
      },
    },
    async (req, reply) => {
      if (principalOf(req).guest) await guestLimiters(app).create(req);
      const { created, record: q } = await service.createQuotation(ctx, await caller(req), req.body);
      return sendRecord(reply, q, created ? 201 : 200);
    },
  );

  app.get(
    api.item,
    {
      config: { ...guestRead, openapi: record },
      schema: {
        summary: 'Lê uma cotação agro (o convidado, só a própria)',
        params: agroIdParams,
        response: { 200: agroQuotationRecord },
      },
    },
    async (req, reply) =>
      sendRecord(reply, await service.getQuotation(ctx, await caller(req), req.params.id)),
  );

  app.get(
    api.print,
    {
      config: { access: access.print },
      schema: {
        summary: 'Visão de impressão da cotação agro (pública, com o token da cotação)',
        params: agroIdParams,
        querystring: printQuery,
        response: { 200: agroPrintRecord },
      },
    },
    async (req, reply) => {
      const view = await service.printView(ctx, req.params.id, req.query.token);
      return reply.header('cache-control', 'private, no-store').send(view);
    },
  );

  app.get(
    api.logs,
    {
      config: read,
      schema: {
        summary: 'Histórico da cotação agro: quem fez o quê e quando (mais recente primeiro)',
        params: agroIdParams,
        response: { 200: v.array(agroLogRecord) },
      },
    },
    async (req) => {
      const page = await historyOf(ctx.db, principalOf(req), 'cotacao_agro', req.params.id, {
        pageSize: RECORD_LOG_LIMIT,
      });
      return page.items.map(asAgroLog);
    },
  );

  /* ------------------------------------------------------------ costs and approval */

  // Adding costs creates a cost (201, replayed 200) as well as moving the quotation: its own shape.
  const addCost = routeOf('adicionar_custo');
  app.post(
    api.costAdd,
    {
      config: { access: addCost.access },
      schema: {
        summary: addCost.summary,
        body: agroCostBody,
        response: { 201: agroCostRecord, 200: agroCostRecord },
      },
    },
    async (req, reply) => {
      const { created, record: cost } = await service.addCost(ctx, await caller(req), req.body);
      return reply.code(created ? 201 : 200).send(cost);
    },
  );

  app.get(
    api.costList,
    {
      config: guestRead,
      schema: {
        summary: 'Custos das seguradoras de uma cotação agro ({id} é a cotação)',
        params: agroIdParams,
        response: { 200: v.array(agroCostRecord) },
      },
    },
    async (req) => service.listCosts(ctx, await caller(req), req.params.id),
  );

  app.get(
    api.costItem,
    {
      config: guestRead,
      schema: {
        summary: 'Lê um custo (uma seguradora, por forma de pagamento)',
        params: agroIdParams,
        response: { 200: agroCostRecord },
      },
    },
    async (req) => service.getCost(ctx, await caller(req), req.params.id),
  );

  /* ------------------------------------------------------------ the actions of the table */

  // Each action's URL(s), access and summary are its entry in the transition table; the plain and
  // '...Cafezal' URLs of one action run it for their product. Here only what each reads of the request.
  const idOf = (req: { params: { id: string } }) => req.params.id;
  const shapes: { [A in AgroAction]?: ActionShape } = {
    aprovar_forma_pagamento: shape({
      params: agroApproveParams,
      body: empty,
      run: (req, who, product) =>
        service.approve(ctx, who, req.params.id, req.params.forma, product ?? 'agricola'),
    }),
    gerar_card: shape({
      params: agroIdParams,
      body: empty,
      run: (req, who, product) => service.generateCard(ctx, who, idOf(req), product ?? 'agricola'),
    }),
    enviar_arquivo: shape({
      querystring: signedFileQuery,
      upload: 'O cartão de adesão assinado: PDF ou imagem.',
      run: (req, who, product) =>
        service.uploadSigned(
          ctx,
          who,
          req.query.cotacao_id,
          product ?? 'agricola',
          uploadFormOf(req.request),
        ),
    }),
    aprovar_arquivo: shape({
      body: fileDecisionBody,
      run: (req, who) => service.approveFile(ctx, who, req.body.cotacao_id),
    }),
    reprovar_arquivo: shape({
      body: fileDecisionBody,
      run: (req, who) => service.rejectFile(ctx, who, req.body.cotacao_id, req.body.motivo),
    }),
    registrar_proposta: shape({
      params: agroIdParams,
      body: proposalBody,
      run: (req, who, product) =>
        service.registerProposal(ctx, who, idOf(req), product ?? 'agricola', req.body.numero_proposta),
    }),
    emitir_apolice: shape({
      params: agroIdParams,
      body: agroPolicyBody,
      run: (req, who, product) =>
        service.registerPolicy(ctx, who, idOf(req), product ?? 'agricola', req.body),
    }),
    cancelar: shape({
      params: agroIdParams,
      body: reasonBody,
      run: (req, who) => service.cancel(ctx, who, idOf(req), req.body.motivo),
    }),
    enviar_foto: shape({
      params: agroIdParams,
      upload: 'Foto PNG, JPEG ou WebP tirada na propriedade.',
      run: (req, who) => service.addPhoto(ctx, who, idOf(req), uploadFormOf(req.request)),
    }),
    salvar_croqui: shape({
      params: agroIdParams,
      body: sketchBody,
      run: (req, who) => service.saveSketch(ctx, who, idOf(req), req.body),
    }),
  };
  for (const [action, actionShape] of Object.entries(shapes) as [AgroAction, ActionShape][]) {
    const route = routeOf(action);
    for (const [url, product] of routeVariants(route))
      app.route({
        method: route.method,
        url,
        config: {
          access: route.access,
          ...(actionShape.upload ? { openapi: uploadDocs(actionShape.upload) } : {}),
        },
        schema: {
          summary: product ? `${route.summary} (cotação ${productName(product)})` : route.summary,
          ...(actionShape.params ? { params: actionShape.params } : {}),
          ...(actionShape.body ? { body: actionShape.body } : {}),
          ...(actionShape.querystring ? { querystring: actionShape.querystring } : {}),
          response: { 200: agroQuotationRecord },
        },
        ...(actionShape.upload ? { preValidation: readUploadForm } : {}),
        handler: async (req) =>
          actionShape.run(
            { params: req.params, body: req.body, query: req.query, request: req },
            await caller(req),
            product,
          ),
      });
  }
}

const productName = (p: AgroProductId) => (p === 'cafezal' ? 'cafezal' : 'agrícola');

/** An action's route in the transition table (every agro action has one). */
function routeOf(action: AgroAction): ActionRoute {
  const route = AGRO_WORKFLOW.actions[action].route;
  if (!route) throw new Error(`Cotação agro: a ação ${action} não tem rota na tabela.`);
  return route;
}

/** The URLs of an action's route, each with the product it serves (none for a single URL). */
function routeVariants(route: ActionRoute): [string, AgroProductId | undefined][] {
  if (typeof route.path === 'string') return [[route.path, undefined]];
  return Object.entries(route.path).map(([product, url]) => [url, product as AgroProductId]);
}

/** What an action's handler reads of its request, already checked by the route's schemas. */
interface ActionInput<P, B, Q> {
  params: P;
  body: B;
  query: Q;
  request: FastifyRequest;
}

/** The request side of one action's route(s): its schemas and how it calls the service. */
interface ActionShape {
  params?: AnySchema;
  body?: AnySchema;
  querystring?: AnySchema;
  /** A multipart upload, with its description for the document. */
  upload?: string;
  run(
    input: ActionInput<unknown, unknown, unknown>,
    who: AgroCaller,
    product: AgroProductId | undefined,
  ): Promise<AgroQuotationRead>;
}

/** Types an action's handler by its schemas (the route itself is built from the table). */
function shape<
  P extends AnySchema = AnySchema,
  B extends AnySchema = AnySchema,
  Q extends AnySchema = AnySchema,
>(s: {
  params?: P;
  body?: B;
  querystring?: Q;
  upload?: string;
  run(
    input: ActionInput<v.InferOutput<P>, v.InferOutput<B>, v.InferOutput<Q>>,
    who: AgroCaller,
    product: AgroProductId | undefined,
  ): Promise<AgroQuotationRead>;
}): ActionShape {
  return s;
}

/** Multipart bodies: what the document cannot read from a valibot schema. */
function uploadDocs(description: string): RouteDocs {
  return {
    body: {
      'multipart/form-data': {
        type: 'object',
        required: [UPLOAD_FIELD],
        properties: {
          [UPLOAD_FIELD]: {
            type: 'string',
            format: 'binary',
            description: `${description} Até ${String(UPLOAD_MAX_BYTES / 1024 / 1024)} MB; o tipo é lido dos primeiros bytes.`,
          },
          id: {
            type: 'string',
            format: 'uuid',
            description: 'Id gerado pelo cliente: reenviar o mesmo arquivo com ele não grava de novo.',
          },
        },
      },
    },
  };
}
