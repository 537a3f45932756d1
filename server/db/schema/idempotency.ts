import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The first answer to each write sent with an `Idempotency-Key` (ARCHITECTURE.md §4), per caller:
 * a retry of the same request gets it again instead of running twice.
 * - `sujeito`: the principal's subject (user id, or `guest:<uuid>`); `chave`: the client's UUID.
 * - `impressao`: SHA-256 of method, URL and body, so the key cannot be reused for another request.
 * - `situacao`: 'em_andamento' while the first request runs (the claim), 'concluida' once answered.
 * - `dono`: random id of the request holding the claim; only it may complete or release it.
 */
export const idempotencyKeys = pgTable(
  'idempotencia',
  {
    sujeito: text('sujeito').notNull(),
    chave: uuid('chave').notNull(),
    impressao: text('impressao').notNull(),
    metodo: text('metodo').notNull(),
    url: text('url').notNull(),
    situacao: text('situacao', { enum: ['em_andamento', 'concluida'] }).notNull(),
    dono: uuid('dono').notNull(),
    status: integer('status'),
    cabecalhos: jsonb('cabecalhos').$type<Record<string, string>>(),
    corpo: text('corpo'),
    iniciadoEm: timestamp('iniciado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sujeito, t.chave] }), index('idempotencia_expira_idx').on(t.expiraEm)],
);
