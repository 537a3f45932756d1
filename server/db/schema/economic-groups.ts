import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  uniqueIndex,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { GroupStatusId } from '../../../src/contract/economic-groups';
import { timestamps } from './columns';
import { files } from './files';
import { insurerContacts } from './insurers';
import { offices } from './offices';
import { users } from './users';

/** The data every client company has: names, main activity (CNAE subclass) and address. */
const companyColumns = {
  /** 14 digits. */
  cnpj: text('cnpj').notNull(),
  razaoSocial: text('razao_social').notNull(),
  nomeFantasia: text('nome_fantasia'),
  ativo: boolean('ativo').notNull().default(true),
  /** The CNAE subclass's 7 digits and its description at the time it was chosen. */
  cnaeCodigo: text('cnae_codigo'),
  cnaeDescricao: text('cnae_descricao'),
  cep: text('cep'),
  logradouro: text('logradouro'),
  numero: text('numero'),
  complemento: text('complemento'),
  bairro: text('bairro'),
  cidade: text('cidade'),
  uf: text('uf'),
  codigoIbge: text('codigo_ibge'),
  telefone: text('telefone'),
  email: text('email'),
};

/** An economic group of client companies, led by its head company (whose data it holds). */
export const economicGroups = pgTable(
  'grupos_economicos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...companyColumns,
    statusId: text('status_id').$type<GroupStatusId>().notNull().default('em_cadastro'),
    /** The user whose wallet (carteira) holds the group. */
    responsavelId: uuid('responsavel_id').references(() => users.id),
    escritorioId: uuid('escritorio_id').references(() => offices.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('grupos_economicos_cnpj_uq').on(t.cnpj),
    index('grupos_economicos_responsavel_idx').on(t.responsavelId),
    index('grupos_economicos_escritorio_idx').on(t.escritorioId),
    check(
      'grupos_economicos_status_ck',
      sql`${t.statusId} in ('em_cadastro', 'em_analise', 'aprovado', 'bloqueado')`,
    ),
  ],
);

/**
 * The borrowers (tomadores) and subsidiaries (filiais, `subsidiaria`) of a group. The group's head
 * company is one of them (`principal`). A CNPJ is unique across all of them.
 */
export const companies = pgTable(
  'empresas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grupoId: uuid('grupo_id')
      .notNull()
      .references(() => economicGroups.id),
    ...companyColumns,
    subsidiaria: boolean('subsidiaria').notNull().default(false),
    principal: boolean('principal').notNull().default(false),
    vigenciaMaximaMeses: integer('vigencia_maxima_meses').notNull().default(60),
    ...timestamps,
  },
  (t) => [uniqueIndex('empresas_cnpj_uq').on(t.cnpj), index('empresas_grupo_idx').on(t.grupoId, t.principal)],
);

/** A user's starred borrowers and subsidiaries. */
export const companyFavourites = pgTable(
  'empresas_favoritas',
  {
    usuarioId: uuid('usuario_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    empresaId: uuid('empresa_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.usuarioId, t.empresaId] }),
    index('empresas_favoritas_empresa_idx').on(t.empresaId),
  ],
);

/** A group's balance sheets (`tipo` 'balanco', with `ano`) and other documents ('outro', with `descricao`). */
export const groupDocuments = pgTable(
  'grupos_documentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grupoId: uuid('grupo_id')
      .notNull()
      .references(() => economicGroups.id, { onDelete: 'cascade' }),
    tipo: text('tipo').$type<'balanco' | 'outro'>().notNull(),
    ano: integer('ano'),
    descricao: text('descricao'),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => files.id),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('grupos_documentos_grupo_idx').on(t.grupoId, t.tipo),
    check(
      'grupos_documentos_tipo_ck',
      sql`(${t.tipo} = 'balanco' and ${t.ano} is not null) or (${t.tipo} = 'outro' and ${t.descricao} is not null)`,
    ),
  ],
);

/** The insurers' relationship contacts that look after a group (the insurer side of the wallet). */
export const groupContacts = pgTable(
  'grupos_contatos_relacionamento',
  {
    grupoId: uuid('grupo_id')
      .notNull()
      .references(() => economicGroups.id, { onDelete: 'cascade' }),
    contatoId: uuid('contato_id')
      .notNull()
      .references(() => insurerContacts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.grupoId, t.contatoId] }),
    index('grupos_contatos_contato_idx').on(t.contatoId),
  ],
);

/** Insureds (segurados) of guarantee policies: the obligee of a bond (a person or a company). */
export const insureds = pgTable(
  'segurados',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tipo: text('tipo').$type<'fisica' | 'juridica'>().notNull(),
    /** 11 (CPF) or 14 (CNPJ) digits. */
    numeroDocumento: text('numero_documento').notNull().unique(),
    nome: text('nome').notNull(),
    cep: text('cep'),
    logradouro: text('logradouro'),
    numero: text('numero'),
    complemento: text('complemento'),
    bairro: text('bairro'),
    cidade: text('cidade'),
    uf: text('uf'),
    ...timestamps,
  },
  (t) => [check('segurados_tipo_ck', sql`${t.tipo} in ('fisica', 'juridica')`)],
);
