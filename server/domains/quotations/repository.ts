import { and, asc, desc, eq, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  courtUnits,
  courts,
  creditAnswers,
  creditConsults,
  economicGroups,
  files,
  insurerEmails,
  insurerSubModalities,
  insurers,
  modalities,
  policies,
  quotationCosts,
  quotationDrafts,
  quotations,
  subModalities,
  users,
} from '../../db/schema';
import { listPage, matches, ordered } from '../../lib/listing';
import type { QuotationListQuery } from '../../../src/contract/guarantee-quotations';
import { visibleWhere } from '../../lib/visibility';
import { openCountOf } from '../critiques/service';
import type { ParentColumns } from '../critiques/service';
import type { QuotationScope } from './scope';

export type QuotationRow = typeof quotations.$inferSelect;
export type QuotationValues = typeof quotations.$inferInsert;
export type CostRow = typeof quotationCosts.$inferSelect;
export type DraftRow = typeof quotationDrafts.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;

const groupName = sql<string>`coalesce(${economicGroups.nomeFantasia}, ${economicGroups.razaoSocial})`;
const companyName = sql<string>`coalesce(${companies.nomeFantasia}, ${companies.razaoSocial})`;

/** The filter of the quotations a scope sees: the one visibility rule (server/lib/visibility.ts). */
export function scopeWhere(scope: QuotationScope): SQL | undefined {
  return visibleWhere(scope, 'cotacao_garantia');
}

/** Whether the group is in the user's wallet. */
export async function inWallet(db: Db, groupId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(and(eq(economicGroups.id, groupId), eq(economicGroups.responsavelId, userId)));
  return Boolean(row);
}

/** A quotation by id, only when the scope sees it (otherwise as missing). */
export async function findQuotation(
  db: Db,
  id: string,
  scope: QuotationScope,
  forUpdate = false,
): Promise<QuotationRow | undefined> {
  const q = db
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), scopeWhere(scope)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

/** The names a quotation's view shows, read in one query. */
export async function namesOf(db: Db, row: QuotationRow) {
  const [names] = await db
    .select({
      grupo: groupName,
      tomador: companyName,
      cnpj: companies.cnpj,
      modalidade: modalities.nome,
      submodalidade: subModalities.nome,
    })
    .from(quotations)
    .innerJoin(economicGroups, eq(economicGroups.id, quotations.grupoId))
    .innerJoin(companies, eq(companies.id, quotations.tomadorId))
    .innerJoin(modalities, eq(modalities.id, quotations.modalidadeId))
    .innerJoin(subModalities, eq(subModalities.id, quotations.submodalidadeId))
    .where(eq(quotations.id, row.id));
  return names;
}

export async function insurerName(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db
    .select({ id: insurers.id, nome: insurers.nome })
    .from(insurers)
    .where(eq(insurers.id, id));
  return row ?? null;
}

export async function userName(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ id: users.id, nome: users.nome }).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function courtName(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ id: courts.id, nome: courts.nome }).from(courts).where(eq(courts.id, id));
  return row ?? null;
}

/** The active court of a CNJ court code ('8.26') and its active unit of an origin code, if any. */
export async function courtOfCase(db: Db, courtCode: string, unitCode: string) {
  const [court] = await db
    .select({ id: courts.id, nome: courts.nome })
    .from(courts)
    .where(and(eq(courts.codigo, courtCode), eq(courts.ativo, true)));
  if (!court) return { court: null, unit: null };
  const [unit] = await db
    .select({ id: courtUnits.id, nome: courtUnits.nome })
    .from(courtUnits)
    .where(
      and(eq(courtUnits.tribunalId, court.id), eq(courtUnits.codigo, unitCode), eq(courtUnits.ativo, true)),
    );
  return { court, unit: unit ?? null };
}

export async function courtUnit(db: Db, id: string) {
  const [row] = await db.select().from(courtUnits).where(eq(courtUnits.id, id));
  return row;
}

export async function costsOf(db: Db, quotationId: string) {
  return db
    .select({ cost: quotationCosts, seguradora: insurers.nome })
    .from(quotationCosts)
    .innerJoin(insurers, eq(insurers.id, quotationCosts.seguradoraId))
    .where(eq(quotationCosts.cotacaoId, quotationId))
    .orderBy(asc(insurers.nome));
}

export async function findCost(db: Db, quotationId: string, insurerId: string) {
  const [row] = await db
    .select()
    .from(quotationCosts)
    .where(and(eq(quotationCosts.cotacaoId, quotationId), eq(quotationCosts.seguradoraId, insurerId)));
  return row;
}

