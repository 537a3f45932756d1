import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per change of a record, written in the same transaction as the change: who, when, what,
 * and the changed fields before and after (never secrets). Read by the history panels
 * (GET /v1/auditoria?entidade=&entidade_id=).
 */
export const auditLog = pgTable(
  'auditoria',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entidade: text('entidade').notNull(),
    entidadeId: uuid('entidade_id').notNull(),
    acao: text('acao').notNull(),
    usuarioId: text('usuario_id').notNull(),
    usuarioNome: text('usuario_nome').notNull(),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    requisicaoId: text('requisicao_id'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auditoria_entidade_idx').on(t.entidade, t.entidadeId, t.criadoEm)],
);
