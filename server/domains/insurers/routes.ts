import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { idParams, uuid } from '../../../src/contract/common';
import {
  createInsurerBody,
  createInsurerContactBody,
  insurerBody,
  insurerContactBody,
  insurerContactListQuery,
  insurerListQuery,
} from '../../../src/contract/insurers';
import { parse } from '../../errors';
import { actorOf } from '../../lib/audit';
import type { Access } from '../../plugins/access';
import { sendRecord } from '../../lib/etag';
import * as contacts from './contacts';
import * as service from './service';

const VIEW: Access = { module: 'cadastro', action: 'visualizar_seguradora' };
const CREATE: Access = { module: 'cadastro', action: 'criar_seguradora' };
const EDIT: Access = { module: 'cadastro', action: 'editar_seguradora' };
/** The pickers feed the quotation forms, so that module reaches them too. */
const LOOKUP: Access = { module: ['cadastro', 'cotacao'] };

const contactParams = v.object({ id: uuid(), contato: uuid() });
const suggestQuery = v.object({
  query: v.optional(
    v.pipe(
      v.string('A busca deve ser um texto.'),
      v.trim(),
      v.maxLength(200, 'A busca deve ter no máximo 200 caracteres.'),
    ),
  ),
});

export async function insurerRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const base = '/v1/seguradoras';

  app.get(base, { config: { access: VIEW } }, async (req) =>
    service.listInsurers(db, parse(insurerListQuery, req.query)),
  );

  app.post(base, { config: { access: CREATE } }, async (req, reply) => {
    const { created, record } = await service.createInsurer(
      db,
      actorOf(req),
      parse(createInsurerBody, req.body),
    );
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get(`${base}/suggest`, { config: { access: LOOKUP } }, async (req) =>
    service.suggestInsurers(db, parse(suggestQuery, req.query).query || undefined, false),
  );

  app.get(`${base}/suggest/consultamercado`, { config: { access: LOOKUP } }, async (req) =>
    service.suggestInsurers(db, parse(suggestQuery, req.query).query || undefined, true),
  );

  app.get(`${base}/listarseguradoraemail/:id`, { config: { access: VIEW } }, async (req) =>
    service.listInsurerEmails(db, parse(idParams, req.params).id),
  );

  app.get(`${base}/:id`, { config: { access: VIEW } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    return sendRecord(reply, await service.getInsurer(db, id));
  });

  app.put(`${base}/:id`, { config: { access: EDIT } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const data = parse(insurerBody, req.body);
    return sendRecord(
      reply,
      await service.updateInsurer(db, actorOf(req), id, data, req.headers['if-match']),
    );
  });

  app.get(`${base}/:id/modalidades/suggest`, { config: { access: LOOKUP } }, async (req) =>
    service.suggestModalities(db, parse(idParams, req.params).id),
  );

  app.get(`${base}/:id/contatosrelacionamento`, { config: { access: VIEW } }, async (req) => {
    const { id } = parse(idParams, req.params);
    return contacts.listContacts(db, id, parse(insurerContactListQuery, req.query));
  });

  app.post(`${base}/:id/contatosrelacionamento`, { config: { access: CREATE } }, async (req, reply) => {
    const { id } = parse(idParams, req.params);
    const { created, record } = await contacts.createContact(
      db,
      actorOf(req),
      id,
      parse(createInsurerContactBody, req.body),
    );
    return sendRecord(reply, record, created ? 201 : 200);
  });

  app.get(`${base}/:id/contatosrelacionamento/suggest`, { config: { access: LOOKUP } }, async (req) => {
    const { id } = parse(idParams, req.params);
    return service.suggestContacts(db, id, parse(suggestQuery, req.query).query || undefined);
  });

  app.get(`${base}/:id/contatosrelacionamento/:contato`, { config: { access: VIEW } }, async (req, reply) => {
    const { id, contato } = parse(contactParams, req.params);
    return sendRecord(reply, await contacts.getContact(db, id, contato));
  });

  app.put(`${base}/:id/contatosrelacionamento/:contato`, { config: { access: EDIT } }, async (req, reply) => {
    const { id, contato } = parse(contactParams, req.params);
    const data = parse(insurerContactBody, req.body);
    return sendRecord(
      reply,
      await contacts.updateContact(db, actorOf(req), id, contato, data, req.headers['if-match']),
    );
  });
}