export async function insertCosts(db: Db, quotationId: string, insurerIds: string[]) {
  if (insurerIds.length === 0) return;
  await db
    .insert(quotationCosts)
    .values(insurerIds.map((seguradoraId) => ({ cotacaoId: quotationId, seguradoraId })))
    .onConflictDoNothing();
}

export async function updateCost(db: Db, id: string, values: Partial<typeof quotationCosts.$inferInsert>) {
  await db
    .update(quotationCosts)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(quotationCosts.id, id));
}

/** The newest draft of a quotation (the current one), with its file's name. */
export async function currentDraft(db: Db, quotationId: string) {
  const [row] = await db
    .select({ draft: quotationDrafts, seguradora: insurers.nome, arquivo: files.nomeOriginal })
    .from(quotationDrafts)
    .innerJoin(insurers, eq(insurers.id, quotationDrafts.seguradoraId))
    .leftJoin(files, eq(files.id, quotationDrafts.arquivoId))
    .where(eq(quotationDrafts.cotacaoId, quotationId))
    .orderBy(desc(quotationDrafts.criadoEm), desc(quotationDrafts.id))
    .limit(1);
  return row;
}

export async function insertDraft(db: Db, values: typeof quotationDrafts.$inferInsert) {
  const [row] = await db.insert(quotationDrafts).values(values).returning();
  return row;
}

export async function updateDraft(db: Db, id: string, values: Partial<typeof quotationDrafts.$inferInsert>) {
  await db
    .update(quotationDrafts)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(quotationDrafts.id, id));
}

export async function policyOf(db: Db, quotationId: string) {
  const [row] = await db
    .select({ policy: policies, seguradora: insurers.nome, arquivo: files.nomeOriginal })
    .from(policies)
    .innerJoin(insurers, eq(insurers.id, policies.seguradoraId))
    .leftJoin(files, eq(files.id, policies.arquivoId))
    .where(eq(policies.cotacaoId, quotationId));
  return row;
}

export async function findPolicy(db: Db, id: string) {
  const [row] = await db.select().from(policies).where(eq(policies.id, id));
  return row;
}

export async function fileExists(db: Db, id: string) {
  const [row] = await db
    .select({ id: files.id, nome: files.nomeOriginal })
    .from(files)
    .where(eq(files.id, id));
  return row;
}

export async function insertQuotation(db: Db, values: QuotationValues): Promise<QuotationRow> {
  const [row] = await db.insert(quotations).values(values).returning();
  if (!row) throw new Error('cotação não gravada');
  return row;
}

export async function updateQuotation(db: Db, id: string, values: Partial<QuotationValues>) {
  await db
    .update(quotations)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(quotations.id, id));
}

/* ---------------------------------------------------------------- references of a new quotation */

export async function findTaker(db: Db, id: string) {
  const [row] = await db
    .select({ id: companies.id, grupoId: companies.grupoId, nome: companyName, email: companies.email })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function groupContact(db: Db, id: string) {
  const [row] = await db
    .select({
      id: economicGroups.id,
      nome: groupName,
      email: economicGroups.email,
      ativo: economicGroups.ativo,
    })
    .from(economicGroups)
    .where(eq(economicGroups.id, id));
  return row;
}

export async function findSubModality(db: Db, id: string) {
  const [row] = await db
    .select({
      id: subModalities.id,
      modalidadeId: subModalities.modalidadeId,
      ativo: subModalities.ativo,
      exigeProcesso: subModalities.exigeProcesso,
      exigeRecurso: subModalities.exigeRecurso,
    })
    .from(subModalities)
    .where(eq(subModalities.id, id));
  return row;
}

export async function activeInsurers(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: insurers.id, nome: insurers.nome })
    .from(insurers)
    .where(and(inArray(insurers.id, ids), eq(insurers.ativo, true)));
}

/** Active insurers that accept the sub-modality and hold an approved, valid limit for the group. */
export async function defaultInsurers(db: Db, subModalityId: string, groupId: string, today: string) {
  const rows = await db
    .selectDistinct({ id: insurers.id })
    .from(insurers)
    .innerJoin(
      insurerSubModalities,
      and(
        eq(insurerSubModalities.seguradoraId, insurers.id),
        eq(insurerSubModalities.submodalidadeId, subModalityId),
      ),
    )
    .innerJoin(creditAnswers, eq(creditAnswers.seguradoraId, insurers.id))
    .innerJoin(creditConsults, eq(creditConsults.id, creditAnswers.consultaId))
    .where(
      and(
        eq(insurers.ativo, true),
        eq(creditConsults.grupoId, groupId),
        ne(creditConsults.status, 'cancelada'),
        eq(creditAnswers.status, 'aprovado'),
        gte(creditAnswers.vigenciaFim, today),
      ),
    );
  return rows.map((r) => r.id);
}

