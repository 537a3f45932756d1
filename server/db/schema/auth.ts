import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Opaque refresh tokens, stored hashed. Each login starts a family; every refresh rotates the token
 * inside its family. `parentId` is the token this one was rotated from: presenting a rotated-out
 * token whose successor was never used is a lost answer (rotate again from it); once a successor was
 * used it is a reuse and revokes the whole family.
 * `subject` is a user id, or `guest:<uuid>` for guest sessions (guests have no user row).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    parentId: uuid('parent_id'),
    subject: text('subject').notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
    usadoEm: timestamp('usado_em', { withTimezone: true }),
    revogadoEm: timestamp('revogado_em', { withTimezone: true }),
    /**
     * The raw successor token, encrypted with the server key, kept only for a few seconds after the
     * rotation: a second refresh racing the first with the same token gets the same successor.
     */
    sucessorCifrado: text('sucessor_cifrado'),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_subject_idx').on(t.subject),
    index('refresh_tokens_parent_idx').on(t.parentId),
  ],
);

/** Single-use password reset links, valid for one hour. */
export const passwordResetTokens = pgTable('recuperacoes_senha', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  usuarioId: uuid('usuario_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  expiraEm: timestamp('expira_em', { withTimezone: true }).notNull(),
  usadoEm: timestamp('usado_em', { withTimezone: true }),
});

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
