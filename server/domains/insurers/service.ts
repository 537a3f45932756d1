import { createOnce } from '../../lib/create-once';
import type * as v from 'valibot';
import type { Paged, SuggestItem } from '../../../src/contract/common';
import { displayCnpj } from '../../../src/contract/documents';
import { fileUrl } from '../../../src/contract/files';
import type {
  Insurer,
  InsurerEmail,
  InsurerModalitySuggestion,
  InsurerSuggestion,
  InsurerSummary,
  insurerBody,
  insurerListQuery,
} from '../../../src/contract/insurers';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import { isImageType } from '../../lib/image-types';
import { fileInfo } from '../files/service';
import * as repo from './repository';
import type { InsurerRow } from './repository';
import type { Created } from '../../lib/listing';

export type InsurerData = v.InferOutput<typeof insurerBody>;
export type InsurerListQuery = v.InferOutput<typeof insurerListQuery>;

const logoOf = (row: InsurerRow) =>
  row.logoArquivoId ? { id: row.logoArquivoId, url: fileUrl(row.logoArquivoId) } : null;

export function toSummary(row: InsurerRow): InsurerSummary {
  return {
    id: row.id,
    nome: row.nome,
    razao_social: row.razaoSocial,
    cnpj: row.cnpj,
    codigo_susep: row.codigoSusep,
    logo: logoOf(row),
    consulta_mercado: row.consultaMercado,
    ativo: row.ativo,
  };
}

async function toInsurer(db: Db, row: InsurerRow): Promise<Insurer> {
  const [emails, submodalidadeIds] = await Promise.all([
    repo.listEmails(db, row.id),
    repo.listSubModalityIds(db, row.id),
  ]);
  return {
    ...toSummary(row),
    site: row.site,
    telefone: row.telefone,
    emails: emails.map((e) => ({ email: e.email, descricao: e.descricao })),
    submodalidade_ids: submodalidadeIds,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

const duplicate = (cnpj: string) => conflict(`Já existe uma seguradora com o CNPJ ${displayCnpj(cnpj)}.`);

const values = (data: InsurerData) => ({
  nome: data.nome,
  razaoSocial: data.razao_social,
  cnpj: data.cnpj,
  codigoSusep: data.codigo_susep,
  site: data.site,
  telefone: data.telefone,
  logoArquivoId: data.logo_arquivo_id,
  consultaMercado: data.consulta_mercado,
  ativo: data.ativo,
});

/** Refuses references that do not exist with a 400 at the field, instead of a foreign-key 500. */
async function checkReferences(db: Db, data: InsurerData): Promise<void> {
  const details: { field: string; message: string }[] = [];
  if (data.logo_arquivo_id) {
    const file = await fileInfo(db, data.logo_arquivo_id);
    if (!file)
      details.push({ field: 'logo_arquivo_id', message: 'Logo não encontrado. Envie a imagem novamente.' });
    else if (!isImageType(file.tipo))
      details.push({ field: 'logo_arquivo_id', message: 'O logo deve ser uma imagem PNG, JPEG ou WebP.' });
  }
  const found = new Set(await repo.existingSubModalityIds(db, data.submodalidade_ids));
  if (data.submodalidade_ids.some((id) => !found.has(id)))
    details.push({ field: 'submodalidade_ids', message: 'Submodalidade não encontrada.' });
  if (details.length > 0) throw badRequest(details);
}

async function writeChildren(db: Db, id: string, data: InsurerData): Promise<void> {
  await repo.replaceEmails(db, id, data.emails);
  await repo.replaceSubModalities(db, id, data.submodalidade_ids);
}

export async function listInsurers(db: Db, q: InsurerListQuery): Promise<Paged<InsurerSummary>> {
  const page = await repo.listInsurers(db, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    ativo: q.ativo,
  });
  return { items: page.rows.map(toSummary), total_count: page.total };
}

async function existing(db: Db, id: string, forUpdate = false): Promise<InsurerRow> {
  const row = await repo.findInsurer(db, id, forUpdate);
  if (!row) throw notFound();
  return row;
}

export async function getInsurer(db: Db, id: string): Promise<Insurer> {
  return toInsurer(db, await existing(db, id));
}

/** Creates an insurer with its e-mails and sub-modalities; a replayed client id returns the stored one. */
export async function createInsurer(
  db: Db,
  actor: Actor,
  data: InsurerData & { id?: string },
): Promise<Created<Insurer>> {
  return createOnce({
    db,
    audit: { actor, entidade: 'seguradora' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findInsurer(db, data.id) : undefined;
      return row && toInsurer(db, row);
    },
    insert: async (tx) => {
      if (await repo.findInsurerByCnpj(tx, data.cnpj)) throw duplicate(data.cnpj);
      await checkReferences(tx, data);
      const inserted = await repo.insertInsurer(tx, {
        ...(data.id ? { id: data.id } : {}),
        ...values(data),
      });
      await writeChildren(tx, inserted.id, data);
      return toInsurer(tx, inserted);
    },
    conflict: () => duplicate(data.cnpj),
  });
}

/** Replaces the insurer's data and, as sets, its e-mails and accepted sub-modalities. */
export async function updateInsurer(
  db: Db,
  actor: Actor,
  id: string,
  data: InsurerData,
  ifMatch: string | undefined,
): Promise<Insurer> {
  return updateRecord({
    db,
    audit: { actor, entidade: 'seguradora' },
    ifMatch,
    load: async (tx) => toInsurer(tx, await existing(tx, id, true)),
    apply: async (tx) => {
      const holder = await repo.findInsurerByCnpj(tx, data.cnpj);
      if (holder && holder.id !== id) throw duplicate(data.cnpj);
      await checkReferences(tx, data);
      const updated = await repo.updateInsurer(tx, id, values(data));
      if (!updated) throw notFound();
      await writeChildren(tx, id, data);
      return toInsurer(tx, updated);
    },
    conflict: () => duplicate(data.cnpj),
  });
}

export async function listInsurerEmails(db: Db, id: string): Promise<InsurerEmail[]> {
  await existing(db, id);
  const rows = await repo.listEmails(db, id);
  return rows.map((e) => ({ email: e.email, descricao: e.descricao }));
}

export async function suggestInsurers(
  db: Db,
  text: string | undefined,
  onlyMarketConsult: boolean,
): Promise<InsurerSuggestion[]> {
  const rows = await repo.suggestInsurers(db, text, onlyMarketConsult);
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    logo: r.logoArquivoId ? { url: fileUrl(r.logoArquivoId) } : null,
  }));
}

export async function suggestModalities(db: Db, id: string): Promise<InsurerModalitySuggestion[]> {
  await existing(db, id);
  const rows = await repo.acceptedSubModalities(db, id);
  const groups = new Map<string, InsurerModalitySuggestion>();
  for (const r of rows) {
    const group = groups.get(r.modalidadeId) ?? {
      id: r.modalidadeId,
      nome: r.modalidadeNome,
      submodalidades: [],
    };
    group.submodalidades.push({ id: r.id, nome: r.nome });
    groups.set(r.modalidadeId, group);
  }
  return [...groups.values()];
}

export async function suggestContacts(db: Db, id: string, text: string | undefined): Promise<SuggestItem[]> {
  await existing(db, id);
  const rows = await repo.suggestContacts(db, id, text);
  return rows.map((r) => ({ id: r.id, nome: r.nome }));
}

export { existing as existingInsurer };
