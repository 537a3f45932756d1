import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { INSURER_ANSWER_DAYS } from '../../../src/contract/endorsement-requests';
import type { Db } from '../../db/client';
import {
  cancellationReasons,
  companies,
  critiques,
  endorsementRequests,
  endorsements,
  insurers,
  policies,
} from '../../db/schema';
import { listPage, ordered } from '../../lib/listing';
import type { ListOptions } from '../../lib/listing';
import { openCountOf } from '../critiques/service';
import { col, nameOf } from './repository';
import { recordRows } from './rows';

export type StoredRequest = typeof endorsementRequests.$inferSelect;
export type RequestValues = typeof endorsementRequests.$inferInsert;

const OPEN_STATES = ['criada', 'enviada'] as const;

/** Sent and unanswered past the insurer's days: the overdue filter and flag, one rule. */
export const overdueSql = sql<boolean>`(${endorsementRequests.estado} = 'enviada' and ${endorsementRequests.enviadaEm} < now() - make_interval(days => ${INSURER_ANSWER_DAYS}))`;

/** Requests with an open critique: the list's `com_critica_aberta` filter and the dashboard's figure. */
export const withOpenCritiqueSql = sql<boolean>`exists (select 1 from ${critiques} c
  where c.entidade = 'solicitacao_endosso' and c.entidade_id = ${endorsementRequests.id} and c.status = 'aberta')`;

/** The policy rows the caller sees, as a subquery on the requests' `apolice_id`. */
export const ofVisiblePolicies = (visible: SQL | undefined): SQL | undefined =>
  visible
    ? sql`${endorsementRequests.apoliceId} in (select ${policies.id} from ${policies} where ${visible})`
    : undefined;

/** The policy's number of a request, for the critiques' follow-up list. */
export const policyNumberOf = (policyId: AnyColumn) =>
  sql<string>`(select p.numero from ${policies} p where p.id = ${policyId})`;

const requestRows = recordRows(endorsementRequests, 'solicitação');

export async function findVisible(
  db: Db,
  id: string,
  visible: SQL | undefined,
): Promise<StoredRequest | undefined> {
  const [row] = await db
    .select()
    .from(endorsementRequests)
    .where(and(eq(endorsementRequests.id, id), ofVisiblePolicies(visible)));
  return row;
}

/**
 * A request with what its read shows: the policy's number, the names, its open critiques. The names
 * are subqueries on the request's policy (one join), as in the policy's own select (`policySelect`):
 * a six-table join was planned anew on every read of the policy page.
 */
function requestSelect(db: Db) {
  return db
    .select({
      request: endorsementRequests,
      apoliceNumero: policies.numero,
      motivo: nameOf<string | null>(
        col(cancellationReasons.nome),
        cancellationReasons,
        col(endorsementRequests.motivoCancelamentoId),
      ),
      endossoNumero: nameOf<string | null>(
        col(endorsements.numero),
        endorsements,
        col(endorsementRequests.endossoId),
      ),
      atrasada: overdueSql,
      criticasAbertas: openCountOf('solicitacao_endosso', endorsementRequests.id),
      tomadorId: policies.tomadorId,
      tomador: nameOf<string>(
        sql`coalesce(${col(companies.nomeFantasia)}, ${col(companies.razaoSocial)})`,
        companies,
        col(policies.tomadorId),
      ),
      seguradoraId: policies.seguradoraId,
      seguradora: nameOf<string>(col(insurers.nome), insurers, col(policies.seguradoraId)),
    })
    .from(endorsementRequests)
    .innerJoin(policies, eq(policies.id, endorsementRequests.apoliceId));
}

export type JoinedRequest = Awaited<ReturnType<ReturnType<typeof requestSelect>['execute']>>[number];

export async function findJoined(db: Db, id: string): Promise<JoinedRequest | undefined> {
  const [row] = await requestSelect(db).where(eq(endorsementRequests.id, id));
  return row;
}

