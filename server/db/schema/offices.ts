import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** An office (escritório) of the brokerage. */
export const offices = pgTable(
  'escritorios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nome: text('nome').notNull().unique(),
    cnpj: text('cnpj'),
    email: text('email'),
    telefone: text('telefone'),
    cidade: text('cidade'),
    uf: text('uf'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('escritorios_nome_idx').on(t.nome)],
);
