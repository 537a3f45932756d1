import { and, asc, eq, getTableName, gte, inArray, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PolicySituationId } from '../../../src/contract/policies';
import type { Db } from '../../db/client';
import {
  cancellationReasons,
  companies,
  courtUnits,
  courts,
  economicGroups,
  endorsements,
  files,
  insurers,
  modalities,
  policies,
  quotations,
  subModalities,
  users,
} from '../../db/schema';
import { listPage, matches, ordered } from '../../lib/listing';
import { insertJsonRows } from '../../lib/bulk-insert';
import type { ListOptions, PageOf } from '../../lib/listing';
import { recordRows } from './rows';

export type PolicyRowValues = typeof policies.$inferInsert;
export type StoredPolicy = typeof policies.$inferSelect;
export type StoredEndorsement = typeof endorsements.$inferSelect;

/** The day a policy's situation is read on (UTC, as the demo data and the quotations count days). */
export const todayIso = (): string => new Date().toISOString().slice(0, 10);

export const cancelledBy = (today: string) =>
  sql`(${policies.canceladaEm} is not null and ${policies.canceladaEm} <= ${today})`;

/** The situation as SQL, the same rule as situationOf (src/contract/policies.ts). */
export const situationSql = (today: string) =>
  sql<PolicySituationId>`case when ${cancelledBy(today)} then 'cancelada' when ${policies.emEndosso} then 'em_endosso' when ${policies.vigenciaFimAtual} < ${today} then 'vencida' else 'vigente' end`;

function situationWhere(situation: PolicySituationId, today: string): SQL {
  const open = sql`not ${cancelledBy(today)}`;
  switch (situation) {
    case 'cancelada':
      return cancelledBy(today);
    case 'em_endosso':
      return sql`${open} and ${policies.emEndosso}`;
    case 'vencida':
      return sql`${open} and not ${policies.emEndosso} and ${policies.vigenciaFimAtual} < ${today}`;
    case 'vigente':
      return sql`${open} and not ${policies.emEndosso} and ${policies.vigenciaFimAtual} >= ${today}`;
  }
}

/**
 * A column named with its table: inside a scalar subquery a bare name could resolve to the inner
 * table's column of the same name (drizzle leaves names bare in a select without joins).
 */
