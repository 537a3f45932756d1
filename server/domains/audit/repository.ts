import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';

export type AuditRow = typeof auditLog.$inferSelect;

/** One page of a record's history, newest first, and how many rows it has in all. */
export async function listAuditRows(
  db: Db,
  entidade: string,
  entidadeId: string,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = and(eq(auditLog.entidade, entidade), eq(auditLog.entidadeId, entidadeId));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      // The id breaks ties between rows of the same instant, so pages never overlap.
      .orderBy(desc(auditLog.criadoEm), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
