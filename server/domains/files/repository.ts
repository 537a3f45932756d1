import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;

export async function findFile(db: Db, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export async function insertFile(
  db: Db,
  values: Omit<typeof files.$inferInsert, 'criadoEm'>,
): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  if (!row) throw new Error('insert de arquivo sem retorno');
  return row;
}

export async function deleteFile(db: Db, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/**
 * Serializes the uploads of one user until the transaction ends, so two parallel uploads cannot both
 * fit under the quota that only one of them fits.
 */
export async function lockUploader(tx: Db, subject: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`arquivos:${subject}`}))`);
}

/** Bytes the user keeps stored, all files together. */
export async function bytesStoredBy(db: Db, subject: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${files.tamanho})` })
    .from(files)
    .where(eq(files.criadoPor, subject));
  return Number(row?.total ?? 0);
}

/** Bytes all guests' files take together (guests' subjects are `guest:<uuid>`). */
export async function bytesStoredByGuests(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${files.tamanho})` })
    .from(files)
    .where(sql`${files.criadoPor} like 'guest:%'`);
  return Number(row?.total ?? 0);
}
