import { fileUrl } from '../../../src/contract/files';
import type {
  PermissionArea,
  PermissionsData,
  PermittedModality,
  QuotableModality,
  QuotePermissions,
} from '../../../src/contract/modalities';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import * as repo from './repository';
import type { TreeRow } from './repository';

/** Quote permissions live per area; a 'geral' user quotes guarantees (SPEC.md §2). */
const quotingArea = (areaId: string): string => (areaId === 'geral' ? 'garantia' : areaId);

/** Groups the flat tree rows by modality, keeping their order. */
function grouped<T>(rows: TreeRow[], sub: (row: TreeRow) => T) {
  const byModality = new Map<string, { row: TreeRow; subs: T[] }>();
  for (const row of rows) {
    const entry = byModality.get(row.modalidadeId) ?? { row, subs: [] };
    entry.subs.push(sub(row));
    byModality.set(row.modalidadeId, entry);
  }
  return [...byModality.values()];
}

const toQuotable = (rows: TreeRow[]): QuotableModality[] =>
  grouped(rows, (r) => ({ id: r.submodalidadeId, nome: r.submodalidadeNome })).map(({ row, subs }) => ({
    id: row.modalidadeId,
    nome: row.modalidadeNome,
    icone: row.iconeArquivoId ? { url: fileUrl(row.iconeArquivoId) } : null,
    submodalidades: subs,
  }));

/**
 * What a user may quote: the union of the rows given to the user and to the user's office, in the
 * user's area. `group`: undefined = any row; a group id = rows of that group or of every group.
 */
export async function quotableFor(
  db: Db,
  userId: string,
  group: string | undefined,
): Promise<QuotableModality[]> {
  // Guest subjects are not user ids: a guest has no quote permissions of their own.
  if (!isUuid(userId)) return [];
  const user = await repo.quoter(db, userId);
  if (!user) return [];
  const targets = user.escritorioId ? [userId, user.escritorioId] : [userId];
  return toQuotable(await repo.permittedTree(db, quotingArea(user.areaId), targets, group));
}

async function targetOf(db: Db, targetId: string) {
  const kind = await repo.targetKind(db, targetId);
  if (!kind) throw notFound('Usuário ou escritório não encontrado.');
  return { id: targetId, kind };
}

export async function getPermissions(
  db: Db,
  area: PermissionArea,
  targetId: string,
  group: string | null,
): Promise<QuotePermissions> {
  const target = await targetOf(db, targetId);
  return {
    targetId,
    alvo_tipo: target.kind,
    grupoEconomicoId: group,
    submodalidadeids: await repo.targetPermissions(db, area, targetId, group),
  };
}

/** Replaces the target's whole set for the area and group (an empty list removes them all). */
export async function setPermissions(
  db: Db,
  area: PermissionArea,
  data: PermissionsData,
): Promise<QuotePermissions> {
  const target = await targetOf(db, data.targetId);
  const wanted = [...new Set(data.submodalidadeids)];
  const known = new Set(await repo.existingSubModalities(db, area, wanted));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest(
      unknown.map((id) => ({
        field: 'submodalidadeids',
        message: `Sub-modalidade ${id} não encontrada nesta área.`,
      })),
    );
  await db.transaction((tx) => repo.replacePermissions(tx, area, target, data.grupoEconomicoId, wanted));
  return getPermissions(db, area, data.targetId, data.grupoEconomicoId);
}

/** The area's active tree, each item marked with whether the target holds it (for the screen). */
export async function permittedModalities(
  db: Db,
  area: PermissionArea,
  targetId: string,
  group: string | null,
  modalityId?: string,
): Promise<PermittedModality[]> {
  const held = new Set((await getPermissions(db, area, targetId, group)).submodalidadeids);
  const rows = await repo.activeTree(db, area, modalityId);
  return grouped(rows, (r) => ({
    id: r.submodalidadeId,
    nome: r.submodalidadeNome,
    permitida: held.has(r.submodalidadeId),
  })).map(({ row, subs }) => ({
    id: row.modalidadeId,
    nome: row.modalidadeNome,
    // A modality is permitted when the target may quote at least one of its sub-modalities.
    permitida: subs.some((s) => s.permitida),
    submodalidades: subs,
  }));
}
