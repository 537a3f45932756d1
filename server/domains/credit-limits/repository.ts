import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  brokers,
  creditAnswers,
  creditCoBrokerages,
  creditCoBrokers,
  creditConsults,
  creditDocuments,
  economicGroups,
  groupDocuments,
  files,
  insurerEmails,
  insurers,
  users,
} from '../../db/schema';
import { listPage, ordered } from '../../lib/listing';
import type { PageOf } from '../../lib/listing';

export type ConsultRow = typeof creditConsults.$inferSelect;
export type AnswerRow = typeof creditAnswers.$inferSelect;
export type ConsultValues = Partial<typeof creditConsults.$inferInsert>;
export type AnswerValues = Partial<Omit<typeof creditAnswers.$inferInsert, 'id' | 'consultaId'>>;

export async function findGroup(db: Db, id: string) {
  const [row] = await db
    .select({
      id: economicGroups.id,
      nome: sql<string>`coalesce(${economicGroups.nomeFantasia}, ${economicGroups.razaoSocial})`,
    })
    .from(economicGroups)
    .where(eq(economicGroups.id, id));
  return row;
}

export async function findConsult(db: Db, groupId: string, id: string, forUpdate = false) {
  const q = db
    .select()
    .from(creditConsults)
    .where(and(eq(creditConsults.id, id), eq(creditConsults.grupoId, groupId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  return row;
}

export async function findConsultById(db: Db, id: string) {
  const [row] = await db.select().from(creditConsults).where(eq(creditConsults.id, id));
  return row;
}

export async function userName(db: Db, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ id: users.id, nome: users.nome }).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function answersOf(db: Db, consultIds: string[]) {
  if (consultIds.length === 0) return [];
  return db
    .select({ answer: creditAnswers, seguradora: insurers.nome })
    .from(creditAnswers)
    .innerJoin(insurers, eq(insurers.id, creditAnswers.seguradoraId))
    .where(inArray(creditAnswers.consultaId, consultIds))
    .orderBy(asc(insurers.nome));
}

export async function documentsOf(db: Db, consultId: string) {
  return db
    .select({ doc: creditDocuments, arquivo: files.nomeOriginal })
    .from(creditDocuments)
    .innerJoin(files, eq(files.id, creditDocuments.arquivoId))
    .where(eq(creditDocuments.consultaId, consultId))
    .orderBy(asc(creditDocuments.ordem));
}

export async function coBrokerageOf(db: Db, consultId: string) {
  const [head] = await db
    .select()
    .from(creditCoBrokerages)
    .where(eq(creditCoBrokerages.consultaId, consultId));
  const items = await db
    .select({
      item: creditCoBrokers,
      nome: sql<string>`coalesce(${brokers.nomeFantasia}, ${brokers.razaoSocial})`,
    })
    .from(creditCoBrokers)
    .innerJoin(brokers, eq(brokers.id, creditCoBrokers.corretoraId))
    .where(eq(creditCoBrokers.consultaId, consultId))
    .orderBy(asc(creditCoBrokers.ordem));
  return { ativo: head?.ativo ?? false, items };
}

export async function replaceCoBrokerage(
  db: Db,
  consultId: string,
  ativo: boolean,
  items: { corretoraId: string; percentagemParticipacao: number }[],
) {
  await db
    .insert(creditCoBrokerages)
    .values({ consultaId: consultId, ativo })
    .onConflictDoUpdate({ target: creditCoBrokerages.consultaId, set: { ativo } });
  await db.delete(creditCoBrokers).where(eq(creditCoBrokers.consultaId, consultId));
  if (items.length)
    await db
      .insert(creditCoBrokers)
      .values(items.map((i, ordem) => ({ ...i, consultaId: consultId, ordem })));
}

export async function existingBrokers(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: brokers.id }).from(brokers).where(inArray(brokers.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Active insurers by id (all of `ids` that exist and are active). */
export async function activeInsurers(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: insurers.id, nome: insurers.nome })
    .from(insurers)
    .where(and(inArray(insurers.id, ids), eq(insurers.ativo, true)));
}

export async function insurerAddresses(db: Db, insurerId: string): Promise<string[]> {
  const rows = await db
    .select({ email: insurerEmails.email })
    .from(insurerEmails)
    .where(eq(insurerEmails.seguradoraId, insurerId))
    .orderBy(asc(insurerEmails.email));
  return rows.map((r) => r.email);
}

export async function groupDocumentsByIds(db: Db, groupId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ doc: groupDocuments, arquivo: files.nomeOriginal })
    .from(groupDocuments)
    .innerJoin(files, eq(files.id, groupDocuments.arquivoId))
    .where(and(eq(groupDocuments.grupoId, groupId), inArray(groupDocuments.id, ids)));
}

