import { createOnce } from '../../lib/create-once';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import { fileUrl } from '../../../src/contract/files';
import type {
  Modality,
  ModalityData,
  SubModality,
  SubModalityData,
  modalityListQuery,
  subModalityListQuery,
} from '../../../src/contract/modalities';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { isImageType } from '../../lib/image-types';
import { updateRecord } from '../../lib/update-once';
import { fileInfo } from '../files/service';
import * as repo from './repository';
import type { ModalityWithCount, SubModalityRow } from './repository';
import type { Created } from '../../lib/listing';

export type ModalityListQuery = v.InferOutput<typeof modalityListQuery>;
export type SubModalityListQuery = v.InferOutput<typeof subModalityListQuery>;

/** The modalities of /v1/garantia/modalidades all belong to the guarantee area. */
export const MODALITY_AREA = 'garantia';

export function toModality(row: ModalityWithCount): Modality {
  return {
    id: row.id,
    nome: row.nome,
    descricao: row.descricao,
    area_id: row.areaId,
    icone: row.iconeArquivoId ? { id: row.iconeArquivoId, url: fileUrl(row.iconeArquivoId) } : null,
    ordem: row.ordem,
    ativo: row.ativo,
    total_submodalidades: row.totalSub,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

export function toSubModality(row: SubModalityRow): SubModality {
  return {
    id: row.id,
    modalidade_id: row.modalidadeId,
    nome: row.nome,
    descricao: row.descricao,
    ativo: row.ativo,
    exige_processo: row.exigeProcesso,
    exige_recurso: row.exigeRecurso,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

const listOptions = (q: Omit<SubModalityListQuery, 'sort'>) => ({
  page: q.page,
  pageSize: q.page_size,
  direction: q.direction,
  text: q.query || undefined,
  ativo: q.ativo,
});

/** The icon must be an image already uploaded through POST /arquivos/upload (not a PDF). */
async function assertIcon(db: Db, fileId: string | null): Promise<void> {
  if (!fileId) return;
  const file = await fileInfo(db, fileId);
  if (!file)
    throw badRequest([
      { field: 'icone_arquivo_id', message: 'Ícone não encontrado. Envie a imagem novamente.' },
    ]);
  if (!isImageType(file.tipo))
    throw badRequest([
      { field: 'icone_arquivo_id', message: 'O ícone deve ser uma imagem PNG, JPEG ou WebP.' },
    ]);
}

const modalityValues = (data: ModalityData) => ({
  nome: data.nome,
  descricao: data.descricao || null,
  iconeArquivoId: data.icone_arquivo_id,
  ordem: data.ordem,
  ativo: data.ativo,
});

export async function listModalities(db: Db, q: ModalityListQuery): Promise<Paged<Modality>> {
  const page = await repo.listModalities(db, MODALITY_AREA, { ...listOptions(q), sort: q.sort });
  return { items: page.rows.map(toModality), total_count: page.total };
}

async function existingModality(db: Db, id: string, forUpdate = false): Promise<ModalityWithCount> {
  const row = await repo.findModality(db, id, forUpdate);
  if (!row || row.areaId !== MODALITY_AREA) throw notFound();
  return row;
}

export async function getModality(db: Db, id: string): Promise<Modality> {
  return toModality(await existingModality(db, id));
}

export async function createModality(
  db: Db,
  actor: Actor,
  data: ModalityData & { id?: string | undefined },
): Promise<Created<Modality>> {
  return createOnce({
    db,
    audit: { actor, entidade: 'modalidade' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findModality(db, data.id) : undefined;
      return row && toModality(row);
    },
    insert: async (tx) => {
      await assertIcon(tx, data.icone_arquivo_id);
      const row = await repo.insertModality(tx, {
        ...(data.id ? { id: data.id } : {}),
        areaId: MODALITY_AREA,
        ...modalityValues(data),
      });
      return toModality({ ...row, totalSub: 0 });
    },
    conflict: () => conflict('Este identificador já pertence a outra modalidade.'),
  });
}

export async function updateModality(
  db: Db,
  actor: Actor,
  id: string,
  data: ModalityData,
  ifMatch: string | undefined,
): Promise<Modality> {
  await assertIcon(db, data.icone_arquivo_id);
  let totalSub = 0;
  return updateRecord({
    db,
    audit: { actor, entidade: 'modalidade' },
    ifMatch,
    load: async (tx) => {
      const current = await existingModality(tx, id, true);
      totalSub = current.totalSub;
      return toModality(current);
    },
    apply: async (tx) => {
      const row = await repo.updateModality(tx, id, modalityValues(data));
      if (!row) throw notFound();
      return toModality({ ...row, totalSub });
    },
  });
}

const duplicateSub = (nome: string) => conflict(`Já existe a sub-modalidade ${nome} nesta modalidade.`);

export async function listSubModalities(
  db: Db,
  modalityId: string,
  q: SubModalityListQuery,
): Promise<Paged<SubModality>> {
  await existingModality(db, modalityId);
  const page = await repo.listSubModalities(db, modalityId, { ...listOptions(q), sort: q.sort });
  return { items: page.rows.map(toSubModality), total_count: page.total };
}

/** A sub-modality is reached only through its own modality: under another one it does not exist. */
async function subOfModality(db: Db, modalityId: string, subId: string, forUpdate = false) {
  const row = await repo.findSubModality(db, subId, forUpdate);
  if (!row || row.modalidadeId !== modalityId) throw notFound();
  return row;
}

export async function getSubModality(db: Db, modalityId: string, subId: string): Promise<SubModality> {
  await existingModality(db, modalityId);
  return toSubModality(await subOfModality(db, modalityId, subId));
}

/** A flag left out of the body is left out of the write: false on create (the column default), kept on edit. */
const subValues = (data: SubModalityData) => ({
  nome: data.nome,
  descricao: data.descricao || null,
  ativo: data.ativo,
  ...(data.exige_processo === undefined ? {} : { exigeProcesso: data.exige_processo }),
  ...(data.exige_recurso === undefined ? {} : { exigeRecurso: data.exige_recurso }),
});

export async function createSubModality(
  db: Db,
  actor: Actor,
  modalityId: string,
  data: SubModalityData & { id?: string | undefined },
): Promise<Created<SubModality>> {
  await existingModality(db, modalityId);
  return createOnce({
    db,
    audit: { actor, entidade: 'submodalidade' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findSubModality(db, data.id) : undefined;
      if (!row) return undefined;
      if (row.modalidadeId !== modalityId)
        throw conflict('Este identificador já pertence a outra sub-modalidade.');
      return toSubModality(row);
    },
    insert: async (tx) => {
      if (await repo.findSubModalityByName(tx, modalityId, data.nome)) throw duplicateSub(data.nome);
      const row = await repo.insertSubModality(tx, {
        ...(data.id ? { id: data.id } : {}),
        modalidadeId: modalityId,
        ...subValues(data),
      });
      return toSubModality(row);
    },
    conflict: () => duplicateSub(data.nome),
  });
}

export async function updateSubModality(
  db: Db,
  actor: Actor,
  modalityId: string,
  subId: string,
  data: SubModalityData,
  ifMatch: string | undefined,
): Promise<SubModality> {
  await existingModality(db, modalityId);
  return updateRecord({
    db,
    audit: { actor, entidade: 'submodalidade' },
    ifMatch,
    load: async (tx) => toSubModality(await subOfModality(tx, modalityId, subId, true)),
    apply: async (tx) => {
      const holder = await repo.findSubModalityByName(tx, modalityId, data.nome);
      if (holder && holder.id !== subId) throw duplicateSub(data.nome);
      const row = await repo.updateSubModality(tx, subId, subValues(data));
      if (!row) throw notFound();
      return toSubModality(row);
    },
    conflict: () => duplicateSub(data.nome),
  });
}

/** The public face of the quote permissions (the quotations check what a user may quote). */
export { quotableFor } from './permissions';
