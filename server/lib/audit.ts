import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AuditAction, AuditedEntity } from '../../src/contract/audit';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/users';
import { unauthorized } from '../errors';

/** Who makes a write and in which request: what an audit row records besides the change itself. */
export interface Actor {
  userId: string;
  requestId: string;
}

/** The actor of a request that passed the access check (writes are never public). */
export function actorOf(req: FastifyRequest): Actor {
  if (!req.principal) throw unauthorized();
  return { userId: req.principal.sub, requestId: req.id };
}

/** What a write audits: its actor and the kind of record it writes. */
export interface AuditTarget {
  actor: Actor;
  entidade: AuditedEntity;
}

/**
 * Wire fields that never reach an audit row: bookkeeping that changes on every write, and anything
 * that could be a secret (password hashes, tokens), whatever the record calls it.
 */
const SKIPPED = new Set(['id', 'atualizado_em', 'criado_em']);
const SECRET = /senha|password|hash|token|secret|segredo/i;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value in a form where equal values are equal text: object keys sorted, lists compared as sets. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value
      .map((item) => JSON.stringify(canonical(item)))
      .sort()
      .map((text) => JSON.parse(text) as unknown);
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

/** The fields of a wire record that an audit row may show. */
function auditable(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => !SKIPPED.has(key) && !SECRET.test(key)));
}

/**
 * The fields that differ between two versions of a record as it goes on the wire, each side holding
 * only those fields. A create compares with nothing, so `before` is null and `after` holds every
 * field. Null when nothing changed.
 */
export function changedFields(
  before: object | null,
  after: object,
): { antes: Record<string, unknown> | null; depois: Record<string, unknown> } | null {
  const next = auditable(after);
  if (before === null) return { antes: null, depois: next };
  const previous = auditable(before);
  const antes: Record<string, unknown> = {};
  const depois: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (same(previous[key], next[key])) continue;
    antes[key] = previous[key] ?? null;
    depois[key] = next[key] ?? null;
  }
  return Object.keys(depois).length ? { antes, depois } : null;
}

async function actorName(tx: Db, userId: string): Promise<string> {
  // Tokens carry the user's id; an id that is not a uuid cannot be in the table (and would make the
  // query fail inside the write's transaction).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return userId;
  const [row] = await tx.select({ nome: users.nome }).from(users).where(eq(users.id, userId));
  return row?.nome ?? userId;
}

/**
 * Writes the audit row of one write, inside the write's transaction so that both or neither are
 * kept. An update that changed nothing writes no row, unless `always` (a workflow action whose record
 * looks the same after it, as an e-mail sent, is still a fact of its history).
 */
export async function writeAudit(
  tx: Db,
  target: AuditTarget,
  acao: AuditAction,
  entidadeId: string,
  before: object | null,
  after: object,
  { always = false }: { always?: boolean } = {},
): Promise<void> {
  const change = changedFields(before, after) ?? (always ? { antes: {}, depois: {} } : null);
  if (!change) return;
  await tx.insert(auditLog).values({
    entidade: target.entidade,
    entidadeId,
    acao,
    usuarioId: target.actor.userId,
    usuarioNome: await actorName(tx, target.actor.userId),
    antes: change.antes,
    depois: change.depois,
    requisicaoId: target.actor.requestId,
  });
}

/**
 * The audit rows of many writes of one kind in one insert (a bulk write, e.g. a legacy import batch),
 * each row as `writeAudit` would write it; inside the writes' transaction.
 */
export async function writeAudits(
  tx: Db,
  target: AuditTarget,
  acao: AuditAction,
  entries: { entidadeId: string; before: object | null; after: object }[],
): Promise<void> {
  const rows = entries.flatMap((e) => {
    const change = changedFields(e.before, e.after);
    return change ? [{ entidade_id: e.entidadeId, antes: change.antes, depois: change.depois }] : [];
  });
  if (!rows.length) return;
  const usuarioNome = await actorName(tx, target.actor.userId);
  // One JSON parameter for the batch's changes (not one parameter per cell): parsed once by the server.
  await tx.execute(sql`
    insert into ${auditLog} (entidade, entidade_id, acao, usuario_id, usuario_nome, antes, depois, requisicao_id)
    select ${target.entidade}, r.entidade_id, ${acao}, ${target.actor.userId}, ${usuarioNome}, r.antes, r.depois,
      ${target.actor.requestId}
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(entidade_id uuid, antes jsonb, depois jsonb)`);
}
