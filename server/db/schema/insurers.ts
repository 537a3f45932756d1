import { boolean, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { files } from './files';
import { subModalities } from './modalities';

/** An insurer (seguradora) the brokerage works with. */
export const insurers = pgTable('seguradoras', {
  id: uuid('id').primaryKey().defaultRandom(),
  nome: text('nome').notNull(),
  razaoSocial: text('razao_social').notNull(),
  cnpj: text('cnpj').notNull().unique(),
  codigoSusep: text('codigo_susep'),
  site: text('site'),
  telefone: text('telefone'),
  logoArquivoId: uuid('logo_arquivo_id').references(() => files.id),
  /** Whether credit-limit market consults (suggest/consultamercado) include it. */
  consultaMercado: boolean('consulta_mercado').notNull().default(true),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});

/** Relationship contacts of an insurer (their wallet comes with the economic-groups issue). */
export const insurerContacts = pgTable(
  'seguradoras_contatos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seguradoraId: uuid('seguradora_id')
      .notNull()
      .references(() => insurers.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    email: text('email'),
    telefone: text('telefone'),
    cargo: text('cargo'),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('seguradoras_contatos_seguradora_idx').on(t.seguradoraId)],
);

/** The addresses quotations are e-mailed to, per insurer. */
export const insurerEmails = pgTable(
  'seguradoras_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seguradoraId: uuid('seguradora_id')
      .notNull()
      .references(() => insurers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    descricao: text('descricao'),
  },
  (t) => [unique('seguradoras_emails_uq').on(t.seguradoraId, t.email)],
);

/** The sub-modalities an insurer accepts. */
export const insurerSubModalities = pgTable(
  'seguradoras_submodalidades',
  {
    seguradoraId: uuid('seguradora_id')
      .notNull()
      .references(() => insurers.id, { onDelete: 'cascade' }),
    submodalidadeId: uuid('submodalidade_id')
      .notNull()
      .references(() => subModalities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seguradoraId, t.submodalidadeId] })],
);
