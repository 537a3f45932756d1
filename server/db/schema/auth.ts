import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
