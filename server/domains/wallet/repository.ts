import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, economicGroups, groupContacts, insurerContacts, offices, users } from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import type { ListOptions, PageOf } from '../../lib/listing';

export type WalletRow = {
  group: typeof economicGroups.$inferSelect;
  escritorio: string | null;
  total: number;
};

const totalCompanies = sql<number>`(select count(*)::int from ${companies} e where e.grupo_id = ${economicGroups.id})`;

/** The groups of a wallet: `where` picks them (a responsible user, or an insurer contact's links). */
export async function listWallet(
  db: Db,
  where: SQL | undefined,
  o: ListOptions<'razao_social' | 'cnpj'>,
): Promise<PageOf<WalletRow>> {
  // The wallet's search: the names or the CNPJ (typed with or without its mask), as the group list.
  const search = o.text
    ? matches(o.text, [economicGroups.razaoSocial, economicGroups.nomeFantasia], economicGroups.cnpj)
    : undefined;
  const filter = and(where, search);
  const primary = o.sort === 'cnpj' ? economicGroups.cnpj : folded(economicGroups.razaoSocial);
  return listPage(
    db,
    {
      table: economicGroups,
      key: economicGroups.id,
      where: filter,
      orderBy: [ordered(primary, o.direction), ordered(economicGroups.id, o.direction)],
      select: (picked) =>
        db
          .select({ group: economicGroups, escritorio: offices.nome, total: totalCompanies })
          .from(economicGroups)
          .leftJoin(offices, eq(offices.id, economicGroups.escritorioId))
          .where(picked)
          .$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export const ofUser = (userId: string) => eq(economicGroups.responsavelId, userId);

export const ofContact = (contactId: string) =>
  sql`exists (select 1 from ${groupContacts} l where l.grupo_id = ${economicGroups.id} and l.contato_id = ${contactId})`;

export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({ id: users.id, nome: users.nome, ativo: users.ativo })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findContact(db: Db, id: string) {
  const [row] = await db
    .select({
      id: insurerContacts.id,
      nome: insurerContacts.nome,
      seguradoraId: insurerContacts.seguradoraId,
    })
    .from(insurerContacts)
    .where(eq(insurerContacts.id, id));
  return row;
}

/** The ids of a user's groups (all, or those of `ids`), locked for the transfer. */
export async function lockUserGroups(db: Db, userId: string, ids?: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(and(ofUser(userId), ids ? inArray(economicGroups.id, ids) : undefined))
    .orderBy(asc(economicGroups.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setResponsible(db: Db, ids: string[], userId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(economicGroups)
    .set({ responsavelId: userId, atualizadoEm: sql`now()` })
    .where(inArray(economicGroups.id, ids));
}

/** The ids of a contact's groups (all, or those of `ids`), their groups locked for the transfer. */
export async function lockContactGroups(db: Db, contactId: string, ids?: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(and(ofContact(contactId), ids ? inArray(economicGroups.id, ids) : undefined))
    .orderBy(asc(economicGroups.id))
    .for('update');
  return rows.map((r) => r.id);
}

/** Moves the links of `groupIds` from one contact to another (a group linked to both keeps one link). */
export async function moveContactLinks(db: Db, groupIds: string[], from: string, to: string): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .delete(groupContacts)
    .where(and(eq(groupContacts.contatoId, from), inArray(groupContacts.grupoId, groupIds)));
  await db
    .insert(groupContacts)
    .values(groupIds.map((grupoId) => ({ grupoId, contatoId: to })))
    .onConflictDoNothing();
  await db
    .update(economicGroups)
    .set({ atualizadoEm: sql`now()` })
    .where(inArray(economicGroups.id, groupIds));
}