/** The best valid approved limit each insurer holds for the group. */
export async function approvedLimits(db: Db, groupId: string, today: string) {
  return db
    .select({
      seguradoraId: creditAnswers.seguradoraId,
      limite: creditAnswers.limiteAprovado,
      taxaMinima: creditAnswers.taxaMinima,
      estruturaCcg: creditAnswers.estruturaCcg,
      vigenciaFim: creditAnswers.vigenciaFim,
    })
    .from(creditAnswers)
    .innerJoin(creditConsults, eq(creditConsults.id, creditAnswers.consultaId))
    .where(
      and(
        eq(creditConsults.grupoId, groupId),
        ne(creditConsults.status, 'cancelada'),
        eq(creditAnswers.status, 'aprovado'),
        gte(creditAnswers.vigenciaFim, today),
      ),
    )
    .orderBy(desc(creditAnswers.limiteAprovado));
}

/**
 * What each insurer's limit already carries for the group: the insured amounts of its policies still
 * in force and of the open quotations that chose it (except `exceptId`).
 */
export async function usedLimits(db: Db, groupId: string, today: string, exceptId: string) {
  const fromPolicies = await db
    .select({
      seguradoraId: policies.seguradoraId,
      total: sql<number>`sum(${policies.importanciaSegurada})::float8`,
    })
    .from(policies)
    .where(and(eq(policies.grupoId, groupId), gte(policies.vigenciaFim, today)))
    .groupBy(policies.seguradoraId);
  const fromQuotations = await db
    .select({
      seguradoraId: quotations.seguradoraId,
      total: sql<number>`sum(${quotations.importanciaSegurada})::float8`,
    })
    .from(quotations)
    .where(
      and(
        eq(quotations.grupoId, groupId),
        eq(quotations.status, 'em_andamento'),
        ne(quotations.etapa, 'apolice_emitida'),
        ne(quotations.id, exceptId),
        sql`${quotations.seguradoraId} is not null`,
      ),
    )
    .groupBy(quotations.seguradoraId);
  const used = new Map<string, number>();
  for (const r of [...fromPolicies, ...fromQuotations])
    if (r.seguradoraId) used.set(r.seguradoraId, (used.get(r.seguradoraId) ?? 0) + r.total);
  return used;
}

export async function insurerAddresses(db: Db, insurerId: string): Promise<string[]> {
  const rows = await db
    .select({ email: insurerEmails.email })
    .from(insurerEmails)
    .where(eq(insurerEmails.seguradoraId, insurerId));
  return rows.map((r) => r.email);
}

/* ---------------------------------------------------------------- lists */

const SORT = {
  numero: quotations.numero,
  criado_em: quotations.criadoEm,
  importancia_segurada: quotations.importanciaSegurada,
  vigencia_fim: quotations.vigenciaFim,
} as const;

export function listWhere(q: QuotationListQuery): SQL | undefined {
  const situation = q.situacao;
  const text = q.query
    ? matches(q.query, [quotations.tomadorNome, quotations.seguradoNome], quotations.seguradoDocumento)
    : undefined;
  return and(
    q.numero !== undefined ? eq(quotations.numero, q.numero) : undefined,
    q.tomador_id ? eq(quotations.tomadorId, q.tomador_id) : undefined,
    q.grupo_economico_id ? eq(quotations.grupoId, q.grupo_economico_id) : undefined,
    q.seguradora_id
      ? or(
          eq(quotations.seguradoraId, q.seguradora_id),
          sql`exists (select 1 from ${quotationCosts} where ${quotationCosts.cotacaoId} = ${quotations.id} and ${quotationCosts.seguradoraId} = ${q.seguradora_id})`,
        )
      : undefined,
    q.modalidade_id ? eq(quotations.modalidadeId, q.modalidade_id) : undefined,
    q.status ? eq(quotations.status, q.status) : undefined,
    q.etapa ? eq(quotations.etapa, q.etapa) : undefined,
    situation ? situationWhere(situation) : undefined,
    q.responsavel_id ? eq(quotations.responsavelId, q.responsavel_id) : undefined,
    q.criado_de ? gte(quotations.criadoEm, new Date(`${q.criado_de}T00:00:00-03:00`)) : undefined,
    q.criado_ate ? lte(quotations.criadoEm, new Date(`${q.criado_ate}T23:59:59.999-03:00`)) : undefined,
    text,
  );
}

