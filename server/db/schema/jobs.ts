import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Background jobs (ARCHITECTURE.md §8): mails, mass e-mail, legacy import. A worker loop in every
 * instance claims due rows with `FOR UPDATE SKIP LOCKED` and holds them for a lease (`travadaAte`):
 * a job whose process died is claimed again once its lease ends. `situacao`: pendente, executando,
 * concluida, falhou (no attempts left), cancelada.
 */
export const jobs = pgTable(
  'tarefas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo').notNull(),
    payload: jsonb('payload').notNull(),
    situacao: text('situacao').notNull().default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    maxTentativas: integer('max_tentativas').notNull().default(8),
    executarApos: timestamp('executar_apos', { withTimezone: true }).notNull().defaultNow(),
    travadaAte: timestamp('travada_ate', { withTimezone: true }),
    travadaPor: text('travada_por'),
    progresso: integer('progresso').notNull().default(0),
    resultado: jsonb('resultado'),
    erro: text('erro'),
    criadoPor: text('criado_por'),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tarefas_fila_idx').on(t.situacao, t.executarApos)],
);
