import { createOnce } from '../../lib/create-once';
import type * as v from 'valibot';
import type {
  CancellationReason,
  CancellationReasonSuggestion,
  cancellationReasonBody,
  cancellationReasonListQuery,
} from '../../../src/contract/cancellation-reasons';
import type { Paged } from '../../../src/contract/common';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { Actor } from '../../lib/audit';
import { updateRecord } from '../../lib/update-once';
import * as repo from './repository';
import type { ModalityRef, ReasonRow } from './repository';
import type { Created } from '../../lib/listing';

export type ReasonData = v.InferOutput<typeof cancellationReasonBody>;
export type ReasonListQuery = v.InferOutput<typeof cancellationReasonListQuery>;

const SUGGEST_LIMIT = 100;

const toReason = (row: ReasonRow, modalidades: ModalityRef[]): CancellationReason => ({
  id: row.id,
  nome: row.nome,
  modalidades,
  ativo: row.ativo,
  atualizado_em: row.atualizadoEm.toISOString(),
});

async function withModalities(db: Db, row: ReasonRow): Promise<CancellationReason> {
  const links = await repo.modalitiesOf(db, [row.id]);
  return toReason(row, links.get(row.id) ?? []);
}

const duplicate = (nome: string) => conflict(`Já existe um motivo de cancelamento com o nome ${nome}.`);

/** Every modality id must exist: a 400 at the field names the first unknown one. */
async function assertModalities(db: Db, ids: string[]): Promise<void> {
  const known = await repo.existingModalityIds(db, ids);
  const index = ids.findIndex((id) => !known.has(id));
  if (index === -1) return;
  throw badRequest([
    { field: `modalidade_ids.${String(index)}`, message: `Modalidade não encontrada: ${ids[index] ?? ''}.` },
  ]);
}

export async function listReasons(db: Db, q: ReasonListQuery): Promise<Paged<CancellationReason>> {
  const page = await repo.listReasons(db, {
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    direction: q.direction,
    text: q.query || undefined,
    modalityId: q.modalidade_id,
  });
  const links = await repo.modalitiesOf(
    db,
    page.rows.map((r) => r.id),
  );
  return {
    items: page.rows.map((row) => toReason(row, links.get(row.id) ?? [])),
    total_count: page.total,
  };
}

export async function getReason(db: Db, id: string): Promise<CancellationReason> {
  const row = await repo.findReason(db, id);
  if (!row) throw notFound();
  return withModalities(db, row);
}

/** A create replayed with the same client id returns the stored reason instead of a 409. */
export async function createReason(
  db: Db,
  actor: Actor,
  data: ReasonData & { id?: string },
): Promise<Created<CancellationReason>> {
  return createOnce({
    db,
    audit: { actor, entidade: 'motivo_cancelamento' },
    request: data,
    stored: async () => {
      const row = data.id ? await repo.findReason(db, data.id) : undefined;
      return row && withModalities(db, row);
    },
    insert: async (tx) => {
      await assertModalities(tx, data.modalidade_ids);
      if (await repo.findReasonByName(tx, data.nome)) throw duplicate(data.nome);
      const row = await repo.insertReason(tx, {
        ...(data.id ? { id: data.id } : {}),
        nome: data.nome,
        ativo: data.ativo,
      });
      await repo.setReasonModalities(tx, row.id, data.modalidade_ids);
      return withModalities(tx, row);
    },
    conflict: () => duplicate(data.nome),
  });
}

export async function updateReason(
  db: Db,
  actor: Actor,
  id: string,
  data: ReasonData,
  ifMatch: string | undefined,
): Promise<CancellationReason> {
  return updateRecord({
    db,
    audit: { actor, entidade: 'motivo_cancelamento' },
    ifMatch,
    load: async (tx) => {
      const row = await repo.findReason(tx, id, true);
      return row && withModalities(tx, row);
    },
    apply: async (tx) => {
      await assertModalities(tx, data.modalidade_ids);
      const holder = await repo.findReasonByName(tx, data.nome);
      if (holder && holder.id !== id) throw duplicate(data.nome);
      const row = await repo.updateReason(tx, id, { nome: data.nome, ativo: data.ativo });
      if (!row) throw notFound();
      await repo.setReasonModalities(tx, id, data.modalidade_ids);
      return withModalities(tx, row);
    },
    conflict: () => duplicate(data.nome),
  });
}

/** The reasons a cancellation request may give for a policy of this modality (all when none is given). */
export async function suggestReasons(
  db: Db,
  modalityId: string | undefined,
  query: string | undefined,
): Promise<CancellationReasonSuggestion[]> {
  const rows = await repo.suggestReasons(db, modalityId, query || undefined, SUGGEST_LIMIT);
  return rows.map((r) => ({ id: r.id, nome: r.nome }));
}
