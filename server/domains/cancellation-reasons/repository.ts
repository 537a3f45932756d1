import { and, asc, eq, exists, inArray, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { cancellationReasonModalities, cancellationReasons, modalities } from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import type { ListOptions, PageOf } from '../../lib/listing';

export type ReasonRow = typeof cancellationReasons.$inferSelect;
export interface ReasonValues {
  nome: string;
  ativo: boolean;
}
export interface ModalityRef {
  id: string;
  nome: string;
}

const linkedTo = (db: Db, modalityId: string) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(cancellationReasonModalities)
      .where(
        and(
          eq(cancellationReasonModalities.motivoId, cancellationReasons.id),
          eq(cancellationReasonModalities.modalidadeId, modalityId),
        ),
      ),
  );

const nameContains = (text: string | undefined) =>
  text ? matches(text, [cancellationReasons.nome]) : undefined;

export async function listReasons(
  db: Db,
  options: ListOptions<'nome'> & { modalityId: string | undefined },
): Promise<PageOf<ReasonRow>> {
  const where = and(
    options.modalityId ? linkedTo(db, options.modalityId) : undefined,
    nameContains(options.text),
  );
  return listPage(
    db,
    {
      table: cancellationReasons,
      key: cancellationReasons.id,
      where,
      orderBy: [
        ordered(folded(cancellationReasons.nome), options.direction),
        ordered(cancellationReasons.nome, options.direction),
      ],
      select: (filter) => db.select().from(cancellationReasons).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

/** The modalities of each reason, by reason id, sorted by name. */
export async function modalitiesOf(db: Db, reasonIds: string[]): Promise<Map<string, ModalityRef[]>> {
  const byReason = new Map<string, ModalityRef[]>(reasonIds.map((id) => [id, []]));
  if (reasonIds.length === 0) return byReason;
  const links = await db
    .select({
      motivoId: cancellationReasonModalities.motivoId,
      id: modalities.id,
      nome: modalities.nome,
    })
    .from(cancellationReasonModalities)
    .innerJoin(modalities, eq(modalities.id, cancellationReasonModalities.modalidadeId))
    .where(inArray(cancellationReasonModalities.motivoId, reasonIds))
    .orderBy(asc(modalities.nome));
  for (const link of links) byReason.get(link.motivoId)?.push({ id: link.id, nome: link.nome });
  return byReason;
}

/** Which of these ids are modalities. */
export async function existingModalityIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: modalities.id }).from(modalities).where(inArray(modalities.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findReason(db: Db, id: string, forUpdate = false): Promise<ReasonRow | undefined> {
  const query = db.select().from(cancellationReasons).where(eq(cancellationReasons.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findReasonByName(db: Db, nome: string): Promise<ReasonRow | undefined> {
  const [row] = await db.select().from(cancellationReasons).where(eq(cancellationReasons.nome, nome));
  return row;
}

export async function insertReason(db: Db, values: ReasonValues & { id?: string }): Promise<ReasonRow> {
  const [row] = await db.insert(cancellationReasons).values(values).returning();
  if (!row) throw new Error('insert de motivo de cancelamento sem retorno');
  return row;
}

export async function updateReason(db: Db, id: string, values: ReasonValues): Promise<ReasonRow | undefined> {
  const [row] = await db
    .update(cancellationReasons)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(cancellationReasons.id, id))
    .returning();
  return row;
}

/** Replaces the modalities of a reason with these. */
export async function setReasonModalities(db: Db, reasonId: string, modalityIds: string[]): Promise<void> {
  await db.delete(cancellationReasonModalities).where(eq(cancellationReasonModalities.motivoId, reasonId));
  if (modalityIds.length === 0) return;
  await db
    .insert(cancellationReasonModalities)
    .values(modalityIds.map((modalidadeId) => ({ motivoId: reasonId, modalidadeId })));
}

export async function suggestReasons(
  db: Db,
  modalityId: string | undefined,
  text: string | undefined,
  limit: number,
): Promise<ReasonRow[]> {
  return db
    .select()
    .from(cancellationReasons)
    .where(
      and(
        eq(cancellationReasons.ativo, true),
        modalityId ? linkedTo(db, modalityId) : undefined,
        nameContains(text),
      ),
    )
    .orderBy(asc(folded(cancellationReasons.nome)))
    .limit(limit);
}
