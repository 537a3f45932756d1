import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { accessProfiles, areas, structures } from './reference';

const timestamps = {
  criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
};

/** Structure suggestions of an access profile, each with the user position it suggests. */
export const profileStructureSuggestions = pgTable(
  'perfis_acesso_estruturas',
  {
    perfilId: uuid('perfil_id')
      .notNull()
      .references(() => accessProfiles.id, { onDelete: 'cascade' }),
    estruturaId: text('estrutura_id')
      .notNull()
      .references(() => structures.id),
    posicao: text('posicao').notNull(),
  },
  (t) => [primaryKey({ columns: [t.perfilId, t.estruturaId, t.posicao] })],
);

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

/** A guarantee (or agro) modality; sub-modalities hang from it. */
export const modalities = pgTable('modalidades', {
  id: uuid('id').primaryKey().defaultRandom(),
  nome: text('nome').notNull(),
  descricao: text('descricao'),
  areaId: text('area_id')
    .notNull()
    .references(() => areas.id),
  iconeArquivoId: uuid('icone_arquivo_id').references(() => files.id),
  ordem: integer('ordem').notNull().default(0),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});

export const subModalities = pgTable(
  'submodalidades',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    modalidadeId: uuid('modalidade_id')
      .notNull()
      .references(() => modalities.id, { onDelete: 'cascade' }),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    iconeArquivoId: uuid('icone_arquivo_id').references(() => files.id),
    ativo: boolean('ativo').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('submodalidades_modalidade_nome_uq').on(t.modalidadeId, t.nome),
    index('submodalidades_modalidade_idx').on(t.modalidadeId),
  ],
);

/**
 * Which sub-modalities a user or an office may quote, per business area and optionally per economic
 * group (`grupoEconomicoId` null = any group). `alvoTipo` is 'usuario' or 'escritorio'.
 */
export const quotePermissions = pgTable(
  'permissoes_cotacao',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    areaId: text('area_id')
      .notNull()
      .references(() => areas.id),
    alvoTipo: text('alvo_tipo').notNull(),
    alvoId: uuid('alvo_id').notNull(),
    grupoEconomicoId: uuid('grupo_economico_id'),
    submodalidadeId: uuid('submodalidade_id')
      .notNull()
      .references(() => subModalities.id, { onDelete: 'cascade' }),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('permissoes_cotacao_alvo_idx').on(t.areaId, t.alvoId)],
);

/** A reason to cancel a policy, offered for the modalities it applies to. */
export const cancellationReasons = pgTable('motivos_cancelamento', {
  id: uuid('id').primaryKey().defaultRandom(),
  nome: text('nome').notNull().unique(),
  ativo: boolean('ativo').notNull().default(true),
  ...timestamps,
});

export const cancellationReasonModalities = pgTable(
  'motivos_cancelamento_modalidades',
  {
    motivoId: uuid('motivo_id')
      .notNull()
      .references(() => cancellationReasons.id, { onDelete: 'cascade' }),
    modalidadeId: uuid('modalidade_id')
      .notNull()
      .references(() => modalities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.motivoId, t.modalidadeId] })],
);

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
