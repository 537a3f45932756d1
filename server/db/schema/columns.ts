import { timestamp } from 'drizzle-orm/pg-core';

/** Creation and last-change instants of an editable record (the list tables of the administration). */
export const timestamps = {
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
};
