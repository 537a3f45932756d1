import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CepLookup, CompanyLookup } from '../../../src/contract/pessoas';

/*
 * The personal-data API's own tables (server/pessoas, ARCHITECTURE.md §8): the answers fetched from
 * the upstream (cached 30 days, stale served when it fails), the companies the brokerage registered,
 * and the reference datasets it ships (IBGE CNAE 2.3 subclasses, the Brazilian bank list).
 */

/** A company by CNPJ: `origem` 'receita' (upstream answer) or 'cadastro' (registered by the brokerage). */
export const pessoasCompanies = pgTable('pessoas_empresas', {
  cnpj: text('cnpj').primaryKey(),
  dados: jsonb('dados').$type<CompanyLookup>().notNull(),
  origem: text('origem').$type<'receita' | 'cadastro'>().notNull(),
  consultadoEm: timestamp('consultado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** An address by CEP, as the upstream answered it. */
export const pessoasAddresses = pgTable('pessoas_ceps', {
  cep: text('cep').primaryKey(),
  dados: jsonb('dados').$type<CepLookup>().notNull(),
  consultadoEm: timestamp('consultado_em', { withTimezone: true }).notNull().defaultNow(),
});

/** IBGE CNAE 2.3 subclasses: `codigo` holds the 7 digits. */
export const pessoasCnaes = pgTable(
  'pessoas_cnaes',
  {
    codigo: text('codigo').primaryKey(),
    descricao: text('descricao').notNull(),
  },
  (t) => [index('pessoas_cnaes_descricao_idx').on(t.descricao)],
);

/** The Brazilian bank list (BCB's participants): ISPB, COMPE code where it has one, names. */
export const pessoasBanks = pgTable('pessoas_bancos', {
  ispb: text('ispb').primaryKey(),
  compe: text('compe'),
  nome: text('nome').notNull(),
  nomeCompleto: text('nome_completo').notNull(),
  /** Unused by the API; kept so a reload can tell a newer list apart. */
  versao: bigint('versao', { mode: 'number' }),
});
