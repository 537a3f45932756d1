import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CreditConsultStatusId } from '../../../src/contract/credit-limits';
import { brokers } from './brokers';
import { timestamps } from './columns';
import { economicGroups } from './economic-groups';
import { files } from './files';
import { insurers } from './insurers';

/**
 * A market consult of an economic group's credit limit: the amount asked of the insurers,
 * its own state, and the consult it renews (`antecessoraId`).
 */
export const creditConsults = pgTable(
  'limites_credito_consultas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grupoId: uuid('grupo_id')
      .notNull()
      .references(() => economicGroups.id),
    valorSolicitado: numeric('valor_solicitado', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    status: text('status').$type<CreditConsultStatusId>().notNull().default('em_andamento'),
    antecessoraId: uuid('antecessora_id').references((): AnyPgColumn => creditConsults.id),
    observacoes: text('observacoes'),
    /** The user who made it (no foreign key: the audit's actor may be the seeded administrator's token). */
    criadoPor: uuid('criado_por'),
    ...timestamps,
  },
  (t) => [
    index('limites_credito_consultas_grupo_idx').on(t.grupoId, t.criadoEm, t.id),
    // The list sorted by the requested amount (CREDIT_CONSULT_SORT).
    index('limites_credito_consultas_valor_idx').on(t.grupoId, t.valorSolicitado, t.id),
    index('limites_credito_consultas_antecessora_idx').on(t.antecessoraId),
    check(
      'limites_credito_consultas_status_ck',
      sql`${t.status} in ('em_andamento', 'concluida', 'cancelada')`,
    ),
  ],
);

/**
 * One insurer's answer to a consult. `status` is the stored state (aguardando, em_analise, aprovado,
 * recusado); an approved answer whose `vigenciaFim` passed reads as 'vencido' (computed on read).
 */
export const creditAnswers = pgTable(
  'limites_credito_respostas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultaId: uuid('consulta_id')
      .notNull()
      .references(() => creditConsults.id, { onDelete: 'cascade' }),
    seguradoraId: uuid('seguradora_id')
      .notNull()
      .references(() => insurers.id),
    status: text('status').notNull().default('aguardando'),
    limiteAprovado: numeric('limite_aprovado', { precision: 15, scale: 2, mode: 'number' }),
    taxaMinima: numeric('taxa_minima', { precision: 7, scale: 4, mode: 'number' }),
    vigenciaInicio: date('vigencia_inicio', { mode: 'string' }),
    vigenciaFim: date('vigencia_fim', { mode: 'string' }),
    estruturaCcg: text('estrutura_ccg'),
    tipoRegraAprovacao: text('tipo_regra_aprovacao'),
    tipoRegraPremio: text('tipo_regra_premio'),
    observacoes: text('observacoes'),
    /** The connector that sent the consult to this insurer ('email'). */
    canal: text('canal').notNull().default('email'),
    enviadoEm: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
    respondidoEm: timestamp('respondido_em', { withTimezone: true }),
    atualizadoEm: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('limites_credito_respostas_consulta_uq').on(t.consultaId, t.seguradoraId),
    index('limites_credito_respostas_seguradora_idx').on(t.seguradoraId, t.enviadoEm),
    check(
      'limites_credito_respostas_status_ck',
      sql`${t.status} in ('aguardando', 'em_analise', 'aprovado', 'recusado')`,
    ),
  ],
);

/** The group documents sent with a consult, copied (name and file) when it was made. */
export const creditDocuments = pgTable(
  'limites_credito_documentos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consultaId: uuid('consulta_id')
      .notNull()
      .references(() => creditConsults.id, { onDelete: 'cascade' }),
    /** The group document it came from (grupos_documentos), kept as a plain id: the group may replace its documents. */
    documentoId: uuid('documento_id'),
    nome: text('nome').notNull(),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => files.id),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [index('limites_credito_documentos_consulta_idx').on(t.consultaId, t.ordem)],
);

/** The co-brokerage of a consult: on or off; its brokers in `creditCoBrokers`. */
export const creditCoBrokerages = pgTable('limites_credito_cocorretagem', {
  consultaId: uuid('consulta_id')
    .primaryKey()
    .references(() => creditConsults.id, { onDelete: 'cascade' }),
  ativo: boolean('ativo').notNull().default(false),
});

export const creditCoBrokers = pgTable(
  'limites_credito_cocorretagem_corretoras',
  {
    consultaId: uuid('consulta_id')
      .notNull()
      .references(() => creditConsults.id, { onDelete: 'cascade' }),
    corretoraId: uuid('corretora_id')
      .notNull()
      .references(() => brokers.id),
    percentagemParticipacao: numeric('percentagem_participacao', {
      precision: 5,
      scale: 2,
      mode: 'number',
    }).notNull(),
    ordem: integer('ordem').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.consultaId, t.corretoraId] }),
    index('limites_credito_cocorretagem_corretora_idx').on(t.corretoraId),
  ],
);
