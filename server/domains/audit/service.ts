import type * as v from 'valibot';
import { AUDIT_VIEW_ACCESS, auditFieldLabel } from '../../../src/contract/audit';
import type {
  AuditAction,
  AuditChange,
  AuditEntry,
  AuditedEntity,
  auditQuery,
} from '../../../src/contract/audit';
import type { Paged } from '../../../src/contract/common';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import type { Principal } from '../../plugins/access';
import { assertVisible, recordFacts, viewerOf } from '../../lib/visibility';
import type { RecordKind } from '../../../src/contract/visibility';
import * as repo from './repository';
import type { AuditRow } from './repository';

export type AuditQuery = v.InferOutput<typeof auditQuery>;

const asFields = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function toEntry(row: AuditRow): AuditEntry {
  const entidade = row.entidade as AuditedEntity;
  const antes = asFields(row.antes);
  const depois = asFields(row.depois);
  const alteracoes: AuditChange[] = [...new Set([...Object.keys(antes), ...Object.keys(depois)])].map(
    (campo) => ({
      campo,
      rotulo: auditFieldLabel(entidade, campo),
      antes: antes[campo] ?? null,
      depois: depois[campo] ?? null,
    }),
  );
  return {
    id: row.id,
    entidade,
    entidade_id: row.entidadeId,
    acao: row.acao as AuditAction,
    usuario: { id: row.usuarioId, nome: row.usuarioNome },
    criado_em: row.criadoEm.toISOString(),
    alteracoes,
  };
}

/** The audited entities the visibility rule covers (a company's history follows its group). */
const SCOPED: Partial<Record<AuditedEntity, RecordKind>> = {
  grupo_economico: 'grupo_economico',
  empresa: 'grupo_economico',
  limite_credito: 'limite_credito',
  cotacao_garantia: 'cotacao_garantia',
  cotacao_agro: 'cotacao_agro',
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
  return { items: page.rows.map(toEntry), total_count: page.total };
}