export const col = (column: AnyColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/** `value` of the row of `table` whose id is `ref`: one primary-key probe per row read. */
export const nameOf = <T>(value: SQL, table: PgTable, ref: SQL) =>
  sql<T>`(select ${value} from ${table} where ${sql.identifier(getTableName(table))}."id" = ${ref})`;

/**
 * One select for the list and the detail: the policy with every name it shows. The names are scalar
 * subqueries (a primary-key probe each, for the page's rows only), not joins: PostgreSQL planned the
 * eleven-table join anew for every request, 20 ms warm and 40-110 ms on a loaded machine, against
 * 0.2 ms for this form and well under 1 ms to run it (docs/policies.md, "Medidas"). The references but
 * the optional ones are NOT NULL foreign keys, so every name is there, as with the inner joins.
 */
export function policySelect(db: Db, today: string) {
  const modalidadeId = nameOf<string>(
    col(subModalities.modalidadeId),
    subModalities,
    col(policies.submodalidadeId),
  );
  const name = (table: PgTable, ref: AnyColumn, value: AnyColumn) =>
    nameOf<string>(col(value), table, col(ref));
  const optional = (table: PgTable, ref: AnyColumn, value: AnyColumn) =>
    nameOf<string | null>(col(value), table, col(ref));
  return db
    .select({
      policy: policies,
      situacao: situationSql(today),
      seguradora: name(insurers, policies.seguradoraId, insurers.nome),
      tomador: nameOf<string>(
        sql`coalesce(${col(companies.nomeFantasia)}, ${col(companies.razaoSocial)})`,
        companies,
        col(policies.tomadorId),
      ),
      grupo: nameOf<string>(
        sql`coalesce(${col(economicGroups.nomeFantasia)}, ${col(economicGroups.razaoSocial)})`,
        economicGroups,
        col(policies.grupoId),
      ),
      submodalidade: name(subModalities, policies.submodalidadeId, subModalities.nome),
      modalidadeId,
      modalidade: nameOf<string>(col(modalities.nome), modalities, modalidadeId),
      cotacaoNumero: nameOf<number | null>(col(quotations.numero), quotations, col(policies.cotacaoId)),
      tribunal: optional(courts, policies.processoTribunalId, courts.nome),
      unidade: optional(courtUnits, policies.processoUnidadeId, courtUnits.nome),
      arquivo: optional(files, policies.arquivoId, files.nomeOriginal),
      solicitante: optional(users, policies.solicitadaPor, users.nome),
    })
    .from(policies);
}

export type PolicyJoined = Awaited<ReturnType<ReturnType<typeof policySelect>['execute']>>[number];

export const POLICY_SORT_COLUMNS = {
  numero: policies.numero,
  criado_em: policies.criadoEm,
  vigencia_fim: policies.vigenciaFimAtual,
  importancia_segurada: policies.importanciaAtual,
} as const;

export interface PolicyFilters {
  numero?: string | undefined;
  tomadorId?: string | undefined;
  grupoId?: string | undefined;
  seguradoraId?: string | undefined;
  modalidadeId?: string | undefined;
  situacao?: PolicySituationId | undefined;
  vigenciaFimDe?: string | undefined;
  vigenciaFimAte?: string | undefined;
  emitidaDe?: string | undefined;
  emitidaAte?: string | undefined;
}

/** Past this many matching takers the search reads them as a subquery (a term that broad walks the sort). */
const TAKERS_MAX = 1_000;

/**
 * The list's text search: the policy number contains it, or the taker's name or CNPJ does. The takers
 * are looked up first (a few hundred companies at most, by their trigram indexes) and passed as one
 * array: with a subquery the planner cannot tell how many policies they hold, guessed thousands for
 * none and scanned all 100,000 policies for a number's search (docs/policies.md, "Medidas"); with the
 * ids it reads the number's trigram index and the taker's btree. No taker matching: the number alone.
 */
async function numberOrTaker(db: Db, text: string): Promise<SQL | undefined> {
  const takers = await db
    .select({ id: companies.id })
    .from(companies)
    .where(matches(text, [companies.nomeFantasia, companies.razaoSocial], companies.cnpj))
    .limit(TAKERS_MAX + 1);
  const number = matches(text, [policies.numero]);
  if (takers.length === 0) return number;
  if (takers.length > TAKERS_MAX) {
    const all = db
      .select({ id: companies.id })
      .from(companies)
      .where(matches(text, [companies.nomeFantasia, companies.razaoSocial], companies.cnpj));
    return or(number, inArray(policies.tomadorId, all));
  }
  // One array parameter whatever the count (one statement text), as an array literal: the PGlite driver
  // would send a JS array as JSON.
  const ids = `{${takers.map((t) => t.id).join(',')}}`;
  return or(number, sql`${policies.tomadorId} = any(${ids}::uuid[])`);
}

export async function listPolicies(
  db: Db,
  options: ListOptions<keyof typeof POLICY_SORT_COLUMNS> & PolicyFilters & { visible: SQL | undefined },
): Promise<PageOf<PolicyJoined>> {
  const today = todayIso();
  const text = options.text ? await numberOrTaker(db, options.text) : undefined;
  const where = and(
    options.visible,
    text,
    options.numero ? matches(options.numero, [policies.numero]) : undefined,
    options.tomadorId ? eq(policies.tomadorId, options.tomadorId) : undefined,
    options.grupoId ? eq(policies.grupoId, options.grupoId) : undefined,
    options.seguradoraId ? eq(policies.seguradoraId, options.seguradoraId) : undefined,
    options.modalidadeId
      ? inArray(
          policies.submodalidadeId,
          db
            .select({ id: subModalities.id })
            .from(subModalities)
            .where(eq(subModalities.modalidadeId, options.modalidadeId)),
        )
      : undefined,
    options.situacao ? situationWhere(options.situacao, today) : undefined,
    options.vigenciaFimDe ? gte(policies.vigenciaFimAtual, options.vigenciaFimDe) : undefined,
    options.vigenciaFimAte ? lte(policies.vigenciaFimAtual, options.vigenciaFimAte) : undefined,
    options.emitidaDe ? gte(policies.emitidaEm, options.emitidaDe) : undefined,
    options.emitidaAte ? lte(policies.emitidaEm, options.emitidaAte) : undefined,
  );
  const sort = options.sort ?? 'criado_em';
  // Newest first by default; the id breaks ties so pages never overlap.
  const direction = options.sort ? options.direction : 'desc';
  return listPage(
    db,
    {
      table: policies,
      key: policies.id,
      where,
      orderBy: [ordered(POLICY_SORT_COLUMNS[sort], direction), ordered(policies.id, direction)],
      select: (filter) => policySelect(db, today).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

/** One policy with its names, if the viewer sees it (`visible`). */
export async function findPolicyJoined(
  db: Db,
  id: string,
  visible: SQL | undefined,
): Promise<PolicyJoined | undefined> {
  const [row] = await policySelect(db, todayIso()).where(and(eq(policies.id, id), visible));
  return row;
}

const policyRows = recordRows(policies, 'apólice');
const endorsementRows = recordRows(endorsements, 'endosso');

/** The policy locked for a write, if the caller sees it (`visible`). */
export const lockPolicy = (db: Db, id: string, visible: SQL | undefined): Promise<StoredPolicy | undefined> =>
  policyRows.lock(db, id, visible);
export const findPolicyRow = policyRows.find;
export const insertPolicy = policyRows.insert;
export const updatePolicy = policyRows.update;
export const findEndorsement = endorsementRows.find;
export const insertEndorsement = endorsementRows.insert;
export const updateEndorsement = endorsementRows.update;

export async function findPolicyByNumber(
  db: Db,
  insurerId: string,
  numero: string,
  exceptId?: string,
): Promise<StoredPolicy | undefined> {
  const [row] = await db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.seguradoraId, insurerId),
        eq(policies.numero, numero),
        exceptId ? ne(policies.id, exceptId) : undefined,
      ),
    );
  return row;
}

export async function findPolicyOfQuotation(db: Db, quotationId: string): Promise<StoredPolicy | undefined> {
  const [row] = await db.select().from(policies).where(eq(policies.cotacaoId, quotationId));
  return row;
}

/** The endorsements of a policy in effect order, with the cancellation reason's name. */
export async function endorsementsOf(db: Db, policyId: string) {
  return db
    .select({ endorsement: endorsements, motivo: cancellationReasons.nome })
    .from(endorsements)
    .leftJoin(cancellationReasons, eq(cancellationReasons.id, endorsements.motivoCancelamentoId))
    .where(eq(endorsements.apoliceId, policyId))
    .orderBy(asc(endorsements.dataEfeito), asc(endorsements.criadoEm), asc(endorsements.id));
}
export type EndorsementJoined = Awaited<ReturnType<typeof endorsementsOf>>[number];

export async function findEndorsementByNumber(
  db: Db,
  policyId: string,
  numero: string,
  exceptId?: string,
): Promise<StoredEndorsement | undefined> {
  const [row] = await db
    .select()
    .from(endorsements)
    .where(
      and(
        eq(endorsements.apoliceId, policyId),
        eq(endorsements.numero, numero),
        exceptId ? ne(endorsements.id, exceptId) : undefined,
      ),
    );
  return row;
}

export const ENDORSEMENT_SORT_COLUMNS = {
  data_efeito: endorsements.dataEfeito,
  criado_em: endorsements.criadoEm,
  numero: endorsements.numero,
} as const;

/** GET /v1/garantia/endossos: the endorsements of the policies the viewer sees. */
export async function listEndorsements(
  db: Db,
  options: ListOptions<keyof typeof ENDORSEMENT_SORT_COLUMNS> & {
    visible: SQL | undefined;
    tipo?: string | undefined;
    apoliceId?: string | undefined;
    seguradoraId?: string | undefined;
    efeitoDe?: string | undefined;
    efeitoAte?: string | undefined;
  },
) {
  const ofPolicies = (extra: SQL | undefined) =>
    inArray(
      endorsements.apoliceId,
      db.select({ id: policies.id }).from(policies).where(and(options.visible, extra)),
    );
  const policyFilter = and(
    options.seguradoraId ? eq(policies.seguradoraId, options.seguradoraId) : undefined,
    options.text ? await numberOrTaker(db, options.text) : undefined,
  );
  const where = and(
    options.visible || policyFilter ? ofPolicies(policyFilter) : undefined,
    options.tipo ? sql`${endorsements.tipo} = ${options.tipo}` : undefined,
    options.apoliceId ? eq(endorsements.apoliceId, options.apoliceId) : undefined,
    options.efeitoDe ? gte(endorsements.dataEfeito, options.efeitoDe) : undefined,
    options.efeitoAte ? lte(endorsements.dataEfeito, options.efeitoAte) : undefined,
  );
  const sort = options.sort ?? 'criado_em';
  const direction = options.sort ? options.direction : 'desc';
  return listPage(
    db,
    {
      table: endorsements,
      key: endorsements.id,
      where,
      orderBy: [ordered(ENDORSEMENT_SORT_COLUMNS[sort], direction), ordered(endorsements.id, direction)],
      select: (filter) =>
        db
          .select({
            endorsement: endorsements,
            motivo: cancellationReasons.nome,
            apoliceNumero: policies.numero,
            tomadorId: policies.tomadorId,
            tomador: sql<string>`coalesce(${companies.nomeFantasia}, ${companies.razaoSocial})`,
            seguradoraId: policies.seguradoraId,
            seguradora: insurers.nome,
          })
          .from(endorsements)
          .innerJoin(policies, eq(policies.id, endorsements.apoliceId))
          .innerJoin(companies, eq(companies.id, policies.tomadorId))
          .innerJoin(insurers, eq(insurers.id, policies.seguradoraId))
          .leftJoin(cancellationReasons, eq(cancellationReasons.id, endorsements.motivoCancelamentoId))
          .where(filter)
          .$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

/* ---------------------------------------------------------------- references */

export async function findInsurer(db: Db, id: string) {
  const [row] = await db.select({ id: insurers.id }).from(insurers).where(eq(insurers.id, id));
  return row;
}

export async function findGroup(db: Db, id: string, visible: SQL | undefined) {
  const [row] = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(and(eq(economicGroups.id, id), visible));
  return row;
}

export async function findTaker(db: Db, id: string) {
  const [row] = await db
    .select({ id: companies.id, grupoId: companies.grupoId })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

export async function findSubModality(db: Db, id: string) {
  const [row] = await db
    .select({
      id: subModalities.id,
      nome: subModalities.nome,
      modalidadeId: subModalities.modalidadeId,
      modalidade: modalities.nome,
      exigeProcesso: subModalities.exigeProcesso,
    })
    .from(subModalities)
    .innerJoin(modalities, eq(modalities.id, subModalities.modalidadeId))
    .where(eq(subModalities.id, id));
  return row;
}

/** The bulk reads of an import batch: one query per kind of reference, keyed by id. */
export async function findInsurerIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: insurers.id }).from(insurers).where(inArray(insurers.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function findGroupIds(db: Db, ids: string[], visible: SQL | undefined): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: economicGroups.id })
    .from(economicGroups)
    .where(and(inArray(economicGroups.id, ids), visible));
  return new Set(rows.map((r) => r.id));
}

export async function findTakers(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { id: string; grupoId: string }>();
  const rows = await db
    .select({ id: companies.id, grupoId: companies.grupoId })
    .from(companies)
    .where(inArray(companies.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findSubModalities(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, { id: string; modalidadeId: string; exigeProcesso: boolean }>();
  const rows = await db
    .select({
      id: subModalities.id,
      modalidadeId: subModalities.modalidadeId,
      exigeProcesso: subModalities.exigeProcesso,
    })
    .from(subModalities)
    .where(inArray(subModalities.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The policies already holding some of these (insurer, number) keys, as 'insurer|number' → id. The keys
 * go as one JSON parameter joined to the table, so each pair is looked up in the (insurer, number)
 * unique index: with two IN lists the planner may walk every policy of the insurer instead, which grows
 * with the table (a legacy import of 100,000 policies of one insurer).
 */
export async function findPolicyIdsByNumbers(
  db: Db,
  keys: { seguradoraId: string; numero: string }[],
): Promise<Map<string, string>> {
  if (!keys.length) return new Map();
  const pairs = JSON.stringify(keys.map((k) => ({ s: k.seguradoraId, n: k.numero })));
  const result: unknown = await db.execute(sql`
    select ${policies.id} as id, ${policies.seguradoraId} as seguradora_id, ${policies.numero} as numero
    from ${policies}
    join json_to_recordset(${pairs}::json) as k(s uuid, n text)
      on ${policies.seguradoraId} = k.s and ${policies.numero} = k.n`);
  const rows = (result as { rows: { id: string; seguradora_id: string; numero: string }[] }).rows;
  return new Map(rows.map((r) => [`${r.seguradora_id}|${r.numero}`, r.id]));
}

/** New policies in one statement (one JSON parameter); each row gives its id and the same columns. */
export async function insertPolicies(db: Db, values: (PolicyRowValues & { id: string })[]): Promise<void> {
  await insertJsonRows(db, policies, values);
}

export async function findPoliciesJoined(db: Db, ids: string[]): Promise<PolicyJoined[]> {
  if (!ids.length) return [];
  return policySelect(db, todayIso()).where(inArray(policies.id, ids));
}

export async function fileExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, id));
  return row !== undefined;
}

export async function reasonExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(eq(cancellationReasons.id, id));
  return row !== undefined;
}

export async function courtOfCase(db: Db, courtCode: string, unitCode: string) {
  const [court] = await db
    .select({ id: courts.id })
    .from(courts)
    .where(and(eq(courts.codigo, courtCode), eq(courts.ativo, true)));
  if (!court) return { court: null, unit: null };
  const [unit] = await db
    .select({ id: courtUnits.id })
    .from(courtUnits)
    .where(
      and(eq(courtUnits.tribunalId, court.id), eq(courtUnits.codigo, unitCode), eq(courtUnits.ativo, true)),
    );
  return { court, unit: unit ?? null };
}

export async function courtUnitRow(db: Db, id: string) {
  const [row] = await db
    .select({ id: courtUnits.id, tribunalId: courtUnits.tribunalId })
    .from(courtUnits)
    .where(eq(courtUnits.id, id));
  return row;
}

/** The quotation a policy is issued from, with what the policy copies. */
export async function quotationForPolicy(db: Db, id: string) {
  const [row] = await db.select().from(quotations).where(eq(quotations.id, id));
  return row;
}
