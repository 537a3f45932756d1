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
 * /v1/agro (SPEC.md §7 'Agribusiness', issue 12; docs/agro-quotations.md). Staff read with the module
 * `cotacao` and write with `criar_cotacao`; a guest token (`guest` accesses) creates quotations,
 * reads its own, approves a payment form of its own and sends its photos and sketch; the print view
 * is public and opens with the quotation's token.
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
  const write = { access: access.write };
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

  app.put(
    api.cancel,
    {
      config: write,
      schema: {
        summary: 'Cancela a cotação agro (motivo obrigatório), em qualquer situação antes da apólice',
        params: agroIdParams,
        body: reasonBody,
        response: { 200: agroQuotationRecord },
      },
    },
    async (req) => service.cancel(ctx, await caller(req), req.params.id, req.body.motivo),
  );

  app.put(
    api.sketch,
    {
      config: guestWrite,
      schema: {
        summary: 'Salva o croqui da lavoura (contorno e pontos, WGS 84)',
        params: agroIdParams,
        body: sketchBody,
        response: { 200: agroQuotationRecord },
      },
    },
    async (req) => service.saveSketch(ctx, await caller(req), req.params.id, req.body),
  );

  app.post(
    api.photos,
    {
      config: { ...guestWrite, openapi: uploadDocs('Foto PNG, JPEG ou WebP tirada na propriedade.') },
      schema: {
        summary: 'Envia uma foto da propriedade (multipart, campo arquivo; imagens)',
        params: agroIdParams,
        response: { 200: agroQuotationRecord },
      },
      preValidation: readUploadForm,
    },
    async (req) => service.addPhoto(ctx, await caller(req), req.params.id, uploadFormOf(req)),
  );

  /* ------------------------------------------------------------ costs and approval */

  app.post(
    api.costAdd,
    {
      config: write,
      schema: {
        summary: 'Adiciona os custos de uma seguradora, por forma de pagamento',
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

  for (const [path, product, summary] of [
    [api.approve, 'agricola', 'Aprova uma forma de pagamento de um custo (cotação agrícola)'],
    [api.approveCoffee, 'cafezal', 'Aprova uma forma de pagamento de um custo (cotação de café)'],
  ] as const)
    app.put(
      path,
      {
        config: guestWrite,
        schema: { summary, params: agroApproveParams, body: empty, response: { 200: agroQuotationRecord } },
      },
      async (req) => service.approve(ctx, await caller(req), req.params.id, req.params.forma, product),
    );

  /* ------------------------------------------------------------ card, signed file, proposal, policy */

  const byProduct = (plain: string, coffee: string) =>
    [
      [plain, 'agricola'],
      [coffee, 'cafezal'],
    ] as const satisfies readonly (readonly [string, AgroProductId])[];
  const productName = (p: AgroProductId) => (p === 'cafezal' ? 'cafezal' : 'agrícola');

  for (const [path, product] of byProduct(api.cardGenerate, api.cardGenerateCoffee))
    app.put(
      path,
      {
        config: write,
        schema: {
          summary: `Gera o cartão de adesão em PDF (cotação ${productName(product)})`,
          params: agroIdParams,
          body: empty,
          response: { 200: agroQuotationRecord },
        },
      },
      async (req) => service.generateCard(ctx, await caller(req), req.params.id, product),
    );

  for (const [path, product] of byProduct(api.fileUpload, api.fileUploadCoffee))
    app.post(
      path,
      {
        config: { ...write, openapi: uploadDocs('O cartão de adesão assinado: PDF ou imagem.') },
        schema: {
          summary: `Envia o cartão assinado (cotação ${productName(product)}; multipart, campo arquivo; ?cotacao_id=)`,
          querystring: signedFileQuery,
          response: { 200: agroQuotationRecord },
        },
        preValidation: readUploadForm,
      },
      async (req) =>
        service.uploadSigned(ctx, await caller(req), req.query.cotacao_id, product, uploadFormOf(req)),
    );

  app.put(
    api.fileApprove,
    {
      config: write,
      schema: {
        summary: 'Aprova o cartão assinado',
        body: fileDecisionBody,
        response: { 200: agroQuotationRecord },
      },
    },
    async (req) => service.approveFile(ctx, await caller(req), req.body.cotacao_id),
  );
  app.put(
    api.fileReject,
    {
      config: write,
      schema: {
        summary: 'Reprova o cartão assinado (motivo obrigatório): volta ao cartão gerado',
        body: fileDecisionBody,
        response: { 200: agroQuotationRecord },
      },
    },
    async (req) => service.rejectFile(ctx, await caller(req), req.body.cotacao_id, req.body.motivo),
  );

  for (const [path, product] of byProduct(api.proposal, api.proposalCoffee))
    app.put(
      path,
      {
        config: write,
        schema: {
          summary: `Registra o número da proposta (cotação ${productName(product)})`,
          params: agroIdParams,
          body: proposalBody,
          response: { 200: agroQuotationRecord },
        },
      },
      async (req) =>
        service.registerProposal(ctx, await caller(req), req.params.id, product, req.body.numero_proposta),
    );

  for (const [path, product] of byProduct(api.policy, api.policyCoffee))
    app.put(
      path,
      {
        config: write,
        schema: {
          summary: `Registra a apólice emitida: número e vigência (cotação ${productName(product)})`,
          params: agroIdParams,
          body: agroPolicyBody,
          response: { 200: agroQuotationRecord },
        },
      },
      async (req) => service.registerPolicy(ctx, await caller(req), req.params.id, product, req.body),
    );
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
