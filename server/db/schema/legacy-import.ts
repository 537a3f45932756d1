import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { LegacyImportStatusId, LegacyImportTypeId } from '../../../src/contract/legacy-import';
import { timestamps } from './columns';
import { jobs } from './jobs';
import { users } from './users';

/**
 * A legacy import (importação do legado): one uploaded CSV/XLSX file of one type, validated by a dry run
 * and then written in batches by a background job. The file's bytes live in DATA_DIR/importacoes/<id>
 * (`arquivo` holds that relative path): they are not an `arquivos` upload (those are images and PDFs
 * of at most 20 MB, removed when nothing points at them). `cursor` is the last line of the file whose
 * batch committed, written in that batch's transaction: a resumed job starts after it.
 */
export const legacyImports = pgTable(
  'importacoes_legado',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo').$type<LegacyImportTypeId>().notNull(),
    arquivo: text('arquivo').notNull(),
    nome: text('nome').notNull(),
    formato: text('formato').$type<'csv' | 'xlsx'>().notNull(),
    tamanho: integer('tamanho').notNull(),
    criadoPor: uuid('criado_por')
      .notNull()
      .references(() => users.id),
    /** The importing user's area and visibility when the file was sent (lib/visibility Viewer). */
    area: text('area').notNull(),
    visao: jsonb('visao').notNull(),
    status: text('status').$type<LegacyImportStatusId>().notNull().default('em_validacao'),
    lidas: integer('lidas').notNull().default(0),
    importadas: integer('importadas').notNull().default(0),
    ignoradas: integer('ignoradas').notNull().default(0),
    erros: integer('erros').notNull().default(0),
    progresso: integer('progresso').notNull().default(0),
    cursor: integer('cursor').notNull().default(0),
    colunas: jsonb('colunas').$type<string[]>().notNull().default([]),
    previa: jsonb('previa').$type<{ linha: number; valores: string[] }[]>().notNull().default([]),
    erro: text('erro'),
    tarefaValidacaoId: uuid('tarefa_validacao_id').references(() => jobs.id),
    tarefaImportacaoId: uuid('tarefa_importacao_id').references(() => jobs.id),
    concluidoEm: timestamp('concluido_em', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('importacoes_legado_criado_idx').on(t.criadoEm, t.id),
    check(
      'importacoes_legado_status_ck',
      sql`${t.status} in ('em_validacao', 'aguardando_confirmacao', 'importando', 'concluida', 'concluida_com_erros', 'cancelada', 'falhou')`,
    ),
  ],
);

/**
 * The rows of an import that were refused, with the line of the file, the column at fault and the row
 * as read (for the error report). `fase` tells the dry run's errors ('validacao') from the import's
 * ('importacao'): confirming replaces the first with the second.
 */
export const legacyImportErrors = pgTable(
  'importacoes_legado_erros',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importacaoId: uuid('importacao_id')
      .notNull()
      .references(() => legacyImports.id, { onDelete: 'cascade' }),
    fase: text('fase').$type<'validacao' | 'importacao'>().notNull(),
    linha: integer('linha').notNull(),
    coluna: text('coluna'),
    motivo: text('motivo').notNull(),
    original: jsonb('original').$type<string[]>().notNull(),
  },
  (t) => [index('importacoes_legado_erros_idx').on(t.importacaoId, t.fase, t.linha)],
);
