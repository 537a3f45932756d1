import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AgroListQuery, AgroStateId } from '../../../src/contract/agro-quotations';
import type { Db } from '../../db/client';
import {
  agroCosts,
  agroFiles,
  agroQuotations,
  economicGroups,
  files,
  insurers,
  municipalities,
  offices,
  users,
} from '../../db/schema';
import { folded, listPage, matches, ordered } from '../../lib/listing';
import { SYSTEM_VIEWER, visibleWhere } from '../../lib/visibility';
import type { Viewer } from '../../lib/visibility';

export type AgroRow = typeof agroQuotations.$inferSelect;
export type AgroValues = typeof agroQuotations.$inferInsert;
export type CostRow = typeof agroCosts.$inferSelect;
export type CostValues = typeof agroCosts.$inferInsert;

/**
 * Which agro quotations a caller sees: the one visibility rule (server/lib/visibility.ts,
 * docs/architecture.md "Visibilidade"); a guest only those it created (`criado_por`, `guest:<uuid>`).
 */
export type AgroScope = Viewer;

export const ALL_AGRO: AgroScope = SYSTEM_VIEWER;

const scopeWhere = (scope: AgroScope): SQL | undefined => visibleWhere(scope, 'cotacao_agro');

/** A quotation by id, only when the scope sees it (otherwise as missing). */
export async function findQuotation(
  db: Db,
  id: string,
  scope: AgroScope,
  forUpdate = false,
): Promise<AgroRow | undefined> {
  const q = db
    .select()
    .from(agroQuotations)
    .where(and(eq(agroQuotations.id, id), scopeWhere(scope)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function insertQuotation(db: Db, values: AgroValues): Promise<AgroRow> {
  const [row] = await db.insert(agroQuotations).values(values).returning();
  if (!row) throw new Error('cotação agro não gravada');
  return row;
}

export async function updateQuotation(db: Db, id: string, values: Partial<AgroValues>): Promise<void> {
  await db
    .update(agroQuotations)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(agroQuotations.id, id));
}

/** The names a quotation's view shows (group, office, approved insurer), in one query. */
export async function namesOf(db: Db, row: AgroRow) {
  const [names] = await db
    .select({
      grupo: sql<string | null>`(select coalesce(g.nome_fantasia, g.razao_social) from ${economicGroups} g
        where g.id = ${agroQuotations.grupoId})`,
      escritorio: sql<
        string | null
      >`(select o.nome from ${offices} o where o.id = ${agroQuotations.escritorioId})`,
      seguradoraId: sql<string | null>`(select c.seguradora_id from ${agroCosts} c
        where c.id = ${agroQuotations.aprovacaoCustoId})`,
      seguradora: sql<
        string | null
      >`(select s.nome from ${agroCosts} c join ${insurers} s on s.id = c.seguradora_id
        where c.id = ${agroQuotations.aprovacaoCustoId})`,
    })
    .from(agroQuotations)
    .where(eq(agroQuotations.id, row.id));
  return names;
}

/** A user's name by id (the creator of a staff quotation). */
export async function userName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ nome: users.nome }).from(users).where(eq(users.id, id));
  return row?.nome;
}

/* ---------------------------------------------------------------- costs */

export async function costsOf(db: Db, quotationId: string) {
  return db
    .select({ cost: agroCosts, seguradora: insurers.nome })
    .from(agroCosts)
    .innerJoin(insurers, eq(insurers.id, agroCosts.seguradoraId))
    .where(eq(agroCosts.cotacaoId, quotationId))
    .orderBy(asc(agroCosts.criadoEm), asc(agroCosts.id));
}

export async function findCost(db: Db, id: string) {
  const [row] = await db
    .select({ cost: agroCosts, seguradora: insurers.nome })
    .from(agroCosts)
    .innerJoin(insurers, eq(insurers.id, agroCosts.seguradoraId))
    .where(eq(agroCosts.id, id));
  return row;
}

