import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { idParams, pagedOf, suggestItem } from '../../../src/contract/common';
import {
  createInsurerBody,
  createInsurerContactBody,
  insurerBody,
  insurerContactBody,
  insurerContactListQuery,
  insurerContactParams,
  insurerContactRecord,
  insurerEmails,
  insurerListQuery,
  insurerModalitySuggestions,
  insurerRecord,
  insurerSuggestions,
  insurerSuggestQuery,
  insurerSummary,
} from '../../../src/contract/insurers';
import { insurerAccess, insurerApi } from '../../../src/contract/manifests/insurers';
import { actorOf } from '../../lib/audit';
import { sendRecord } from '../../lib/etag';
import { typed } from '../../lib/route-schema';
import * as contacts from './contacts';
import * as service from './service';

export async function insurerRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = app.db;
  const record = { etag: true } as const;
  const edit = { etag: true, ifMatch: true } as const;

  app.get(
    insurerApi.list,
    {
      config: { access: insurerAccess.view },
      schema: {
        summary: 'Lista as seguradoras (paginado)',
        querystring: insurerListQuery,
        response: { 200: pagedOf(insurerSummary) },
      },
    },
    async (req) => service.listInsurers(db, req.query),
  );

  app.post(
    insurerApi.list,
    {
      config: { access: insurerAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra uma seguradora',
        body: createInsurerBody,
        response: { 201: insurerRecord, 200: insurerRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await service.createInsurer(db, actorOf(req), req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    insurerApi.suggest,
    {
      config: { access: insurerAccess.lookup },
      schema: {
        summary: 'Sugestões de seguradoras ativas',
        querystring: insurerSuggestQuery,
        response: { 200: insurerSuggestions },
      },
    },
    async (req) => service.suggestInsurers(db, req.query.query || undefined, false),
  );

  app.get(
    insurerApi.marketSuggest,
    {
      config: { access: insurerAccess.lookup },
      schema: {
        summary: 'Sugestões de seguradoras ativas para a consulta ao mercado',
        querystring: insurerSuggestQuery,
        response: { 200: insurerSuggestions },
      },
    },
    async (req) => service.suggestInsurers(db, req.query.query || undefined, true),
  );

  app.get(
    insurerApi.emails,
    {
      config: { access: insurerAccess.view },
      schema: {
        summary: 'E-mails de cotação de uma seguradora',
        params: idParams,
        response: { 200: insurerEmails },
      },
    },
    async (req) => service.listInsurerEmails(db, req.params.id),
  );

  app.get(
    insurerApi.item,
    {
      config: { access: insurerAccess.view, openapi: record },
      schema: { summary: 'Lê uma seguradora', params: idParams, response: { 200: insurerRecord } },
    },
    async (req, reply) => sendRecord(reply, await service.getInsurer(db, req.params.id)),
  );

  app.put(
    insurerApi.item,
    {
      config: { access: insurerAccess.edit, openapi: edit },
      schema: {
        summary: 'Edita uma seguradora',
        params: idParams,
        body: insurerBody,
        response: { 200: insurerRecord },
      },
    },
    async (req, reply) =>
      sendRecord(
        reply,
        await service.updateInsurer(db, actorOf(req), req.params.id, req.body, req.headers['if-match']),
      ),
  );

  app.get(
    insurerApi.modalitySuggest,
    {
      config: { access: insurerAccess.lookup },
      schema: {
        summary: 'Modalidades com que a seguradora trabalha',
        params: idParams,
        response: { 200: insurerModalitySuggestions },
      },
    },
    async (req) => service.suggestModalities(db, req.params.id),
  );

  app.get(
    insurerApi.contacts,
    {
      config: { access: insurerAccess.view },
      schema: {
        summary: 'Lista os contatos de relacionamento da seguradora (paginado)',
        params: idParams,
        querystring: insurerContactListQuery,
        response: { 200: pagedOf(insurerContactRecord) },
      },
    },
    async (req) => contacts.listContacts(db, req.params.id, req.query),
  );

  app.post(
    insurerApi.contacts,
    {
      config: { access: insurerAccess.create, openapi: record },
      schema: {
        summary: 'Cadastra um contato de relacionamento da seguradora',
        params: idParams,
        body: createInsurerContactBody,
        response: { 201: insurerContactRecord, 200: insurerContactRecord },
      },
    },
    async (req, reply) => {
      const { created, record } = await contacts.createContact(db, actorOf(req), req.params.id, req.body);
      return sendRecord(reply, record, created ? 201 : 200);
    },
  );

  app.get(
    insurerApi.contactSuggest,
    {
      config: { access: insurerAccess.lookup },
      schema: {
        summary: 'Sugestões de contatos ativos da seguradora',
        params: idParams,
        querystring: insurerSuggestQuery,
        response: { 200: v.array(suggestItem) },
      },
    },
    async (req) => service.suggestContacts(db, req.params.id, req.query.query || undefined),
  );

  app.get(
    insurerApi.contact,
    {
      config: { access: insurerAccess.view, openapi: record },
      schema: {
        summary: 'Lê um contato de relacionamento',
        params: insurerContactParams,
        response: { 200: insurerContactRecord },
      },
    },
    async (req, reply) => sendRecord(reply, await contacts.getContact(db, req.params.id, req.params.contato)),
  );

  app.put(
    insurerApi.contact,
    {
      config: { access: insurerAccess.edit, openapi: edit },
      schema: {
        summary: 'Edita um contato de relacionamento',
        params: insurerContactParams,
        body: insurerContactBody,
        response: { 200: insurerContactRecord },
      },
    },
    async (req, reply) => {
      const { id, contato } = req.params;
      return sendRecord(
        reply,
        await contacts.updateContact(db, actorOf(req), id, contato, req.body, req.headers['if-match']),
      );
    },
  );
}