function situationWhere(s: NonNullable<QuotationListQuery['situacao']>): SQL | undefined {
  const open = eq(quotations.status, 'em_andamento');
  const draftAwaiting = sql`exists (select 1 from ${quotationDrafts} d where d.cotacao_id = ${quotations.id} and d.status = 'aguardando_aprovacao' and d.criado_em = (select max(d2.criado_em) from ${quotationDrafts} d2 where d2.cotacao_id = ${quotations.id}))`;
  switch (s) {
    case 'cancelada':
      return eq(quotations.status, 'cancelada');
    case 'em_preenchimento':
      return and(open, eq(quotations.etapa, 'dados_processo'));
    case 'aguardando_cotacao':
      return and(open, eq(quotations.etapa, 'aguardando_cotacao'));
    case 'aguardando_emissao_minuta':
      return and(open, eq(quotations.etapa, 'solicitar_minuta'));
    case 'aguardando_aprovacao':
      return and(open, eq(quotations.etapa, 'aprovacao_minuta'), draftAwaiting);
    case 'minuta_emitida':
      return and(open, eq(quotations.etapa, 'aprovacao_minuta'), sql`not ${draftAwaiting}`);
    case 'aguardando_emissao_apolice':
      return and(open, eq(quotations.etapa, 'emissao_apolice'));
    case 'apolice_emitida':
      return and(open, eq(quotations.etapa, 'apolice_emitida'));
  }
}

/**
 * One page of the list, in one query besides the count: the row's own columns, its names by join, and
 * its open critiques and current draft state by correlated subqueries (5 rows: 5 index probes each).
 */
export async function listQuotations(db: Db, q: QuotationListQuery, scope: QuotationScope) {
  const where = and(listWhere(q), scopeWhere(scope));
  const sortColumn = q.sort ? SORT[q.sort] : quotations.criadoEm;
  const direction = q.sort ? q.direction : 'desc';
  return listPage(
    db,
    {
      table: quotations,
      key: quotations.id,
      where,
      orderBy: [ordered(sortColumn, direction), ordered(quotations.id, direction)],
      select: (filter) =>
        db
          .select({
            id: quotations.id,
            numero: quotations.numero,
            status: quotations.status,
            etapa: quotations.etapa,
            grupoId: quotations.grupoId,
            tomadorId: quotations.tomadorId,
            tomadorNome: quotations.tomadorNome,
            modalidadeId: quotations.modalidadeId,
            submodalidadeId: quotations.submodalidadeId,
            seguradoraId: quotations.seguradoraId,
            responsavelId: quotations.responsavelId,
            importanciaSegurada: quotations.importanciaSegurada,
            vigenciaFim: quotations.vigenciaFim,
            criadoEm: quotations.criadoEm,
            // The names as scalar subqueries, not joins: each is one primary-key read, and PostgreSQL
            // plans them in a fraction of the time a six-table join takes (measured: 0.2 ms against
            // 1.6 ms per request, more than the read itself; docs/architecture.md, "Lists").
            grupo: sql<string>`(select coalesce(g.nome_fantasia, g.razao_social) from ${economicGroups} g
            where g.id = ${quotations.grupoId})`,
            modalidade: sql<string>`(select m.nome from ${modalities} m where m.id = ${quotations.modalidadeId})`,
            submodalidade: sql<string>`(select s.nome from ${subModalities} s
            where s.id = ${quotations.submodalidadeId})`,
            seguradora: sql<
              string | null
            >`(select s.nome from ${insurers} s where s.id = ${quotations.seguradoraId})`,
            responsavel: sql<
              string | null
            >`(select u.nome from ${users} u where u.id = ${quotations.responsavelId})`,
            abertas: openCountOf('cotacao_garantia', quotations.id),
            minuta: sql<DraftRow['status'] | null>`(select d.status from ${quotationDrafts} d
            where d.cotacao_id = ${quotations.id} order by d.criado_em desc, d.id desc limit 1)`,
          })
          .from(quotations)
          .where(filter)
          .$dynamic(),
    },
    q.page,
    q.page_size,
  );
}

/** What the critiques' follow-up list shows of a quotation (server/domains/critiques). */
export const CRITIQUE_PARENT: ParentColumns = {
  table: quotations,
  key: quotations.id,
  columns: { numero: quotations.numero, tomadorId: quotations.tomadorId, tomador: quotations.tomadorNome },
};