export async function insertConsult(db: Db, values: typeof creditConsults.$inferInsert) {
  const [row] = await db.insert(creditConsults).values(values).returning();
  if (!row) throw new Error('insert sem retorno');
  return row;
}

export async function updateConsult(db: Db, id: string, values: Partial<typeof creditConsults.$inferInsert>) {
  await db
    .update(creditConsults)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(creditConsults.id, id));
}

export async function insertAnswers(db: Db, rows: (typeof creditAnswers.$inferInsert)[]) {
  if (rows.length) await db.insert(creditAnswers).values(rows);
}

export async function insertDocuments(db: Db, rows: (typeof creditDocuments.$inferInsert)[]) {
  if (rows.length) await db.insert(creditDocuments).values(rows);
}

export async function updateAnswer(db: Db, id: string, values: AnswerValues) {
  await db
    .update(creditAnswers)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(creditAnswers.id, id));
}

/**
 * The approved answer of `insurerId` for the group whose validity starts on `vigenciaInicio`, in a
 * consult not cancelled: the natural key of a limit in force (registered or answered on screen).
 */
export async function approvedAnswerAt(db: Db, groupId: string, insurerId: string, vigenciaInicio: string) {
  const [row] = await db
    .select({ answer: creditAnswers, consult: creditConsults })
    .from(creditAnswers)
    .innerJoin(creditConsults, eq(creditConsults.id, creditAnswers.consultaId))
    .where(
      and(
        eq(creditConsults.grupoId, groupId),
        sql`${creditConsults.status} <> 'cancelada'`,
        eq(creditAnswers.seguradoraId, insurerId),
        eq(creditAnswers.status, 'aprovado'),
        eq(creditAnswers.vigenciaInicio, vigenciaInicio),
      ),
    )
    .orderBy(desc(creditConsults.criadoEm))
    .limit(1);
  return row;
}

/** SQL of an answer's effective state: approved and past its validity reads 'vencido'. */
const effective = (today: string) =>
  sql<string>`case when ${creditAnswers.status} = 'aprovado' and ${creditAnswers.vigenciaFim} < ${today}::date then 'vencido' else ${creditAnswers.status} end`;

export interface ConsultListOptions {
  groupId: string;
  page: number;
  pageSize: number;
  sort: 'criado_em' | 'valor_solicitado' | undefined;
  direction: 'asc' | 'desc';
  seguradoraId: string | undefined;
  status: string | undefined;
  situacao: string | undefined;
  vigencia: 'vigente' | 'vencida' | undefined;
  today: string;
}

