import type * as v from 'valibot';
import { AUDIT_VIEW_ACCESS } from '../../../src/contract/audit';
import type { AuditAction, AuditEntry, AuditedEntity, auditQuery } from '../../../src/contract/audit';
import { UUID_PATTERN } from '../../../src/contract/audit-values';
import { GUEST_NICKNAME } from '../../../src/contract/auth';
import type { Paged } from '../../../src/contract/common';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../errors';
import type { Principal } from '../../plugins/access';
import { presentChanges } from './present';
import { assertVisible, recordFacts, viewerOf } from '../../lib/visibility';
import type { RecordKind } from '../../../src/contract/visibility';
import * as repo from './repository';

// The quotations' older history routes shape these entries their own way.
export { asAgroLog, asQuotationLog, RECORD_LOG_LIMIT } from './record-logs';
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
  // An invoice is visible exactly when its policy is.
  fatura: 'apolice',
};

/** Which page of a history: 1-based; `pageSize` -1 reads every row. */
export interface HistoryOptions {
  page?: number;
  pageSize?: number;
}

/** Entries per page when the caller does not say (the wire's own default, src/contract/audit.ts). */
export const DEFAULT_HISTORY_PAGE_SIZE = 20;

/**
 * The one reader of a record's history: every route that shows who changed a record and how
 * (GET /v1/auditoria, the quotations' logs and historicoacoes, the agro logCotacaoAgro) answers
 * through here, newest first, its changes labelled and its ids named (present.ts).
 *
 * Readable by whoever may view the record itself: the module and action its own GET requires
 * (403), and the one visibility rule (server/lib/visibility.ts): a record the viewer may not see is
 * answered as a missing one, 404. A record that no longer exists has no group nor responsible, so
 * only a viewer of its whole area reads what it left; one that never existed and left nothing is 404.
 */
export async function historyOf(
  db: Db,
  viewer: Principal,
  entidade: AuditedEntity,
  id: string,
  options: HistoryOptions = {},
): Promise<Paged<AuditEntry>> {
  const access = AUDIT_VIEW_ACCESS[entidade];
  if (
    viewer.guest ||
    !viewer.modules.includes(access.module) ||
    (access.action !== undefined && !viewer.actions.includes(access.action))
  )
    throw forbidden();
  const kind = SCOPED[entidade];
  const factsOf = entidade === 'empresa' || entidade === 'fatura' ? entidade : kind;
  const facts = factsOf ? await recordFacts(db, factsOf, id) : undefined;
  if (kind) assertVisible(await viewerOf(db, viewer), kind, facts ?? {});
  const page = await repo.listAuditRows(
    db,
    entidade,
    id,
    options.page ?? 1,
    options.pageSize ?? DEFAULT_HISTORY_PAGE_SIZE,
  );
  if (kind && !facts && page.total === 0) throw notFound();
  return { items: await presentAuditRows(db, page.rows), total_count: page.total };
}

/** GET /v1/auditoria?entidade=&entidade_id=&page=&page_size=. */
export async function listAudit(db: Db, principal: Principal, q: AuditQuery): Promise<Paged<AuditEntry>> {
  return historyOf(db, principal, q.entidade, q.entidade_id, { page: q.page, pageSize: q.page_size });
}
