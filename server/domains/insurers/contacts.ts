import { createOnce } from '../../lib/create-once';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import type {
  InsurerContact,
  insurerContactBody,
  insurerContactListQuery,
} from '../../../src/contract/insurers';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import * as repo from './repository';
import type { ContactRow } from './repository';
import { existingInsurer } from './service';
import type { Created } from '../../lib/listing';

export type ContactData = v.InferOutput<typeof insurerContactBody>;
export type ContactListQuery = v.InferOutput<typeof insurerContactListQuery>;

export function toContact(row: ContactRow): InsurerContact {
  return {
    id: row.id,
    seguradora_id: row.seguradoraId,
    nome: row.nome,
    email: row.email,
    telefone: row.telefone,
    cargo: row.cargo,
    ativo: row.ativo,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

const values = (data: ContactData) => ({
  nome: data.nome,
  email: data.email,
  telefone: data.telefone,
  cargo: data.cargo,
  ativo: data.ativo,
});

export async function listContacts(
  db: Db,
  insurerId: string,
  q: ContactListQuery,
): Promise<Paged<InsurerContact>> {
  await existingInsurer(db, insurerId);
  const page = await repo.listContacts(db, insurerId, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    ativo: q.ativo,
  });
  return { items: page.rows.map(toContact), total_count: page.total };
}

/** A contact is reached only through its own insurer: under another insurer's id it does not exist. */
async function contactOf(
  db: Db,
  insurerId: string,
  contactId: string,
  forUpdate = false,
): Promise<ContactRow> {
  const row = await repo.findContact(db, contactId, forUpdate);
  if (!row || row.seguradoraId !== insurerId) throw notFound();
  return row;
}

export async function getContact(db: Db, insurerId: string, contactId: string): Promise<InsurerContact> {
  return toContact(await contactOf(db, insurerId, contactId));
}

export async function createContact(
  db: Db,
  actor: Actor,
  insurerId: string,
  data: ContactData & { id?: string },
): Promise<Created<InsurerContact>> {
  await existingInsurer(db, insurerId);
  const idTaken = () => conflict('Este identificador já pertence a outro contato.');
  return createOnce({
    db,
    audit: { actor, entidade: 'contato_seguradora' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findContact(db, data.id) : undefined;
      if (!row) return undefined;
      if (row.seguradoraId !== insurerId) throw idTaken();
      return toContact(row);
    },
    insert: async (tx) => {
      const row = await repo.insertContact(tx, {
        ...(data.id ? { id: data.id } : {}),
        seguradoraId: insurerId,
        ...values(data),
      });
      return toContact(row);
    },
    conflict: idTaken,
  });
}

export async function updateContact(
  db: Db,
  actor: Actor,
  insurerId: string,
  contactId: string,
  data: ContactData,
  ifMatch: string | undefined,
): Promise<InsurerContact> {
  return updateRecord({
    db,
    audit: { actor, entidade: 'contato_seguradora' },
    ifMatch,
    load: async (tx) => toContact(await contactOf(tx, insurerId, contactId, true)),
    apply: async (tx) => {
      const row = await repo.updateContact(tx, contactId, values(data));
      if (!row) throw notFound();
      return toContact(row);
    },
  });
}
