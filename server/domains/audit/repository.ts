import { and, desc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { listPage } from '../../lib/listing';
import type { PageOf } from '../../lib/listing';

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * One page of a record's history, newest first, and how many rows it has (counted as every list
 * counts: exactly up to TOTAL_COUNT_BOUND). Served by auditoria_entidade_idx.
 */
export async function listAuditRows(
  db: Db,
  entidade: string,
  entidadeId: string,
  page: number,
  pageSize: number,
): Promise<PageOf<AuditRow>> {
  return listPage(
    db,
    {
      table: auditLog,
      key: auditLog.id,
      where: and(eq(auditLog.entidade, entidade), eq(auditLog.entidadeId, entidadeId)),
      // The id breaks ties between rows of the same instant, so pages never overlap.
      orderBy: [desc(auditLog.criadoEm), desc(auditLog.id)],
      select: (filter: SQL | undefined) => db.select().from(auditLog).where(filter).$dynamic(),
    },
    page,
    pageSize,
  );
}
