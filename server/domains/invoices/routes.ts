import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { idParams, pagedOf, suggestItem } from '../../../src/contract/common';
import {
  createInvoiceBody,
  inactivationBody,
  instalmentsBody,
  invoiceBody,
  invoiceListQuery,
  invoiceRecord,
  paymentBody,
} from '../../../src/contract/invoices';
import { invoiceAccess as access, invoiceApi as api } from '../../../src/contract/manifests/invoices';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import { viewerOf } from '../../lib/visibility';
import { principalOf } from '../../plugins/auth';
import * as service from './service';
import type { InvoiceCaller } from './service';

export async function invoiceRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  // An invoice is visible when its policy is (server/lib/visibility.ts, kind 'apolice').
  const viewer = (req: FastifyRequest) => viewerOf(db, principalOf(req));
  const caller = async (req: FastifyRequest): Promise<InvoiceCaller> => ({
    ...actorOf(req),
    viewer: await viewer(req),
  });
  const ifMatch = (req: FastifyRequest) => req.headers['if-match'];

  // Literal paths before /:id.
  app.get(
    api.inactivationReasons,
    {
      config: { access: access.view },
      schema: { summary: 'Motivos de inativação de fatura', response: { 200: v.array(suggestItem) } },
    },
    async () => service.inactivationReasons(),
  );

  app.get(
    api.list,
    {
      config: { access: access.view },
      schema: {
        summary: 'Lista as faturas (paginado, com filtros; page_size=-1 para o CSV)',
        querystring: invoiceListQuery,
        response: { 200: pagedOf(invoiceRecord) },
      },
    },
    async (req) => service.listInvoices(db, await viewer(req), req.query),
  );

  app.post(
    api.list,
    {
      config: { access: access.create, openapi: record },
      schema: {
        summary: 'Cadastra uma fatura de uma apólice ou de um endosso',
        body: createInvoiceBody,
        response: { 201: invoiceRecord, 200: invoiceRecord },
      },
    },
    async (req, reply) => {
      const { created, record: invoice } = await service.createInvoice(db, await caller(req), req.body);
      return sendRecord(reply, invoice, created ? 201 : 200);
    },
  );

  app.post(
    api.instalments,
    {
      config: { access: access.create },
      schema: {
        summary: 'Cadastra as m parcelas de um prêmio de uma vez (todas ou nenhuma)',
        body: instalmentsBody,
        response: {
          201: v.object({ items: v.array(invoiceRecord) }),
          200: v.object({ items: v.array(invoiceRecord) }),
        },
      },
    },
    async (req, reply) => {
      const { created, items } = await service.createInstalments(db, await caller(req), req.body);
      return reply.status(created ? 201 : 200).send({ items });
    },
  );

  app.get(
    api.item,
    {
      config: { access: access.view, openapi: record },
      schema: { summary: 'Lê uma fatura', params: idParams, response: { 200: invoiceRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getInvoice(db, await viewer(req), req.params.id)),
  );

  app.put(
    api.item,
    {
      config: { access: access.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Altera os dados da fatura',
        params: idParams,
        body: invoiceBody,
        response: { 200: invoiceRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateInvoice(db, await caller(req), req.params.id, req.body, ifMatch(req)),
      ),
  );

  app.put(
    api.payment,
    {
      config: { access: access.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Registra (ou corrige) o pagamento da fatura; o mesmo pagamento de novo não muda nada',
        params: idParams,
        body: paymentBody,
        response: { 200: invoiceRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.registerPayment(db, await caller(req), req.params.id, req.body, ifMatch(req)),
      ),
  );

  app.put(
    api.inactivate,
    {
      config: { access: access.edit, openapi: { ...record, ifMatch: true } },
      schema: {
        summary: 'Inativa a fatura com um motivo (a fatura continua guardada e listada)',
        params: idParams,
        body: inactivationBody,
        response: { 200: invoiceRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.inactivate(db, await caller(req), req.params.id, req.body, ifMatch(req)),
      ),
  );
}
