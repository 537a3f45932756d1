import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { files } from './files';
import { areas } from './reference';

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
    /** The quotation form asks for the court case (judicial bonds). */
    exigeProcesso: boolean('exige_processo').notNull().default(false),
    /** The quotation form asks for the appeal deposit (recursal bonds, SPEC.md §9). */
    exigeRecurso: boolean('exige_recurso').notNull().default(false),
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