export async function costOfInsurer(db: Db, quotationId: string, insurerId: string) {
  const [row] = await db
    .select({ id: agroCosts.id })
    .from(agroCosts)
    .where(and(eq(agroCosts.cotacaoId, quotationId), eq(agroCosts.seguradoraId, insurerId)));
  return row;
}

export async function insertCost(db: Db, values: CostValues): Promise<CostRow> {
  const [row] = await db.insert(agroCosts).values(values).returning();
  if (!row) throw new Error('custo agro não gravado');
  return row;
}

export async function updateCost(db: Db, id: string, values: Partial<CostValues>): Promise<void> {
  await db
    .update(agroCosts)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(agroCosts.id, id));
}

export async function activeInsurer(db: Db, id: string) {
  const [row] = await db
    .select({ id: insurers.id, nome: insurers.nome })
    .from(insurers)
    .where(and(eq(insurers.id, id), eq(insurers.ativo, true)));
  return row;
}

/* ---------------------------------------------------------------- files */

export async function filesOf(db: Db, quotationId: string) {
  return db
    .select({
      id: agroFiles.arquivoId,
      tipo: agroFiles.tipo,
      nome: files.nomeOriginal,
      criadoEm: agroFiles.criadoEm,
    })
    .from(agroFiles)
    .innerJoin(files, eq(files.id, agroFiles.arquivoId))
    .where(eq(agroFiles.cotacaoId, quotationId))
    .orderBy(asc(agroFiles.criadoEm), asc(agroFiles.id));
}

/** The agro quotation a file is linked to, if any. */
export async function quotationOfFile(db: Db, fileId: string) {
  const [row] = await db
    .select({ id: agroQuotations.id, situacao: agroQuotations.situacao })
    .from(agroFiles)
    .innerJoin(agroQuotations, eq(agroQuotations.id, agroFiles.cotacaoId))
    .where(eq(agroFiles.arquivoId, fileId))
    .limit(1);
  return row;
}

export async function isLinked(db: Db, quotationId: string, fileId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agroFiles.id })
    .from(agroFiles)
    .where(and(eq(agroFiles.cotacaoId, quotationId), eq(agroFiles.arquivoId, fileId)));
  return Boolean(row);
}

export async function linkFile(
  db: Db,
  quotationId: string,
  fileId: string,
  tipo: (typeof agroFiles.$inferInsert)['tipo'],
): Promise<void> {
  await db
    .insert(agroFiles)
    .values({ cotacaoId: quotationId, arquivoId: fileId, tipo })
    .onConflictDoNothing();
}

/* ---------------------------------------------------------------- references of a new quotation */

export async function groupExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(eq(economicGroups.id, id));
  return Boolean(row);
}

export async function officeExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, id));
  return Boolean(row);
}

/* ---------------------------------------------------------------- lists */

const SORT = {
  numero: agroQuotations.numero,
  criado_em: agroQuotations.criadoEm,
  area_ha: agroQuotations.areaHa,
  produtor: folded(agroQuotations.produtorNome),
} as const;

export function listWhere(q: AgroListQuery, state: AgroStateId | undefined): SQL | undefined {
  const situacao = state ?? q.situacao;
  return and(
    q.numero !== undefined ? eq(agroQuotations.numero, q.numero) : undefined,
    situacao ? eq(agroQuotations.situacao, situacao) : undefined,
    q.produto ? eq(agroQuotations.produto, q.produto) : undefined,
    q.cobertura ? eq(agroQuotations.cobertura, q.cobertura) : undefined,
    q.grupo_economico_id ? eq(agroQuotations.grupoId, q.grupo_economico_id) : undefined,
    q.escritorio_id ? eq(agroQuotations.escritorioId, q.escritorio_id) : undefined,
    q.uf ? eq(agroQuotations.uf, q.uf) : undefined,
    q.criado_de ? gte(agroQuotations.criadoEm, new Date(`${q.criado_de}T00:00:00-03:00`)) : undefined,
    q.criado_ate ? lte(agroQuotations.criadoEm, new Date(`${q.criado_ate}T23:59:59.999-03:00`)) : undefined,
    q.query
      ? matches(
          q.query,
          [agroQuotations.produtorNome, agroQuotations.propriedadeNome, agroQuotations.municipio],
          agroQuotations.produtorDocumento,
        )
      : undefined,
  );
}

