import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  insurerContacts,
  insurerEmails,
  insurerSubModalities,
  insurers,
  modalities,
  subModalities,
} from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import type { PageOf } from '../../lib/listing';

export type InsurerRow = typeof insurers.$inferSelect;
export type InsurerValues = Omit<typeof insurers.$inferInsert, 'criadoEm' | 'atualizadoEm'>;
export type ContactRow = typeof insurerContacts.$inferSelect;
export type ContactValues = Omit<typeof insurerContacts.$inferInsert, 'criadoEm' | 'atualizadoEm'>;
export type EmailRow = typeof insurerEmails.$inferSelect;

export interface InsurerListOptions {
  page: number;
  pageSize: number;
  sort: 'nome' | 'cnpj' | undefined;
  direction: 'asc' | 'desc';
  text: string | undefined;
  ativo: boolean | undefined;
}

export async function listInsurers(db: Db, o: InsurerListOptions): Promise<PageOf<InsurerRow>> {
  const where = and(
    o.ativo === undefined ? undefined : eq(insurers.ativo, o.ativo),
    o.text ? matches(o.text, [insurers.nome, insurers.razaoSocial], insurers.cnpj) : undefined,
  );
  const primary = o.sort === 'cnpj' ? insurers.cnpj : folded(insurers.nome);
  return listPage(
    db,
    {
      table: insurers,
      key: insurers.id,
      where,
      orderBy: [ordered(primary, o.direction), ordered(insurers.id, o.direction)],
      select: (filter) => db.select().from(insurers).where(filter).$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export async function findInsurer(db: Db, id: string, forUpdate = false): Promise<InsurerRow | undefined> {
  const query = db.select().from(insurers).where(eq(insurers.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function findInsurerByCnpj(db: Db, cnpj: string): Promise<InsurerRow | undefined> {
  const [row] = await db.select().from(insurers).where(eq(insurers.cnpj, cnpj));
  return row;
}

export async function insertInsurer(db: Db, values: InsurerValues): Promise<InsurerRow> {
  const [row] = await db.insert(insurers).values(values).returning();
  if (!row) throw new Error('insert de seguradora sem retorno');
  return row;
}

export async function updateInsurer(
  db: Db,
  id: string,
  values: InsurerValues,
): Promise<InsurerRow | undefined> {
  const [row] = await db
    .update(insurers)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(insurers.id, id))
    .returning();
  return row;
}

export async function listEmails(db: Db, insurerId: string): Promise<EmailRow[]> {
  return db
    .select()
    .from(insurerEmails)
    .where(eq(insurerEmails.seguradoraId, insurerId))
    .orderBy(asc(insurerEmails.email));
}

export async function replaceEmails(
  db: Db,
  insurerId: string,
  emails: { email: string; descricao: string | null }[],
): Promise<void> {
  await db.delete(insurerEmails).where(eq(insurerEmails.seguradoraId, insurerId));
  if (emails.length === 0) return;
  await db.insert(insurerEmails).values(emails.map((e) => ({ seguradoraId: insurerId, ...e })));
}

export async function listSubModalityIds(db: Db, insurerId: string): Promise<string[]> {
  const rows = await db
    .select({ id: insurerSubModalities.submodalidadeId })
    .from(insurerSubModalities)
    .where(eq(insurerSubModalities.seguradoraId, insurerId))
    .orderBy(asc(insurerSubModalities.submodalidadeId));
  return rows.map((r) => r.id);
}

export async function replaceSubModalities(db: Db, insurerId: string, ids: string[]): Promise<void> {
  await db.delete(insurerSubModalities).where(eq(insurerSubModalities.seguradoraId, insurerId));
  if (ids.length === 0) return;
  await db
    .insert(insurerSubModalities)
    .values(ids.map((id) => ({ seguradoraId: insurerId, submodalidadeId: id })));
}

export async function existingSubModalityIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: subModalities.id })
    .from(subModalities)
    .where(inArray(subModalities.id, ids));
  return rows.map((r) => r.id);
}

/** Active insurers for the pickers, optionally only those open to market consults. */
export async function suggestInsurers(
  db: Db,
  text: string | undefined,
  onlyMarketConsult: boolean,
): Promise<InsurerRow[]> {
  return db
    .select()
    .from(insurers)
    .where(
      and(
        eq(insurers.ativo, true),
        onlyMarketConsult ? eq(insurers.consultaMercado, true) : undefined,
        text ? matches(text, [insurers.nome, insurers.razaoSocial], insurers.cnpj) : undefined,
      ),
    )
    .orderBy(asc(folded(insurers.nome)))
    .limit(200);
}

/** Active accepted sub-modalities of active modalities, in modality order. */
export async function acceptedSubModalities(db: Db, insurerId: string) {
  return db
    .select({
      modalidadeId: modalities.id,
      modalidadeNome: modalities.nome,
      id: subModalities.id,
      nome: subModalities.nome,
    })
    .from(insurerSubModalities)
    .innerJoin(subModalities, eq(subModalities.id, insurerSubModalities.submodalidadeId))
    .innerJoin(modalities, eq(modalities.id, subModalities.modalidadeId))
    .where(
      and(
        eq(insurerSubModalities.seguradoraId, insurerId),
        eq(subModalities.ativo, true),
        eq(modalities.ativo, true),
      ),
    )
    .orderBy(asc(modalities.ordem), asc(folded(modalities.nome)), asc(folded(subModalities.nome)));
}

export interface ContactListOptions {
  page: number;
  pageSize: number;
  sort: 'nome' | 'cargo' | undefined;
  direction: 'asc' | 'desc';
  text: string | undefined;
  ativo: boolean | undefined;
}

export async function listContacts(
  db: Db,
  insurerId: string,
  o: ContactListOptions,
): Promise<PageOf<ContactRow>> {
  const where = and(
    eq(insurerContacts.seguradoraId, insurerId),
    o.ativo === undefined ? undefined : eq(insurerContacts.ativo, o.ativo),
    o.text
      ? matches(o.text, [insurerContacts.nome, insurerContacts.email, insurerContacts.cargo])
      : undefined,
  );
  const primary = folded(o.sort === 'cargo' ? insurerContacts.cargo : insurerContacts.nome);
  return listPage(
    db,
    {
      table: insurerContacts,
      key: insurerContacts.id,
      where,
      orderBy: [ordered(primary, o.direction), ordered(insurerContacts.id, o.direction)],
      select: (filter) => db.select().from(insurerContacts).where(filter).$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export async function findContact(db: Db, id: string, forUpdate = false): Promise<ContactRow | undefined> {
  const query = db.select().from(insurerContacts).where(eq(insurerContacts.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertContact(db: Db, values: ContactValues): Promise<ContactRow> {
  const [row] = await db.insert(insurerContacts).values(values).returning();
  if (!row) throw new Error('insert de contato sem retorno');
  return row;
}

export async function updateContact(
  db: Db,
  id: string,
  values: Omit<ContactValues, 'seguradoraId'>,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(insurerContacts)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(insurerContacts.id, id))
    .returning();
  return row;
}

export async function suggestContacts(
  db: Db,
  insurerId: string,
  text: string | undefined,
): Promise<ContactRow[]> {
  return db
    .select()
    .from(insurerContacts)
    .where(
      and(
        eq(insurerContacts.seguradoraId, insurerId),
        eq(insurerContacts.ativo, true),
        text ? matches(text, [insurerContacts.nome, insurerContacts.email]) : undefined,
      ),
    )
    .orderBy(asc(folded(insurerContacts.nome)))
    .limit(200);
}
