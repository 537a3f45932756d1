import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client';
import { modalities, offices, quotePermissions, subModalities, users } from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import type { ListOptions } from '../../lib/listing';

export type ModalityRow = typeof modalities.$inferSelect;
export type SubModalityRow = typeof subModalities.$inferSelect;
export type ModalityValues = Omit<typeof modalities.$inferInsert, 'criadoEm' | 'atualizadoEm'>;
export type SubModalityValues = Omit<typeof subModalities.$inferInsert, 'criadoEm' | 'atualizadoEm'>;
/** A modality with its sub-modality count, as the list and the detail send it. */
export type ModalityWithCount = ModalityRow & { totalSub: number };

/**
 * Written with explicit table names: drizzle leaves columns unqualified in a one-table select, which
 * inside this subquery would compare submodalidades.id with itself.
 */
const subCount = sql<number>`(select count(*)::int from submodalidades s where s.modalidade_id = modalidades.id)`;

export async function listModalities(
  db: Db,
  areaId: string,
  options: ListOptions<'nome' | 'ordem'> & { ativo: boolean | undefined },
): Promise<{ rows: ModalityWithCount[]; total: number }> {
  const where = and(
    eq(modalities.areaId, areaId),
    options.ativo === undefined ? undefined : eq(modalities.ativo, options.ativo),
    options.text ? matches(options.text, [modalities.nome]) : undefined,
  );
  const primary = options.sort === 'ordem' ? modalities.ordem : folded(modalities.nome);
  const { rows, total } = await listPage(
    db,
    {
      table: modalities,
      key: modalities.id,
      where,
      orderBy: [ordered(primary, options.direction), ordered(modalities.id, options.direction)],
      select: (filter) =>
        db.select({ modality: modalities, totalSub: subCount }).from(modalities).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
  return {
    rows: rows.map((r) => ({ ...r.modality, totalSub: r.totalSub })),
    total,
  };
}

export async function findModality(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<ModalityWithCount | undefined> {
  const query = db
    .select({ modality: modalities, totalSub: subCount })
    .from(modalities)
    .where(eq(modalities.id, id));
  const [row] = await (forUpdate ? query.for('update', { of: modalities }) : query);
  return row ? { ...row.modality, totalSub: row.totalSub } : undefined;
}

export async function insertModality(db: Db, values: ModalityValues): Promise<ModalityRow> {
  const [row] = await db.insert(modalities).values(values).returning();
  if (!row) throw new Error('insert de modalidade sem retorno');
  return row;
}

export async function updateModality(
  db: Db,
  id: string,
  values: Omit<ModalityValues, 'areaId'>,
): Promise<ModalityRow | undefined> {
  const [row] = await db
    .update(modalities)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(modalities.id, id))
    .returning();
  return row;
}

export async function listSubModalities(
  db: Db,
  modalityId: string,
  options: ListOptions<'nome'> & { ativo: boolean | undefined },
): Promise<{ rows: SubModalityRow[]; total: number }> {
  const where = and(
    eq(subModalities.modalidadeId, modalityId),
    options.ativo === undefined ? undefined : eq(subModalities.ativo, options.ativo),
    options.text ? matches(options.text, [subModalities.nome]) : undefined,
  );
  return listPage(
    db,
    {
      table: subModalities,
      key: subModalities.id,
      where,
      orderBy: [
        ordered(folded(subModalities.nome), options.direction),
        ordered(subModalities.id, options.direction),
      ],
      select: (filter) => db.select().from(subModalities).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

export async function findSubModality(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<SubModalityRow | undefined> {
  const query = db.select().from(subModalities).where(eq(subModalities.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findSubModalityByName(
  db: Db,
  modalityId: string,
  nome: string,
): Promise<SubModalityRow | undefined> {
  const [row] = await db
    .select()
    .from(subModalities)
    .where(and(eq(subModalities.modalidadeId, modalityId), eq(subModalities.nome, nome)));
  return row;
}

export async function insertSubModality(db: Db, values: SubModalityValues): Promise<SubModalityRow> {
  const [row] = await db.insert(subModalities).values(values).returning();
  if (!row) throw new Error('insert de sub-modalidade sem retorno');
  return row;
}

export async function updateSubModality(
  db: Db,
  id: string,
  values: Omit<SubModalityValues, 'modalidadeId'>,
): Promise<SubModalityRow | undefined> {
  const [row] = await db
    .update(subModalities)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(subModalities.id, id))
    .returning();
  return row;
}

/** One line of the modality/sub-modality tree, active ones only, ordered for display. */
export interface TreeRow {
  modalidadeId: string;
  modalidadeNome: string;
  iconeArquivoId: string | null;
  submodalidadeId: string;
  submodalidadeNome: string;
}

const treeColumns = {
  modalidadeId: modalities.id,
  modalidadeNome: modalities.nome,
  iconeArquivoId: modalities.iconeArquivoId,
  submodalidadeId: subModalities.id,
  submodalidadeNome: subModalities.nome,
};

/** Every active sub-modality of the area's active modalities (optionally of one modality). */
export async function activeTree(db: Db, areaId: string, modalityId?: string): Promise<TreeRow[]> {
  return db
    .select(treeColumns)
    .from(subModalities)
    .innerJoin(modalities, eq(modalities.id, subModalities.modalidadeId))
    .where(
      and(
        eq(modalities.areaId, areaId),
        eq(modalities.ativo, true),
        eq(subModalities.ativo, true),
        modalityId ? eq(modalities.id, modalityId) : undefined,
      ),
    )
    .orderBy(asc(modalities.ordem), asc(modalities.nome), asc(subModalities.nome));
}

/**
 * The active sub-modalities some of `targetIds` may quote in the area. `group`: undefined = any row;
 * a uuid = rows of that group or of any group (null); null = only rows valid for any group.
 */
export async function permittedTree(
  db: Db,
  areaId: string,
  targetIds: string[],
  group: string | null | undefined,
): Promise<TreeRow[]> {
  if (targetIds.length === 0) return [];
  const groupFilter =
    group === undefined
      ? undefined
      : group === null
        ? isNull(quotePermissions.grupoEconomicoId)
        : or(isNull(quotePermissions.grupoEconomicoId), eq(quotePermissions.grupoEconomicoId, group));
  return db
    .selectDistinct({ ...treeColumns, ordem: modalities.ordem })
    .from(quotePermissions)
    .innerJoin(subModalities, eq(subModalities.id, quotePermissions.submodalidadeId))
    .innerJoin(modalities, eq(modalities.id, subModalities.modalidadeId))
    .where(
      and(
        eq(quotePermissions.areaId, areaId),
        inArray(quotePermissions.alvoId, targetIds),
        eq(modalities.ativo, true),
        eq(subModalities.ativo, true),
        groupFilter,
      ),
    )
    .orderBy(asc(modalities.ordem), asc(modalities.nome), asc(subModalities.nome));
}

/** The quoting user's area and office (undefined for an unknown or inactive user). */
export async function quoter(
  db: Db,
  userId: string,
): Promise<{ areaId: string; escritorioId: string | null } | undefined> {
  const [row] = await db
    .select({ areaId: users.areaId, escritorioId: users.escritorioId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.ativo, true)));
  return row;
}

export async function targetKind(db: Db, id: string): Promise<'usuario' | 'escritorio' | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (user) return 'usuario';
  const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id));
  return office ? 'escritorio' : undefined;
}

const targetWhere = (areaId: string, targetId: string, group: string | null) =>
  and(
    eq(quotePermissions.areaId, areaId),
    eq(quotePermissions.alvoId, targetId),
    group === null ? isNull(quotePermissions.grupoEconomicoId) : eq(quotePermissions.grupoEconomicoId, group),
  );

/** The sub-modality ids a target holds for exactly this area and group. */
export async function targetPermissions(
  db: Db,
  areaId: string,
  targetId: string,
  group: string | null,
): Promise<string[]> {
  const rows = await db
    .select({ id: quotePermissions.submodalidadeId })
    .from(quotePermissions)
    .where(targetWhere(areaId, targetId, group))
    .orderBy(asc(quotePermissions.submodalidadeId));
  return rows.map((r) => r.id);
}

export async function replacePermissions(
  db: Db,
  areaId: string,
  target: { id: string; kind: 'usuario' | 'escritorio' },
  group: string | null,
  subIds: string[],
): Promise<void> {
  await db.delete(quotePermissions).where(targetWhere(areaId, target.id, group));
  if (subIds.length === 0) return;
  await db.insert(quotePermissions).values(
    subIds.map((submodalidadeId) => ({
      areaId,
      alvoTipo: target.kind,
      alvoId: target.id,
      grupoEconomicoId: group,
      submodalidadeId,
    })),
  );
}

/** The given sub-modality ids that exist under a modality of the area. */
export async function existingSubModalities(db: Db, areaId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: subModalities.id })
    .from(subModalities)
    .innerJoin(modalities, eq(modalities.id, subModalities.modalidadeId))
    .where(and(inArray(subModalities.id, ids), eq(modalities.areaId, areaId)));
  return rows.map((r) => r.id);
}
