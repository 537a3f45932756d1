import { pgTable, text } from 'drizzle-orm/pg-core';

/** Generated secrets (JWT signing key), kept in the database so every instance shares them. */
export const settings = pgTable('configuracoes', {
  chave: text('chave').primaryKey(),
  valor: text('valor').notNull(),
});
