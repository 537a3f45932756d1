import { createOnce } from '../../lib/create-once';
import type * as v from 'valibot';
import type { Paged } from '../../../src/contract/common';
import { SEGMENTS } from '../../../src/contract/judiciary';
import type {
  Court,
  CourtUnit,
  SegmentId,
  courtBody,
  courtListQuery,
  courtUnitBody,
  courtUnitListQuery,
} from '../../../src/contract/judiciary';
import type { Db } from '../../db/client';
import { conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import * as repo from './repository';
import type { CourtRow, CourtUnitRow } from './repository';
import type { Created } from '../../lib/listing';

export type CourtData = v.InferOutput<typeof courtBody>;
export type CourtUnitData = v.InferOutput<typeof courtUnitBody>;
export type CourtListQuery = v.InferOutput<typeof courtListQuery>;
export type CourtUnitListQuery = v.InferOutput<typeof courtUnitListQuery>;

export const segmentName = (id: number): string => SEGMENTS[id as SegmentId];

export function toCourt(row: CourtRow): Court {
  return {
    id: row.id,
    codigo: row.codigo,
    segmento: { id: row.segmento, nome: segmentName(row.segmento) },
    codigo_tr: row.codigoTr,
    sigla: row.sigla,
    nome: row.nome,
    uf: row.uf,
    ativo: row.ativo,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

export function toCourtUnit(row: CourtUnitRow): CourtUnit {
  return {
    id: row.id,
    tribunal_id: row.tribunalId,
    codigo: row.codigo,
    nome: row.nome,
    comarca: row.comarca || null,
    ativo: row.ativo,
    atualizado_em: row.atualizadoEm.toISOString(),
  };
}

const courtCode = (data: CourtData) => `${String(data.segmento)}.${data.codigo_tr}`;
const duplicateCourt = (codigo: string) => conflict(`Já existe um tribunal com o código ${codigo}.`);
const duplicateUnit = (codigo: string) =>
  conflict(`Já existe uma vara com o código ${codigo} neste tribunal.`);

const courtValues = (data: CourtData) => ({
  segmento: data.segmento,
  codigoTr: data.codigo_tr,
  codigo: courtCode(data),
  sigla: data.sigla,
  nome: data.nome,
  uf: data.uf,
  ativo: data.ativo,
});

const unitValues = (data: CourtUnitData) => ({
  codigo: data.codigo,
  nome: data.nome,
  comarca: data.comarca || null,
  ativo: data.ativo,
});

const listOptions = (q: Omit<CourtUnitListQuery, 'sort'>) => ({
  page: q.page,
  pageSize: q.page_size,
  direction: q.direction,
  text: q.query || undefined,
});

export async function listCourts(db: Db, q: CourtListQuery): Promise<Paged<Court>> {
  const page = await repo.listCourts(db, { ...listOptions(q), sort: q.sort, segmento: q.segmento });
  return { items: page.rows.map(toCourt), total_count: page.total };
}

export async function getCourt(db: Db, id: string): Promise<Court> {
  const row = await repo.findCourt(db, id);
  if (!row) throw notFound();
  return toCourt(row);
}

/**
 * Creates a court. A create replayed with the same client id (offline queue, lost answer) returns the
 * stored court instead of a second row or a spurious 409, even when both copies race.
 */
export async function createCourt(
  db: Db,
  actor: Actor,
  data: CourtData & { id?: string },
): Promise<Created<Court>> {
  const codigo = courtCode(data);
  return createOnce({
    db,
    audit: { actor, entidade: 'tribunal' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findCourt(db, data.id) : undefined;
      return row && toCourt(row);
    },
    insert: async (tx) => {
      if (await repo.findCourtByCode(tx, codigo)) throw duplicateCourt(codigo);
      return toCourt(
        await repo.insertCourt(tx, { ...(data.id ? { id: data.id } : {}), ...courtValues(data) }),
      );
    },
    conflict: () => duplicateCourt(codigo),
  });
}

export async function updateCourt(
  db: Db,
  actor: Actor,
  id: string,
  data: CourtData,
  ifMatch: string | undefined,
): Promise<Court> {
  const codigo = courtCode(data);
  return updateRecord({
    db,
    audit: { actor, entidade: 'tribunal' },
    ifMatch,
    load: async (tx) => {
      const row = await repo.findCourt(tx, id, true);
      return row && toCourt(row);
    },
    apply: async (tx) => {
      const holder = await repo.findCourtByCode(tx, codigo);
      if (holder && holder.id !== id) throw duplicateCourt(codigo);
      const row = await repo.updateCourt(tx, id, courtValues(data));
      if (!row) throw notFound();
      return toCourt(row);
    },
    conflict: () => duplicateCourt(codigo),
  });
}

async function existingCourt(db: Db, courtId: string): Promise<CourtRow> {
  const court = await repo.findCourt(db, courtId);
  if (!court) throw notFound();
  return court;
}

export async function listCourtUnits(
  db: Db,
  courtId: string,
  q: CourtUnitListQuery,
): Promise<Paged<CourtUnit>> {
  await existingCourt(db, courtId);
  const page = await repo.listCourtUnits(db, courtId, { ...listOptions(q), sort: q.sort });
  return { items: page.rows.map(toCourtUnit), total_count: page.total };
}

/** A unit is reached only through its own court: under another court's id it does not exist. */
async function unitOfCourt(db: Db, courtId: string, unitId: string, forUpdate = false) {
  const row = await repo.findCourtUnit(db, unitId, forUpdate);
  if (!row || row.tribunalId !== courtId) throw notFound();
  return row;
}

export async function getCourtUnit(db: Db, courtId: string, unitId: string): Promise<CourtUnit> {
  return toCourtUnit(await unitOfCourt(db, courtId, unitId));
}

export async function createCourtUnit(
  db: Db,
  actor: Actor,
  courtId: string,
  data: CourtUnitData & { id?: string },
): Promise<Created<CourtUnit>> {
  await existingCourt(db, courtId);
  return createOnce({
    db,
    audit: { actor, entidade: 'vara' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findCourtUnit(db, data.id) : undefined;
      if (!row) return undefined;
      // The id is taken by a unit of another court: not a replay of this create.
      if (row.tribunalId !== courtId) throw conflict('Este identificador já pertence a outra vara.');
      return toCourtUnit(row);
    },
    insert: async (tx) => {
      if (await repo.findCourtUnitByCode(tx, courtId, data.codigo)) throw duplicateUnit(data.codigo);
      const row = await repo.insertCourtUnit(tx, {
        ...(data.id ? { id: data.id } : {}),
        tribunalId: courtId,
        ...unitValues(data),
      });
      return toCourtUnit(row);
    },
    conflict: () => duplicateUnit(data.codigo),
  });
}

export async function updateCourtUnit(
  db: Db,
  actor: Actor,
  courtId: string,
  unitId: string,
  data: CourtUnitData,
  ifMatch: string | undefined,
): Promise<CourtUnit> {
  return updateRecord({
    db,
    audit: { actor, entidade: 'vara' },
    ifMatch,
    load: async (tx) => toCourtUnit(await unitOfCourt(tx, courtId, unitId, true)),
    apply: async (tx) => {
      const holder = await repo.findCourtUnitByCode(tx, courtId, data.codigo);
      if (holder && holder.id !== unitId) throw duplicateUnit(data.codigo);
      const row = await repo.updateCourtUnit(tx, unitId, unitValues(data));
      if (!row) throw notFound();
      return toCourtUnit(row);
    },
    conflict: () => duplicateUnit(data.codigo),
  });
}
