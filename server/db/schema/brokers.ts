import { boolean, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A broker (corretora), e.g. a co-brokering partner. */
export const brokers = pgTable('corretoras', {
  id: uuid('id').primaryKey().defaultRandom(),
  razaoSocial: text('razao_social').notNull(),
  nomeFantasia: text('nome_fantasia'),
  cnpj: text('cnpj').notNull().unique(),
  codigoSusep: text('codigo_susep'),
  email: text('email'),
  telefone: text('telefone'),
  contato: text('contato'),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});
