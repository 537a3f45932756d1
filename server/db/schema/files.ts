import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { UploadType } from '../../../src/contract/files';

/**
 * Uploaded files (POST /arquivos/upload). The bytes live in DATA_DIR/arquivos/<id>; `tipo` is the
 * MIME type detected from the content, never the one the client declared. `criadoPor` is the
 * principal's subject (a user id, or `guest:<uuid>` once guests may upload).
 */
export const files = pgTable('arquivos', {
  id: uuid('id').primaryKey().defaultRandom(),
  nomeOriginal: text('nome_original').notNull(),
  tipo: text('tipo').$type<UploadType>().notNull(),
  tamanho: bigint('tamanho', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  criadoPor: text('criado_por').notNull(),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
});