export async function listConsults(db: Db, o: ConsultListOptions): Promise<PageOf<ConsultRow>> {
  const answerWhere = (cond: ReturnType<typeof sql>) =>
    sql`exists (select 1 from ${creditAnswers} where ${creditAnswers.consultaId} = ${creditConsults.id} and ${cond})`;
  const where = and(
    eq(creditConsults.grupoId, o.groupId),
    o.situacao ? eq(creditConsults.status, o.situacao as ConsultRow['status']) : undefined,
    o.seguradoraId ? answerWhere(sql`${creditAnswers.seguradoraId} = ${o.seguradoraId}`) : undefined,
    o.status ? answerWhere(sql`${effective(o.today)} = ${o.status}`) : undefined,
    o.vigencia === 'vigente'
      ? answerWhere(
          sql`${creditAnswers.status} = 'aprovado' and ${creditAnswers.vigenciaFim} >= ${o.today}::date`,
        )
      : o.vigencia === 'vencida'
        ? answerWhere(
            sql`${creditAnswers.status} = 'aprovado' and ${creditAnswers.vigenciaFim} < ${o.today}::date`,
          )
        : undefined,
  );
  const primary = o.sort === 'valor_solicitado' ? creditConsults.valorSolicitado : creditConsults.criadoEm;
  // Newest first unless a sort is asked.
  const direction = o.sort ? o.direction : 'desc';
  return listPage(
    db,
    {
      table: creditConsults,
      key: creditConsults.id,
      where,
      orderBy: [ordered(primary, direction), ordered(creditConsults.id, direction)],
      select: (filter) => db.select().from(creditConsults).where(filter).$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}

export async function history(db: Db, groupId: string, seguradoraId: string | undefined) {
  return db
    .select({ answer: creditAnswers, seguradora: insurers.nome, consult: creditConsults })
    .from(creditAnswers)
    .innerJoin(creditConsults, eq(creditConsults.id, creditAnswers.consultaId))
    .innerJoin(insurers, eq(insurers.id, creditAnswers.seguradoraId))
    .where(
      and(
        eq(creditConsults.grupoId, groupId),
        seguradoraId ? eq(creditAnswers.seguradoraId, seguradoraId) : undefined,
      ),
    )
    .orderBy(desc(creditConsults.criadoEm), asc(insurers.nome))
    .limit(1000);
}

export interface FollowUpOptions {
  page: number;
  pageSize: number;
  sort: 'enviado_em' | 'grupo' | 'seguradora' | undefined;
  direction: 'asc' | 'desc';
  seguradoraId: string | undefined;
  /** The visibility rule's predicate (server/lib/visibility.ts) on the consults. */
  visible?: SQL | undefined;
}

/**
 * Pending answers (aguardando, em análise) of consults in progress, oldest first, through `listPage`.
 * The filter reads the answers' own table (the consult's state and the visibility rule in a correlated
 * subquery), so the bounded count reads that table alone; the order may read the joined group and
 * insurer, which is why no `key` is given (a deep page reads its skipped rows whole).
 */
export async function followUp(db: Db, o: FollowUpOptions) {
  const consultOpen = and(
    sql`${creditConsults.id} = ${creditAnswers.consultaId}`,
    sql`${creditConsults.status} = 'em_andamento'`,
    o.visible,
  );
  const where = and(
    inArray(creditAnswers.status, ['aguardando', 'em_analise']),
    sql`exists (select 1 from ${creditConsults} where ${consultOpen})`,
    o.seguradoraId ? eq(creditAnswers.seguradoraId, o.seguradoraId) : undefined,
  );
  const groupName = sql<string>`coalesce(${economicGroups.nomeFantasia}, ${economicGroups.razaoSocial})`;
  const primary =
    o.sort === 'grupo' ? groupName : o.sort === 'seguradora' ? insurers.nome : creditAnswers.enviadoEm;
  return listPage(
    db,
    {
      table: creditAnswers,
      where,
      orderBy: [ordered(primary, o.direction), ordered(creditAnswers.id, o.direction)],
      select: (filter) =>
        db
          .select({
            answer: creditAnswers,
            seguradora: insurers.nome,
            grupoId: economicGroups.id,
            grupo: groupName,
          })
          .from(creditAnswers)
          .innerJoin(creditConsults, eq(creditConsults.id, creditAnswers.consultaId))
          .innerJoin(economicGroups, eq(economicGroups.id, creditConsults.grupoId))
          .innerJoin(insurers, eq(insurers.id, creditAnswers.seguradoraId))
          .where(filter)
          .$dynamic(),
    },
    o.page,
    o.pageSize,
  );
}