/** The requests of a policy, newest first (the policy page). */
export function requestsOf(db: Db, policyId: string): Promise<JoinedRequest[]> {
  return requestSelect(db)
    .where(eq(endorsementRequests.apoliceId, policyId))
    .orderBy(sql`${endorsementRequests.criadoEm} desc`, sql`${endorsementRequests.id} desc`);
}

/**
 * The request locked for an action, when the caller sees its policy (`visible`) and, when given, it
 * belongs to `policyId` (a request under another policy answers as missing).
 */
export const lockRequest = (
  db: Db,
  id: string,
  visible: SQL | undefined,
  policyId?: string,
): Promise<StoredRequest | undefined> =>
  requestRows.lock(
    db,
    id,
    policyId ? eq(endorsementRequests.apoliceId, policyId) : undefined,
    ofVisiblePolicies(visible),
  );

export const findRequest = requestRows.find;
export const insertRequest = requestRows.insert;
export const updateRequest = requestRows.update;

/** The open cancellation request of a policy, locked, if any. */
export async function openCancellation(db: Db, policyId: string): Promise<StoredRequest | undefined> {
  const [row] = await db
    .select()
    .from(endorsementRequests)
    .where(
      and(
        eq(endorsementRequests.apoliceId, policyId),
        eq(endorsementRequests.tipo, 'cancelamento'),
        inArray(endorsementRequests.estado, [...OPEN_STATES]),
      ),
    );
  return row;
}

/** The policy reads 'em_endosso' while any of its requests is open: rewritten after every change. */
export async function syncOpenFlag(db: Db, policyId: string): Promise<void> {
  await db
    .update(policies)
    .set({
      emEndosso: sql`exists (select 1 from ${endorsementRequests} r where r.apolice_id = ${policyId} and r.estado in ('criada', 'enviada'))`,
    })
    .where(eq(policies.id, policyId));
}

export const REQUEST_SORT_COLUMNS = {
  criado_em: endorsementRequests.criadoEm,
  enviada_em: endorsementRequests.enviadaEm,
  data_efeito: endorsementRequests.dataEfeito,
} as const;

/** GET /v1/garantia/endossos/solicitacoes: the requests of the policies the caller sees. */
export async function listRequests(
  db: Db,
  options: ListOptions<keyof typeof REQUEST_SORT_COLUMNS> & {
    visible: SQL | undefined;
    estado?: string | undefined;
    tipo?: string | undefined;
    apoliceId?: string | undefined;
    atrasadas?: boolean | undefined;
    comCriticaAberta?: boolean | undefined;
  },
) {
  const where = and(
    ofVisiblePolicies(options.visible),
    options.estado ? sql`${endorsementRequests.estado} = ${options.estado}` : undefined,
    options.tipo ? sql`${endorsementRequests.tipo} = ${options.tipo}` : undefined,
    options.apoliceId ? eq(endorsementRequests.apoliceId, options.apoliceId) : undefined,
    options.atrasadas === true ? overdueSql : undefined,
    options.atrasadas === false ? sql`not ${overdueSql}` : undefined,
    options.comCriticaAberta === true ? withOpenCritiqueSql : undefined,
    options.comCriticaAberta === false ? sql`not ${withOpenCritiqueSql}` : undefined,
  );
  const sort = options.sort ?? 'criado_em';
  const direction = options.sort ? options.direction : 'desc';
  return listPage(
    db,
    {
      table: endorsementRequests,
      key: endorsementRequests.id,
      where,
      orderBy: [ordered(REQUEST_SORT_COLUMNS[sort], direction), ordered(endorsementRequests.id, direction)],
      select: (filter) => requestSelect(db).where(filter).$dynamic(),
    },
    options.page,
    options.pageSize,
  );
}

export async function reasonExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cancellationReasons.id })
    .from(cancellationReasons)
    .where(eq(cancellationReasons.id, id));
  return row !== undefined;
}
