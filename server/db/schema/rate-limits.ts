import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempt counters shared by every instance (login, guest token, password recovery). `chave` names
 * the limit and its subject (e.g. `login-ip:203.0.113.7`, `login-conta:ana@x.com`). A fixed window
 * counts attempts; for accounts, `falhas` counts consecutive failed logins and `bloqueadoAte` holds
 * the growing delay they earned, so an attacker slows an account down but cannot lock it for good.
 */
export const attemptCounters = pgTable(
  'contadores_tentativas',
  {
    chave: text('chave').primaryKey(),
    tentativas: integer('tentativas').notNull().default(0),
    janelaInicio: timestamp('janela_inicio', { withTimezone: true }).notNull().defaultNow(),
    falhas: integer('falhas').notNull().default(0),
    bloqueadoAte: timestamp('bloqueado_ate', { withTimezone: true }),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contadores_tentativas_atualizado_idx').on(t.atualizadoEm)],
);
