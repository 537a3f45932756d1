import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  companyFavourites,
  economicGroups,
  files,
  groupContacts,
  groupDocuments,
  insurerContacts,
  insurers,
  insureds,
  offices,
  pessoasCnaes,
  quotePermissions,
  users,
} from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import type { PageOf } from '../../lib/listing';

export type GroupRow = typeof economicGroups.$inferSelect;
export type GroupValues = Omit<typeof economicGroups.$inferInsert, 'criadoEm' | 'atualizadoEm'>;
export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Omit<typeof companies.$inferInsert, 'criadoEm' | 'atualizadoEm'>;
export type Named = { id: string; nome: string } | null;

/* ---------------------------------------------------------------- groups */

const groupSearch = (text: string | undefined) =>
  text
    ? matches(text, [economicGroups.razaoSocial, economicGroups.nomeFantasia], economicGroups.cnpj)
    : undefined;

/** Whether `userId` starred any borrower or subsidiary of the group. */
const starredBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${companyFavourites} f join ${companies} e on e.id = f.empresa_id
    where e.grupo_id = ${economicGroups.id} and f.usuario_id = ${userId})`;

export interface GroupListOptions {
  page: number;
  pageSize: number;
  sort: 'razao_social' | 'nome_fantasia' | 'cnpj' | undefined;
  direction: 'asc' | 'desc';
  text: string | undefined;
  status: string | undefined;
  escritorioId: string | undefined;
  responsavelId: string | undefined;
  ativo: boolean | undefined;
  favoritos: boolean | undefined;
  userId: string;
  /** The visibility rule's predicate (server/lib/visibility.ts). */
  visible?: SQL | undefined;
}

export interface GroupListRow {
  group: GroupRow;
  responsavel: string | null;
  escritorio: string | null;
  favorito: boolean;
}

export async function listGroups(db: Db, o: GroupListOptions): Promise<PageOf<GroupListRow>> {
  const starred = starredBy(o.userId);
  const where = and(
    groupSearch(o.text),
    o.status ? eq(economicGroups.statusId, o.status as GroupRow['statusId']) : undefined,
    o.escritorioId ? eq(economicGroups.escritorioId, o.escritorioId) : undefined,
    o.responsavelId ? eq(economicGroups.responsavelId, o.responsavelId) : undefined,
    o.ativo === undefined ? undefined : eq(economicGroups.ativo, o.ativo),
    // "Somente favoritos": false (or absent) does not filter.
    o.favoritos ? starred : undefined,
    o.visible,
  );
  const primary =
    o.sort === 'cnpj'
      ? economicGroups.cnpj
      : folded(o.sort === 'nome_fantasia' ? economicGroups.nomeFantasia : economicGroups.razaoSocial);
  return listPage(
    db,
    {
      table: economicGroups,
      key: economicGroups.id,
      where,
      orderBy: [ordered(primary, o.direction), ordered(economicGroups.id, o.direction)],
      select: (filter) =>
        db
          .select({
            group: economicGroups,
            responsavel: users.nome,
            escritorio: offices.nome,
            favorito: starred,
          })
          .from(economicGroups)
          .leftJoin(users, eq(users.id, economicGroups.responsavelId))
          .leftJoin(offices, eq(offices.id, economicGroups.escritorioId))
          .where(filter)
          .$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export async function findGroup(db: Db, id: string, forUpdate = false): Promise<GroupRow | undefined> {
  const query = db.select().from(economicGroups).where(eq(economicGroups.id, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertGroup(db: Db, values: GroupValues): Promise<GroupRow> {
  const [row] = await db.insert(economicGroups).values(values).returning();
  if (!row) throw new Error('insert de grupo econômico sem retorno');
  return row;
}

export async function updateGroup(
  db: Db,
  id: string,
  values: Partial<GroupValues>,
): Promise<GroupRow | undefined> {
  const [row] = await db
    .update(economicGroups)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(economicGroups.id, id))
    .returning();
  return row;
}

export async function userName(db: Db, id: string | null): Promise<Named> {
  if (!id) return null;
  const [row] = await db.select({ id: users.id, nome: users.nome }).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function officeName(db: Db, id: string | null): Promise<Named> {
  if (!id) return null;
  const [row] = await db
    .select({ id: offices.id, nome: offices.nome })
    .from(offices)
    .where(eq(offices.id, id));
  return row ?? null;
}

export async function activeUser(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ ativo: users.ativo }).from(users).where(eq(users.id, id));
  return row?.ativo === true;
}

export async function userOffice(db: Db, id: string): Promise<string | null | undefined> {
  const [row] = await db.select({ escritorioId: users.escritorioId }).from(users).where(eq(users.id, id));
  return row ? row.escritorioId : undefined;
}

export async function officeExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id));
  return row !== undefined;
}

export async function cnaeDescription(db: Db, codigo: string): Promise<string | undefined> {
  const [row] = await db
    .select({ descricao: pessoasCnaes.descricao })
    .from(pessoasCnaes)
    .where(eq(pessoasCnaes.codigo, codigo));
  return row?.descricao;
}

export async function existingFiles(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function existingContacts(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: insurerContacts.id })
    .from(insurerContacts)
    .where(inArray(insurerContacts.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The insurer contacts linked to each of the groups (the wallet moves them; a group page shows them). */
export async function contactsOfGroups(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      grupoId: groupContacts.grupoId,
      id: insurerContacts.id,
      nome: insurerContacts.nome,
      seguradoraId: insurers.id,
      seguradora: insurers.nome,
    })
    .from(groupContacts)
    .innerJoin(insurerContacts, eq(insurerContacts.id, groupContacts.contatoId))
    .innerJoin(insurers, eq(insurers.id, insurerContacts.seguradoraId))
    .where(inArray(groupContacts.grupoId, groupIds))
    .orderBy(asc(insurerContacts.nome), asc(insurerContacts.id));
}

export async function groupContactsOf(db: Db, groupId: string) {
  return contactsOfGroups(db, [groupId]);
}

export async function replaceGroupContacts(db: Db, groupId: string, contactIds: string[]): Promise<void> {
  await db.delete(groupContacts).where(eq(groupContacts.grupoId, groupId));
  const unique = [...new Set(contactIds)];
  if (unique.length)
    await db.insert(groupContacts).values(unique.map((contatoId) => ({ grupoId: groupId, contatoId })));
}

export async function groupDocumentsOf(db: Db, groupId: string, tipo?: 'balanco' | 'outro') {
  return db
    .select({
      id: groupDocuments.id,
      tipo: groupDocuments.tipo,
      ano: groupDocuments.ano,
      descricao: groupDocuments.descricao,
      arquivoId: files.id,
      arquivoNome: files.nomeOriginal,
      criadoEm: groupDocuments.criadoEm,
    })
    .from(groupDocuments)
    .innerJoin(files, eq(files.id, groupDocuments.arquivoId))
    .where(and(eq(groupDocuments.grupoId, groupId), tipo ? eq(groupDocuments.tipo, tipo) : undefined))
    .orderBy(desc(groupDocuments.criadoEm), desc(groupDocuments.ano), asc(groupDocuments.id));
}
export type GroupDocumentRow = Awaited<ReturnType<typeof groupDocumentsOf>>[number];

/**
 * Replaces a group's documents by the given set. A document whose kind, year/type and file are
 * unchanged keeps its row (and its id and date), so a save that changed nothing changes nothing.
 */
export async function replaceGroupDocuments(
  db: Db,
  groupId: string,
  wanted: { tipo: 'balanco' | 'outro'; ano: number | null; descricao: string | null; arquivoId: string }[],
): Promise<void> {
  const current = await db.select().from(groupDocuments).where(eq(groupDocuments.grupoId, groupId));
  const key = (d: { tipo: string; ano: number | null; descricao: string | null; arquivoId: string }) =>
    `${d.tipo}|${d.ano ?? ''}|${d.descricao ?? ''}|${d.arquivoId}`;
  const remaining = new Map<string, string[]>();
  for (const row of current) remaining.set(key(row), [...(remaining.get(key(row)) ?? []), row.id]);
  const toInsert: typeof wanted = [];
  for (const doc of wanted) {
    const ids = remaining.get(key(doc));
    if (ids?.length) ids.shift();
    else toInsert.push(doc);
  }
  const toDelete = [...remaining.values()].flat();
  if (toDelete.length) await db.delete(groupDocuments).where(inArray(groupDocuments.id, toDelete));
  if (toInsert.length)
    await db.insert(groupDocuments).values(toInsert.map((d) => ({ grupoId: groupId, ...d })));
}

export async function countCompanies(db: Db, groupId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(eq(companies.grupoId, groupId));
  return row?.n ?? 0;
}

export async function suggestGroups(
  db: Db,
  text: string | undefined,
  limit: number,
  ...extra: (SQL | undefined)[]
) {
  return db
    .select({
      id: economicGroups.id,
      razaoSocial: economicGroups.razaoSocial,
      nomeFantasia: economicGroups.nomeFantasia,
      cnpj: economicGroups.cnpj,
    })
    .from(economicGroups)
    .where(and(eq(economicGroups.ativo, true), groupSearch(text), ...extra))
    .orderBy(asc(folded(economicGroups.razaoSocial)), asc(economicGroups.id))
    .limit(limit);
}

/** Groups open for quotation: active and not blocked. */
export const quotable = () => and(eq(economicGroups.ativo, true), ne(economicGroups.statusId, 'bloqueado'));

/**
 * The groups the quotation permissions (permissoes_cotacao) of a user or an office name: `all` when one
 * of them has no group (any group), else the named ids.
 */
export async function permittedGroups(db: Db, targets: string[]): Promise<{ all: boolean; ids: string[] }> {
  if (targets.length === 0) return { all: false, ids: [] };
  const rows = await db
    .selectDistinct({ grupo: quotePermissions.grupoEconomicoId })
    .from(quotePermissions)
    .where(inArray(quotePermissions.alvoId, targets));
  return {
    all: rows.some((r) => r.grupo === null),
    ids: rows.flatMap((r) => (r.grupo ? [r.grupo] : [])),
  };
}

/** Offices that are the target of some quotation permission (alvo_tipo 'escritorio') of an area. */
export async function officesWithPermissions(db: Db, areaId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: quotePermissions.alvoId })
    .from(quotePermissions)
    .where(and(eq(quotePermissions.alvoTipo, 'escritorio'), eq(quotePermissions.areaId, areaId)));
  return rows.map((r) => r.id);
}

export async function activeOffices(db: Db, ids?: string[]) {
  return db
    .select({ id: offices.id, nome: offices.nome })
    .from(offices)
    .where(and(eq(offices.ativo, true), ids ? inArray(offices.id, ids) : undefined))
    .orderBy(asc(folded(offices.nome)), asc(offices.id));
}

/* ---------------------------------------------------------------- companies */

/** Whether `userId` starred the company. */
const companyStarred = (userId: string) =>
  sql<boolean>`exists (select 1 from ${companyFavourites} f where f.empresa_id = ${companies.id} and f.usuario_id = ${userId})`;

export interface CompanyWithGroup {
  company: CompanyRow;
  grupoRazao: string;
  grupoFantasia: string | null;
  favorito: boolean;
}

const companyColumns = (userId: string) => ({
  company: companies,
  grupoRazao: economicGroups.razaoSocial,
  grupoFantasia: economicGroups.nomeFantasia,
  favorito: companyStarred(userId),
});

export async function findCompany(
  db: Db,
  id: string,
  userId: string,
  forUpdate = false,
): Promise<CompanyWithGroup | undefined> {
  const query = db
    .select(companyColumns(userId))
    .from(companies)
    .innerJoin(economicGroups, eq(economicGroups.id, companies.grupoId))
    .where(eq(companies.id, id));
  const [row] = await (forUpdate ? query.for('update', { of: companies }) : query);
  return row;
}

export async function headCompany(db: Db, groupId: string): Promise<CompanyRow | undefined> {
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.grupoId, groupId), eq(companies.principal, true)));
  return row;
}

/** The company holding a CNPJ, with the name of its group. */
export async function companyByCnpj(db: Db, cnpj: string) {
  const [row] = await db
    .select({
      id: companies.id,
      grupoId: companies.grupoId,
      razaoSocial: economicGroups.razaoSocial,
      nomeFantasia: economicGroups.nomeFantasia,
    })
    .from(companies)
    .innerJoin(economicGroups, eq(economicGroups.id, companies.grupoId))
    .where(eq(companies.cnpj, cnpj));
  if (row) return row;
  // A group's own CNPJ (its head company is always in empresas; this covers a half-written group).
  const [group] = await db
    .select({
      id: economicGroups.id,
      grupoId: economicGroups.id,
      razaoSocial: economicGroups.razaoSocial,
      nomeFantasia: economicGroups.nomeFantasia,
    })
    .from(economicGroups)
    .where(eq(economicGroups.cnpj, cnpj));
  return group;
}

export async function insertCompany(db: Db, values: CompanyValues): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('insert de empresa sem retorno');
  return row;
}

export async function updateCompany(
  db: Db,
  id: string,
  values: Partial<CompanyValues>,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set({ ...values, atualizadoEm: sql`now()` })
    .where(eq(companies.id, id))
    .returning();
  return row;
}

export interface CompanyListOptions {
  page: number;
  pageSize: number;
  sort: 'razao_social' | 'nome_fantasia' | 'cnpj' | undefined;
  direction: 'asc' | 'desc';
  text: string | undefined;
  subsidiarias: boolean | undefined;
  ativo: boolean | undefined;
}

const companySearch = (text: string | undefined) =>
  text ? matches(text, [companies.razaoSocial, companies.nomeFantasia], companies.cnpj) : undefined;

export async function listCompanies(
  db: Db,
  groupId: string,
  userId: string,
  o: CompanyListOptions,
): Promise<PageOf<CompanyWithGroup>> {
  const where = and(
    eq(companies.grupoId, groupId),
    companySearch(o.text),
    o.subsidiarias === undefined ? undefined : eq(companies.subsidiaria, o.subsidiarias),
    o.ativo === undefined ? undefined : eq(companies.ativo, o.ativo),
  );
  const primary =
    o.sort === 'cnpj'
      ? companies.cnpj
      : folded(o.sort === 'nome_fantasia' ? companies.nomeFantasia : companies.razaoSocial);
  return listPage(
    db,
    {
      table: companies,
      key: companies.id,
      where,
      orderBy: [ordered(primary, o.direction), ordered(companies.id, o.direction)],
      select: (filter) =>
        db
          .select(companyColumns(userId))
          .from(companies)
          .innerJoin(economicGroups, eq(economicGroups.id, companies.grupoId))
          .where(filter)
          .$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export async function suggestCompanies(
  db: Db,
  groupId: string,
  userId: string,
  o: { text?: string | undefined; subsidiarias?: boolean | undefined; onlyActive: boolean; limit?: number },
) {
  const starred = companyStarred(userId);
  const query = db
    .select({ company: companies, favorito: starred })
    .from(companies)
    .where(
      and(
        eq(companies.grupoId, groupId),
        o.onlyActive ? eq(companies.ativo, true) : undefined,
        o.subsidiarias === false ? eq(companies.subsidiaria, false) : undefined,
        companySearch(o.text),
      ),
    )
    .orderBy(
      desc(starred),
      asc(folded(sql`coalesce(${companies.nomeFantasia}, ${companies.razaoSocial})`)),
      asc(companies.id),
    );
  return o.limit ? query.limit(o.limit) : query;
}

export async function addFavourite(db: Db, userId: string, companyId: string): Promise<void> {
  await db
    .insert(companyFavourites)
    .values({ usuarioId: userId, empresaId: companyId })
    .onConflictDoNothing();
}

export async function removeFavourite(db: Db, userId: string, companyId: string): Promise<void> {
  await db
    .delete(companyFavourites)
    .where(and(eq(companyFavourites.usuarioId, userId), eq(companyFavourites.empresaId, companyId)));
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/* ---------------------------------------------------------------- insureds */

export async function suggestInsureds(db: Db, text: string | undefined, limit: number) {
  return db
    .select()
    .from(insureds)
    .where(text ? matches(text, [insureds.nome], insureds.numeroDocumento) : undefined)
    .orderBy(asc(folded(insureds.nome)), asc(insureds.id))
    .limit(limit);
}
