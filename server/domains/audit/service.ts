import type * as v from 'valibot';
import { AUDIT_VIEW_ACCESS } from '../../../src/contract/audit';
import type { AuditAction, AuditEntry, AuditedEntity, auditQuery } from '../../../src/contract/audit';
import { UUID_PATTERN } from '../../../src/contract/audit-values';
import { GUEST_NICKNAME } from '../../../src/contract/auth';
import type { Paged } from '../../../src/contract/common';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import type { Principal } from '../../plugins/access';
import { presentChanges } from './present';
import { assertVisible, recordFacts, viewerOf } from '../../lib/visibility';
import type { RecordKind } from '../../../src/contract/visibility';
import * as repo from './repository';
import type { AuditRow } from './repository';

export type AuditQuery = v.InferOutput<typeof auditQuery>;

/** Who made a change, as a person reads it: never a token's id. */
function actorName(row: AuditRow): string {
  if (row.usuarioId.startsWith('guest:')) return GUEST_NICKNAME;
  // A token whose user is not in the table (a service token) left its id as the name.
  return UUID_PATTERN.test(row.usuarioNome) ? 'Sistema' : row.usuarioNome;
}

/**
 * The entries of some audit rows, their changes labelled and their ids named
 * (present.ts). Also what other domains' history reads show.
 */
export async function presentAuditRows(db: Db, rows: readonly AuditRow[]): Promise<AuditEntry[]> {
  const changes = await presentChanges(
    db,
    rows.map((row) => ({ entidade: row.entidade as AuditedEntity, antes: row.antes, depois: row.depois })),
  );
  return rows.map((row, i) => ({
    id: row.id,
    entidade: row.entidade as AuditedEntity,
    entidade_id: row.entidadeId,
    acao: row.acao as AuditAction,
    usuario: { id: row.usuarioId, nome: actorName(row) },
    criado_em: row.criadoEm.toISOString(),
    alteracoes: changes[i] ?? [],
  }));
}

/** The audited entities the visibility rule covers (a company's history follows its group). */
const SCOPED: Partial<Record<AuditedEntity, RecordKind>> = {
  grupo_economico: 'grupo_economico',
  empresa: 'grupo_economico',
  limite_credito: 'limite_credito',
  cotacao_garantia: 'cotacao_garantia',
  cotacao_agro: 'cotacao_agro',
  apolice: 'apolice',
};

/**
 * The history of a record the caller may not see is answered as its read is: 404. A record that no
 * longer exists has no group nor responsible: only a viewer of the whole area sees its history.
 */
async function assertHistoryVisible(db: Db, principal: Principal, entity: AuditedEntity, id: string) {
  const kind = SCOPED[entity];
  if (!kind) return;
  const facts = await recordFacts(db, entity === 'empresa' ? 'empresa' : kind, id);
  assertVisible(await viewerOf(db, principal), kind, facts ?? {});
}

/**
 * A record's history, newest first. Readable by whoever may view the record itself: the same module
 * and action its own GET requires, and the same visibility rule (server/lib/visibility.ts).
 */
export async function listAudit(db: Db, principal: Principal, q: AuditQuery): Promise<Paged<AuditEntry>> {
  const access = AUDIT_VIEW_ACCESS[q.entidade];
  if (
    !principal.modules.includes(access.module) ||
    (access.action !== undefined && !principal.actions.includes(access.action))
  )
    throw forbidden();
  await assertHistoryVisible(db, principal, q.entidade, q.entidade_id);
  const page = await repo.listAuditRows(db, q.entidade, q.entidade_id, {
    offset: (q.page - 1) * q.page_size,
    limit: q.page_size,
  });
  return { items: await presentAuditRows(db, page.rows), total_count: page.total };
}
