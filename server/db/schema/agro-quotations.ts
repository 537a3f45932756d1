import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  AgroCoverageId,
  AgroCropId,
  AgroFileRef,
  AgroProductId,
  AgroStateId,
  OperationGroupId,
  PaymentFormId,
  SketchBody,
} from '../../../src/contract/agro-quotations';
import { timestamps } from './columns';
import { economicGroups } from './economic-groups';
import { files } from './files';
import { insurers } from './insurers';
import { offices } from './offices';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'number' });

/** One payment form's price in a cost line, as stored (`opcoes` of cotacoes_agro_custos). */
export interface StoredCostOption {
  forma_pagamento: PaymentFormId;
  premio: number;
  parcelas: number;
}

/**
 * An agribusiness quotation (docs/agro-quotations.md). `situacao` is the state of the
 * workflow (server/domains/agro-quotations/workflow.ts). `criadoPor` is the creator's subject: a user
 * id, or `guest:<uuid>` for a guest's quotation (`convidado`), which is all a guest may read. The
 * approval (`aprovacao*`) copies the approved cost, payment form and premium, so the lists show the
 * premium without reading the costs.
 */
export const agroQuotations = pgTable(
  'cotacoes_agro',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    numero: serial('numero').notNull().unique(),
    situacao: text('situacao').$type<AgroStateId>().notNull().default('aguardando_custos'),
    produto: text('produto').$type<AgroProductId>().notNull(),
    cobertura: text('cobertura').$type<AgroCoverageId>().notNull(),
    convidado: boolean('convidado').notNull().default(false),
    criadoPor: text('criado_por').notNull(),
    grupoId: uuid('grupo_id').references(() => economicGroups.id),
    escritorioId: uuid('escritorio_id').references(() => offices.id),
    produtorDocumento: text('produtor_documento').notNull(),
    produtorNome: text('produtor_nome').notNull(),
    produtorEmail: text('produtor_email'),
    produtorTelefone: text('produtor_telefone'),
    propriedadeNome: text('propriedade_nome').notNull(),
    municipio: text('municipio').notNull(),
    uf: text('uf').notNull(),
    codigoIbge: text('codigo_ibge').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    areaHa: numeric('area_ha', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    cultura: text('cultura').$type<AgroCropId>(),
    cafeEspecie: text('cafe_especie'),
    cafeVariedade: text('cafe_variedade'),
    cafeSistema: text('cafe_sistema'),
    cafeAnoPlantio: integer('cafe_ano_plantio'),
    cafeEspacamentoLinhas: rate('cafe_espacamento_linhas'),
    cafeEspacamentoPlantas: rate('cafe_espacamento_plantas'),
    cafeNumeroPlantas: integer('cafe_numero_plantas'),
    cafeProdutividade: rate('cafe_produtividade'),
    classificacaoSolo: text('classificacao_solo'),
    grupoOperacao: text('grupo_operacao').$type<OperationGroupId>().notNull(),
    nivelCobertura: integer('nivel_cobertura'),
    precoUnitario: money('preco_unitario'),
    importanciaSegurada: money('importancia_segurada'),
    subvencaoPercentual: rate('subvencao_percentual'),
    franquiaPercentual: rate('franquia_percentual'),
    observacoes: text('observacoes'),
    aprovacaoCustoId: uuid('aprovacao_custo_id'),
    aprovacaoForma: text('aprovacao_forma').$type<PaymentFormId>(),
    aprovacaoPremio: money('aprovacao_premio'),
    motivoReprovacao: text('motivo_reprovacao'),
    numeroProposta: text('numero_proposta'),
    apoliceNumero: text('apolice_numero'),
    apoliceVigenciaInicio: date('apolice_vigencia_inicio', { mode: 'string' }),
    apoliceVigenciaFim: date('apolice_vigencia_fim', { mode: 'string' }),
    justificativaCancelamento: text('justificativa_cancelamento'),
    croqui: jsonb('croqui').$type<SketchBody>(),
    /** When it entered its current situation (trigger cotacoes_agro_situacao_trg; the dashboard). */
    situacaoDesde: timestamp('situacao_desde', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('cotacoes_agro_criado_idx').on(t.criadoEm, t.id),
    index('cotacoes_agro_area_idx').on(t.areaHa, t.id),
    index('cotacoes_agro_situacao_idx').on(t.situacao, t.criadoEm, t.id),
    index('cotacoes_agro_situacao_desde_idx').on(t.situacao, t.situacaoDesde),
    index('cotacoes_agro_criado_situacao_idx').on(t.criadoEm, t.situacao),
    index('cotacoes_agro_criado_por_idx').on(t.criadoPor, t.criadoEm, t.id),
    index('cotacoes_agro_grupo_idx').on(t.grupoId, t.criadoEm, t.id),
    index('cotacoes_agro_escritorio_idx').on(t.escritorioId),
    check('cotacoes_agro_produto_ck', sql`${t.produto} in ('cafezal', 'agricola')`),
    check('cotacoes_agro_cobertura_ck', sql`${t.cobertura} in ('multirrisco', 'granizo')`),
  ],
);

/**
 * One insurer's costs for a quotation (one row per insurer): the common terms and the premium per
 * payment form (`opcoes`); `formaAprovada` marks the approved payment form.
 */
export const agroCosts = pgTable(
  'cotacoes_agro_custos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cotacaoId: uuid('cotacao_id')
      .notNull()
      .references(() => agroQuotations.id, { onDelete: 'cascade' }),
    seguradoraId: uuid('seguradora_id')
      .notNull()
      .references(() => insurers.id),
    importanciaSegurada: money('importancia_segurada').notNull(),
    taxa: rate('taxa').notNull(),
    subvencaoPercentual: rate('subvencao_percentual').notNull().default(0),
    franquiaPercentual: rate('franquia_percentual').notNull().default(0),
    validade: date('validade', { mode: 'string' }).notNull(),
    opcoes: jsonb('opcoes').$type<StoredCostOption[]>().notNull(),
    formaAprovada: text('forma_aprovada').$type<PaymentFormId>(),
    observacoes: text('observacoes'),
    criadoPor: text('criado_por'),
    ...timestamps,
  },
  (t) => [
    unique('cotacoes_agro_custos_uq').on(t.cotacaoId, t.seguradoraId),
    index('cotacoes_agro_custos_seguradora_idx').on(t.seguradoraId),
  ],
);

/** The quotation's files: the generated agreement card, the signed card, the photos from the farm. */
export const agroFiles = pgTable(
  'cotacoes_agro_arquivos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cotacaoId: uuid('cotacao_id')
      .notNull()
      .references(() => agroQuotations.id, { onDelete: 'cascade' }),
    arquivoId: uuid('arquivo_id')
      .notNull()
      .references(() => files.id),
    tipo: text('tipo').$type<AgroFileRef['tipo']>().notNull(),
    criadoEm: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cotacoes_agro_arquivos_uq').on(t.cotacaoId, t.arquivoId),
    index('cotacoes_agro_arquivos_arquivo_idx').on(t.arquivoId),
  ],
);

/**
 * Brazilian municipalities with their IBGE code and coordinates (reference data loaded by the seed
 * from server/db/seed/data/municipios.csv; source in docs/agro-quotations.md).
 */
export const municipalities = pgTable(
  'municipios',
  {
    codigoIbge: text('codigo_ibge').primaryKey(),
    nome: text('nome').notNull(),
    uf: text('uf').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('municipios_uf_idx').on(t.uf)],
);
