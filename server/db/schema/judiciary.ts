import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * A court (tribunal). `segmento` is the CNJ "J" digit and `codigoTr` the two-digit "TR" code of the
 * unique process number; `codigo` is their display form "J.TR" (e.g. 8.26 for TJSP).
 */
export const courts = pgTable(
  'tribunais',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    segmento: integer('segmento').notNull(),
    codigoTr: text('codigo_tr').notNull(),
    codigo: text('codigo').notNull().unique(),
    sigla: text('sigla').notNull(),
    nome: text('nome').notNull(),
    uf: text('uf'),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tribunais_nome_idx').on(t.nome)],
);

/** A court unit (vara). `codigo` is the four-digit "OOOO" origin of the unique process number. */
export const courtUnits = pgTable(
  'varas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tribunalId: uuid('tribunal_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    comarca: text('comarca'),
    ativo: boolean('ativo').notNull().default(true),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('varas_tribunal_codigo_uq').on(t.tribunalId, t.codigo),
    index('varas_tribunal_idx').on(t.tribunalId),
  ],
);
