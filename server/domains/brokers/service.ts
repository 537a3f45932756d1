import { createOnce } from '../../lib/create-once';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import type { Broker, BrokerSuggestion, brokerBody, brokerListQuery } from '../../../src/contract/brokers';
import { displayCnpj } from '../../../src/contract/documents';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import * as repo from './repository';
import type { BrokerRow } from './repository';
import type { Created } from '../../lib/listing';

export type BrokerData = v.InferOutput<typeof brokerBody>;
export type BrokerListQuery = v.InferOutput<typeof brokerListQuery>;

export function toBroker(row: BrokerRow): Broker {
  return {
    id: row.id,
    razao_social: row.razaoSocial,
    nome_fantasia: row.nomeFantasia,
    cnpj: row.cnpj,
    codigo_susep: row.codigoSusep,
    email: row.email,
    telefone: row.telefone,
    contato: row.contato,
    ativo: row.ativo,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

const duplicate = (cnpj: string) => conflict(`Já existe uma corretora com o CNPJ ${displayCnpj(cnpj)}.`);

const values = (data: BrokerData) => ({
  razaoSocial: data.razao_social,
  nomeFantasia: data.nome_fantasia,
  cnpj: data.cnpj,
  codigoSusep: data.codigo_susep,
  email: data.email,
  telefone: data.telefone,
  contato: data.contato,
  ativo: data.ativo,
});

export async function listBrokers(db: Db, q: BrokerListQuery): Promise<Paged<Broker>> {
  const page = await repo.listBrokers(db, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    ativo: q.ativo,
  });
  return { items: page.rows.map(toBroker), total_count: page.total };
}

export async function getBroker(db: Db, id: string): Promise<Broker> {
  const row = await repo.findBroker(db, id);
  if (!row) throw notFound();
  return toBroker(row);
}

/** Creates a broker; a replayed client id returns the stored one instead of a 409. */
export async function createBroker(
  db: Db,
  actor: Actor,
  data: BrokerData & { id?: string },
): Promise<Created<Broker>> {
  return createOnce({
    db,
    audit: { actor, entidade: 'corretora' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findBroker(db, data.id) : undefined;
      return row && toBroker(row);
    },
    insert: async (tx) => {
      if (await repo.findBrokerByCnpj(tx, data.cnpj)) throw duplicate(data.cnpj);
      return toBroker(await repo.insertBroker(tx, { ...(data.id ? { id: data.id } : {}), ...values(data) }));
    },
    conflict: () => duplicate(data.cnpj),
  });
}

export async function updateBroker(
  db: Db,
  actor: Actor,
  id: string,
  data: BrokerData,
  ifMatch: string | undefined,
): Promise<Broker> {
  return updateRecord({
    db,
    audit: { actor, entidade: 'corretora' },
    ifMatch,
    load: async (tx) => {
      const row = await repo.findBroker(tx, id, true);
      return row && toBroker(row);
    },
    apply: async (tx) => {
      const holder = await repo.findBrokerByCnpj(tx, data.cnpj);
      if (holder && holder.id !== id) throw duplicate(data.cnpj);
      const row = await repo.updateBroker(tx, id, values(data));
      if (!row) throw notFound();
      return toBroker(row);
    },
    conflict: () => duplicate(data.cnpj),
  });
}

export async function suggestBrokers(db: Db, text: string | undefined): Promise<BrokerSuggestion[]> {
  const rows = await repo.suggestBrokers(db, text);
  return rows.map((r) => ({ id: r.id, nome: r.nomeFantasia ?? r.razaoSocial, cnpj: r.cnpj }));
}
