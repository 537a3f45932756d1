import { createOnce } from '../../lib/create-once';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import type { Office, OfficeSuggestion, officeBody, officeListQuery } from '../../../src/contract/offices';
import { OFFICE_NONE } from '../../../src/contract/offices';
import { PLACEHOLDER_ID } from '../../../src/contract/permissions';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import * as repo from './repository';
import type { OfficeRow } from './repository';
import type { Created } from '../../lib/listing';

export type OfficeData = v.InferOutput<typeof officeBody>;
export type OfficeListQuery = v.InferOutput<typeof officeListQuery>;

/** How many offices a suggest answers at most (the forms filter as the user types). */
const SUGGEST_LIMIT = 50;

export function toOffice(row: OfficeRow): Office {
  return {
    id: row.id,
    nome: row.nome,
    cnpj: row.cnpj,
    email: row.email,
    telefone: row.telefone,
    cidade: row.cidade,
    uf: row.uf,
    ativo: row.ativo,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

const duplicate = (nome: string) => conflict(`Já existe um escritório com o nome ${nome}.`);

const values = (data: OfficeData) => ({
  nome: data.nome,
  cnpj: data.cnpj,
  email: data.email,
  telefone: data.telefone,
  cidade: data.cidade,
  uf: data.uf,
  ativo: data.ativo,
});

export async function listOffices(db: Db, q: OfficeListQuery): Promise<Paged<Office>> {
  const page = await repo.listOffices(db, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    ativo: q.ativo,
  });
  return { items: page.rows.map(toOffice), total_count: page.total };
}

export async function getOffice(db: Db, id: string): Promise<Office> {
  const row = await repo.findOffice(db, id);
  if (!row) throw notFound();
  return toOffice(row);
}

/** A create replayed with the same client id (offline queue, lost answer) returns the stored office. */
export async function createOffice(
  db: Db,
  actor: Actor,
  data: OfficeData & { id?: string },
): Promise<Created<Office>> {
  return createOnce({
    db,
    audit: { actor, entidade: 'escritorio' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findOffice(db, data.id) : undefined;
      return row && toOffice(row);
    },
    insert: async (tx) => {
      if (await repo.findOfficeByName(tx, data.nome)) throw duplicate(data.nome);
      return toOffice(await repo.insertOffice(tx, { ...(data.id ? { id: data.id } : {}), ...values(data) }));
    },
    conflict: () => duplicate(data.nome),
  });
}

export async function updateOffice(
  db: Db,
  actor: Actor,
  id: string,
  data: OfficeData,
  ifMatch: string | undefined,
): Promise<Office> {
  return updateRecord({
    db,
    audit: { actor, entidade: 'escritorio' },
    ifMatch,
    load: async (tx) => {
      const row = await repo.findOffice(tx, id, true);
      return row && toOffice(row);
    },
    apply: async (tx) => {
      const holder = await repo.findOfficeByName(tx, data.nome);
      if (holder && holder.id !== id) throw duplicate(data.nome);
      const row = await repo.updateOffice(tx, id, values(data));
      if (!row) throw notFound();
      return toOffice(row);
    },
    conflict: () => duplicate(data.nome),
  });
}

/**
 * The office choices of the users' and quotation forms: 'NENHUM' (no office, the all-zero id) first,
 * then the active offices; with `groupIds` (the quotation forms' economic groups), only the offices of
 * those groups.
 */
export async function suggestOffices(
  db: Db,
  query: string | undefined,
  groupIds?: string[],
): Promise<OfficeSuggestion[]> {
  const rows = await repo.suggestOffices(db, query || undefined, SUGGEST_LIMIT, groupIds);
  return [{ id: PLACEHOLDER_ID, nome: OFFICE_NONE }, ...rows.map((r) => ({ id: r.id, nome: r.nome }))];
}
