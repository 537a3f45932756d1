import { and, eq, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { InvoiceStatusId } from '../../../src/contract/invoices';
import type { Db } from '../../db/client';
import {
  companies,
  economicGroups,
  endorsements,
  files,
  insurers,
  invoices,
  policies,
} from '../../db/schema';
import { listPage, ordered } from '../../lib/listing';
import type { ListOptions, PageOf } from '../../lib/listing';

export type InvoiceRowValues = typeof invoices.$inferInsert;
export type StoredInvoice = typeof invoices.$inferSelect;

const paid = sql`${invoices.pagoEm} is not null`;
const inactive = sql`${invoices.inativadaEm} is not null`;

/** The status as SQL: the same rule as invoiceStatusOf (src/contract/invoices.ts). */
export const statusSql = (today: string) =>
  sql<InvoiceStatusId>`case when ${inactive} then 'inativa' when ${paid} then 'paga' when ${invoices.vencimento} < ${today} then 'vencida' else 'em_aberto' end`;

export function statusWhere(status: InvoiceStatusId, today: string): SQL {
  switch (status) {
    case 'inativa':
      return inactive;
    case 'paga':
      return sql`not ${inactive} and ${paid}`;
    case 'vencida':
      return sql`${invoices.inativadaEm} is null and ${invoices.pagoEm} is null and ${invoices.vencimento} < ${today}`;
    case 'em_aberto':
      return sql`${invoices.inativadaEm} is null and ${invoices.pagoEm} is null and ${invoices.vencimento} >= ${today}`;
  }
}

/**
 * The invoices whose policy the viewer sees (`visiblePolicies`: the policy kind of the one rule), as a
 * predicate on the invoice's own table, so the list keeps its key and its deep pages stay cheap.
 */
const policyIn = (where: SQL | undefined): SQL | undefined =>
  where === undefined
    ? undefined
    : sql`${invoices.apoliceId} in (select ${policies.id} from ${policies} where ${where})`;

/** One select for the list and the detail: the invoice with every name it shows. */
export function invoiceSelect(db: Db, today: string) {
  return db
    .select({
      invoice: invoices,
      situacao: statusSql(today),
      apoliceNumero: policies.numero,
      seguradoraId: policies.seguradoraId,
      seguradora: sql<string>`(select s.nome from ${insurers} s where s.id = ${policies.seguradoraId})`,
      tomadorId: policies.tomadorId,
      tomador: sql<string>`(select coalesce(c.nome_fantasia, c.razao_social) from ${companies} c where c.id = ${policies.tomadorId})`,
      grupoId: policies.grupoId,
      grupo: sql<string>`(select coalesce(g.nome_fantasia, g.razao_social) from ${economicGroups} g where g.id = ${policies.grupoId})`,
      endossoNumero: sql<
        string | null
      >`(select e.numero from ${endorsements} e where e.id = ${invoices.endossoId})`,
      boleto: sql<string | null>`(select a.nome_original from ${files} a where a.id = ${invoices.boletoId})`,
    })
    .from(invoices)
    .innerJoin(policies, eq(policies.id, invoices.apoliceId));
}

export type InvoiceJoined = Awaited<ReturnType<ReturnType<typeof invoiceSelect>['execute']>>[number];

export const INVOICE_SORT_COLUMNS = {
  vencimento: invoices.vencimento,
  criado_em: invoices.criadoEm,
  valor: invoices.valor,
  numero: invoices.numero,
} as const;

export interface InvoiceFilters {
  situacao?: InvoiceStatusId | undefined;
  vencimentoDe?: string | undefined;
  vencimentoAte?: string | undefined;
  seguradoraId?: string | undefined;
  tomadorId?: string | undefined;
  grupoId?: string | undefined;
  apoliceId?: string | undefined;
}

const like = (text: string) => `%${text.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listInvoices(
  db: Db,
  today: string,
  options: ListOptions<keyof typeof INVOICE_SORT_COLUMNS> &
    InvoiceFilters & { visiblePolicies: SQL | undefined },
): Promise<PageOf<InvoiceJoined>> {
  // The policy's own filters (insurer, borrower, group) and the visibility become one subquery on the
  // policies, so every condition is on the invoices' table.
  const policyWhere = and(
    options.visiblePolicies,
    options.seguradoraId ? eq(policies.seguradoraId, options.seguradoraId) : undefined,
    options.tomadorId ? eq(policies.tomadorId, options.tomadorId) : undefined,
    options.grupoId ? eq(policies.grupoId, options.grupoId) : undefined,
  );
  const where = and(
    policyIn(policyWhere),
    options.apoliceId ? eq(invoices.apoliceId, options.apoliceId) : undefined,
    options.text ? sql`upper(${invoices.numero}) like ${like(options.text)}` : undefined,
    options.situacao ? statusWhere(options.situacao, today) : undefined,
    options.vencimentoDe ? gte(invoices.vencimento, options.vencimentoDe) : undefined,
    options.vencimentoAte ? lte(invoices.vencimento, options.vencimentoAte) : undefined,
  );
  const sort = options.sort ?? 'vencimento';
  const direction = options.sort ? options.direction : 'asc';
  return listPage(
    db,
    {
      table: invoices,
      key: invoices.id,
      where,
      orderBy: [ordered(INVOICE_SORT_COLUMNS[sort], direction), ordered(invoices.id, direction)],
      select: (filter) => invoiceSelect(db, today).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

/** One invoice with its names, if the viewer sees its policy. */
export async function findInvoice(
  db: Db,
  today: string,
  id: string,
  visiblePolicies: SQL | undefined,
): Promise<InvoiceJoined | undefined> {
  const [row] = await invoiceSelect(db, today).where(and(eq(invoices.id, id), visiblePolicies));
  return row;
}

/** Locks the invoice row (SELECT … FOR UPDATE) when the viewer sees its policy. */
export async function lockInvoice(
  db: Db,
  id: string,
  visiblePolicies: SQL | undefined,
): Promise<StoredInvoice | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), policyIn(visiblePolicies)))
    .for('update');
  return row;
}

export async function findPolicy(db: Db, id: string, visible: SQL | undefined) {
  const [row] = await db
    .select({ id: policies.id, numero: policies.numero })
    .from(policies)
    .where(and(eq(policies.id, id), visible));
  return row;
}

export async function endorsementOf(db: Db, policyId: string, id: string) {
  const [row] = await db
    .select({ id: endorsements.id })
    .from(endorsements)
    .where(and(eq(endorsements.id, id), eq(endorsements.apoliceId, policyId)));
  return row;
}

export async function fileType(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ tipo: files.tipo }).from(files).where(eq(files.id, id));
  return row?.tipo;
}

export async function numberTaken(
  db: Db,
  policyId: string,
  numeros: string[],
  exceptId?: string,
): Promise<string | undefined> {
  if (!numeros.length) return undefined;
  const [row] = await db
    .select({ numero: invoices.numero })
    .from(invoices)
    .where(
      and(
        eq(invoices.apoliceId, policyId),
        inArray(invoices.numero, numeros),
        exceptId ? ne(invoices.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row?.numero;
}

export async function insertInvoice(db: Db, values: InvoiceRowValues): Promise<StoredInvoice> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('insert faturas: nenhuma linha');
  return row;
}

export async function updateInvoice(db: Db, id: string, values: Partial<InvoiceRowValues>): Promise<void> {
  await db
    .update(invoices)
    .set({ ...values, atualizadoEm: new Date() })
    .where(eq(invoices.id, id));
}
