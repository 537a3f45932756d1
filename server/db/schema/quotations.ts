import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  CostStateId,
  DraftStateId,
  QuotationStageId,
  QuotationStatusId,
} from '../../../src/contract/guarantee-quotations';
import { timestamps } from './columns';
import { companies, economicGroups } from './economic-groups';
import { files } from './files';
import { insurers } from './insurers';
import { courtUnits, courts } from './judiciary';
import { modalities, subModalities } from './modalities';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A guarantee quotation. `etapa` is the stage of SPEC.md §4; `status` em_andamento or
 * cancelada; `etapasCanceladas` the steps whose last attempt was undone (the step bar shows them).
 * `tomadorNome` copies the borrower's display name so the list sorts and searches without a join.
 */
export const quotations = pgTable(
  'cotacoes_garantia',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: serial('numero').notNull().unique(),
    status: text('status').$type<QuotationStatusId>().notNull().default('em_andamento'),
    etapa: text('etapa').$type<QuotationStageId>().notNull().default('dados_processo'),
    etapasCanceladas: text('etapas_canceladas')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    grupoId: uuid('grupo_id')
      .notNull()
      .references(() => economicGroups.id),
    tomadorId: uuid('tomador_id')
      .notNull()
      .references(() => companies.id),
    tomadorNome: text('tomador_nome').notNull(),
    modalidadeId: uuid('modalidade_id')
      .notNull()
      .references(() => modalities.id),
    submodalidadeId: uuid('submodalidade_id')
      .notNull()
      .references(() => subModalities.id),
    tipoEmissao: text('tipo_emissao').notNull(),
    seguradoTipo: text('segurado_tipo').$type<'PF' | 'PJ'>().notNull(),
    seguradoDocumento: text('segurado_documento').notNull(),
    seguradoNome: text('segurado_nome').notNull(),
    seguradoCep: text('segurado_cep'),
    seguradoLogradouro: text('segurado_logradouro'),
    seguradoNumero: text('segurado_numero'),
    seguradoComplemento: text('segurado_complemento'),
    seguradoUf: text('segurado_uf'),
    seguradoCidade: text('segurado_cidade'),
    seguradoBairro: text('segurado_bairro'),
    importanciaSegurada: money('importancia_segurada').notNull(),
    vigenciaInicio: date('vigencia_inicio', { mode: 'string' }).notNull(),
    vigenciaFim: date('vigencia_fim', { mode: 'string' }).notNull(),
    recursoTipo: text('recurso_tipo'),
    recursoValor: money('recurso_valor'),
    recursoPercentual: rate('recurso_percentual'),
    processoNumero: text('processo_numero'),
    processoTribunalId: uuid('processo_tribunal_id').references(() => courts.id),
    processoUnidadeId: uuid('processo_unidade_id').references(() => courtUnits.id),
    objeto: text('objeto'),
    /** The chosen insurer. */
    seguradoraId: uuid('seguradora_id').references(() => insurers.id),
    justificativaCancelamento: text('justificativa_cancelamento'),
    /**
     * When the quotation entered its current stage: set by the trigger cotacoes_garantia_etapa_trg on
     * every stage change, so the dashboard tells how long quotations wait in each stage.
     */
    etapaDesde: at('etapa_desde').notNull().defaultNow(),
    /** Who created it (no foreign key, as the other records' criado_por). */
    responsavelId: uuid('responsavel_id'),
    ...timestamps,
  },
  (t) => [
    index('cotacoes_garantia_criado_idx').on(t.criadoEm, t.id),
    index('cotacoes_garantia_importancia_idx').on(t.importanciaSegurada, t.id),
    index('cotacoes_garantia_vigencia_fim_idx').on(t.vigenciaFim, t.id),
    index('cotacoes_garantia_tomador_idx').on(t.tomadorId, t.criadoEm, t.id),
    index('cotacoes_garantia_grupo_idx').on(t.grupoId, t.criadoEm, t.id),
    index('cotacoes_garantia_status_idx').on(t.status, t.criadoEm, t.id),
    index('cotacoes_garantia_etapa_idx').on(t.etapa, t.criadoEm, t.id),
    index('cotacoes_garantia_seguradora_idx').on(t.seguradoraId, t.grupoId),
    index('cotacoes_garantia_responsavel_idx').on(t.responsavelId, t.criadoEm, t.id),
    // The dashboard's open quotations by stage: only the open ones, with the time they entered it.
    index('cotacoes_garantia_abertas_etapa_idx')
      .on(t.etapa, t.etapaDesde)
      .where(sql`${t.status} = 'em_andamento'`),
    // The dashboard's won/lost per month: an index-only scan of the period's quotations.
    index('cotacoes_garantia_criado_resultado_idx').on(t.criadoEm, t.status, t.etapa),
    // The dashboard's credit limit used: the open quotations' amounts by group and chosen insurer, an
    // index-only read.
    index('cotacoes_garantia_limite_usado_idx')
      .on(t.grupoId, t.seguradoraId, t.importanciaSegurada)
      .where(
        sql`${t.status} = 'em_andamento' and ${t.etapa} <> 'apolice_emitida' and ${t.seguradoraId} is not null`,
      ),
    check('cotacoes_garantia_status_ck', sql`${t.status} in ('em_andamento', 'cancelada')`),
  ],
);

/** One insurer's costs for a quotation. */
export const quotationCosts = pgTable(
  'cotacoes_garantia_custos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cotacaoId: uuid('cotacao_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    seguradoraId: uuid('seguradora_id')
      .notNull()
      .references(() => insurers.id),
    status: text('status').$type<CostStateId>().notNull().default('aguardando'),
    premio: money('premio'),
    taxa: rate('taxa'),
    importanciaSegurada: money('importancia_segurada'),
    comissao: rate('comissao'),
    validade: date('validade', { mode: 'string' }),
    observacoes: text('observacoes'),
    motivoDeclinio: text('motivo_declinio'),
    justificativaLimite: text('justificativa_limite'),
    ...timestamps,
  },
  (t) => [
    unique('cotacoes_garantia_custos_uq').on(t.cotacaoId, t.seguradoraId),
    index('cotacoes_garantia_custos_seguradora_idx').on(t.seguradoraId),
  ],
);

/** The draft contracts (minutas) of a quotation: the newest row is the current one. */
export const quotationDrafts = pgTable(
  'cotacoes_garantia_minutas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cotacaoId: uuid('cotacao_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    seguradoraId: uuid('seguradora_id')
      .notNull()
      .references(() => insurers.id),
    status: text('status').$type<DraftStateId>().notNull(),
    arquivoId: uuid('arquivo_id').references(() => files.id),
    solicitadaEm: at('solicitada_em'),
    emitidaEm: at('emitida_em'),
    aprovacaoSolicitadaEm: at('aprovacao_solicitada_em'),
    decididaEm: at('decidida_em'),
    motivo: text('motivo'),
    ...timestamps,
  },
  (t) => [index('cotacoes_garantia_minutas_cotacao_idx').on(t.cotacaoId, t.criadoEm)],
);