/**
 * One page of the list in one query besides the count: the row's own columns and the group's name as
 * a scalar subquery (a primary-key read each; docs/architecture.md, planning cost of joins).
 */
export async function listQuotations(db: Db, q: AgroListQuery, scope: AgroScope, state?: AgroStateId) {
  const where = and(listWhere(q, state), scopeWhere(scope));
  const sortColumn = q.sort ? SORT[q.sort] : agroQuotations.criadoEm;
  const direction = q.sort ? q.direction : 'desc';
  return listPage(
    db,
    {
      table: agroQuotations,
      key: agroQuotations.id,
      where,
      orderBy: [ordered(sortColumn, direction), ordered(agroQuotations.id, direction)],
      select: (filter) =>
        db
          .select({
            id: agroQuotations.id,
            numero: agroQuotations.numero,
            situacao: agroQuotations.situacao,
            produto: agroQuotations.produto,
            cobertura: agroQuotations.cobertura,
            produtor: agroQuotations.produtorNome,
            propriedade: agroQuotations.propriedadeNome,
            municipio: agroQuotations.municipio,
            uf: agroQuotations.uf,
            areaHa: agroQuotations.areaHa,
            convidado: agroQuotations.convidado,
            grupoId: agroQuotations.grupoId,
            numeroProposta: agroQuotations.numeroProposta,
            apoliceNumero: agroQuotations.apoliceNumero,
            premio: agroQuotations.aprovacaoPremio,
            criadoEm: agroQuotations.criadoEm,
            grupo: sql<
              string | null
            >`(select coalesce(g.nome_fantasia, g.razao_social) from ${economicGroups} g
            where g.id = ${agroQuotations.grupoId})`,
          })
          .from(agroQuotations)
          .where(filter)
          .$dynamic(),
    },
    q.page,
    q.page_size,
  );
}

/* ---------------------------------------------------------------- municipalities */

const MUNICIPALITY_LIMIT = 50;

/**
 * How well a name answers the typed term: the name itself (0), a name starting with it (1), a word of
 * the name starting with it (2), the term elsewhere (3). 'Varginha' comes before 'São José da
 * Varginha', and the exact name stays within the first 50 of a short, common term. Both sides go
 * through dobra(), the database's own fold.
 */
function nameRank(text: string): SQL {
  const name = folded(municipalities.nome);
  const term = folded(sql`${text.trim()}`);
  return sql`case when ${name} = ${term} then 0 when position(${term} in ${name}) = 1 then 1 when position(' ' || ${term} in ${name}) > 0 then 2 else 3 end`;
}

/**
 * Up to 50 municipalities by folded name (contains; the exact and starting names first) or by the IBGE
 * code's digits, one UF optionally.
 */
export async function suggestMunicipalities(db: Db, text: string | undefined, uf: string | undefined) {
  const digits = text?.replace(/\D/g, '') ?? '';
  const byCode = digits.length >= 2 && digits.length === (text?.trim().length ?? 0);
  const byText = text
    ? byCode
      ? sql`${municipalities.codigoIbge} like ${`${digits}%`}`
      : matches(text, [municipalities.nome])
    : undefined;
  return db
    .select()
    .from(municipalities)
    .where(and(uf ? eq(municipalities.uf, uf) : undefined, byText))
    .orderBy(
      ...(text?.trim() && !byCode ? [asc(nameRank(text))] : []),
      asc(folded(municipalities.nome)),
      asc(municipalities.uf),
    )
    .limit(MUNICIPALITY_LIMIT);
}

export async function findMunicipality(db: Db, code: string) {
  const [row] = await db.select().from(municipalities).where(eq(municipalities.codigoIbge, code));
  return row;
}
