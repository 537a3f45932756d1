import { sql } from 'drizzle-orm';
import { boolean, check, date, index, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { EndorsementTypeId } from '../../../src/contract/policies';
import { cancellationReasons } from './cancellation-reasons';
import { timestamps } from './columns';
import { companies, economicGroups } from './economic-groups';
import { files } from './files';
import { insurers } from './insurers';
import { courtUnits, courts } from './judiciary';
import { subModalities } from './modalities';
import { quotations } from './quotations';

const money = (name: string) => numeric(name, { precision: 15, scale: 2, mode: 'number' });
const rate = (name: string) => numeric(name, { precision: 9, scale: 4, mode: 'number' });
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A policy (apólice): issued from a guarantee quotation (`cotacao_id`, unique) or registered by hand.
 * `importancia_segurada` and `vigencia_fim` are the values as issued; `importancia_atual`,
 * `vigencia_fim_atual` and `cancelada_em` are the policy as it stands after all its endorsements,
 * rewritten in the same transaction as every endorsement or policy write (docs/policies.md), so the list
 * filters and sorts on them with an index. 'vencida' is never stored: it is derived from the term at
 * read time.
 */
export const policies = pgTable(
  'apolices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cotacaoId: uuid('cotacao_id')
      .unique()
      .references(() => quotations.id),
    numero: text('numero').notNull(),
    seguradoraId: uuid('seguradora_id')
      .notNull()
      .references(() => insurers.id),
    grupoId: uuid('grupo_id')
      .notNull()
      .references(() => economicGroups.id),
    tomadorId: uuid('tomador_id')
      .notNull()
      .references(() => companies.id),
    submodalidadeId: uuid('submodalidade_id')
      .notNull()
      .references(() => subModalities.id),
    tipoEmissao: text('tipo_emissao').notNull().default('nova'),
    seguradoTipo: text('segurado_tipo').$type<'PF' | 'PJ'>(),
    seguradoDocumento: text('segurado_documento'),
    seguradoNome: text('segurado_nome'),
    emitidaEm: day('emitida_em').notNull(),
    vigenciaInicio: day('vigencia_inicio').notNull(),
    vigenciaFim: day('vigencia_fim').notNull(),
    premio: money('premio').notNull(),
    comissao: rate('comissao'),
    importanciaSegurada: money('importancia_segurada').notNull(),
    processoNumero: text('processo_numero'),
    processoTribunalId: uuid('processo_tribunal_id').references(() => courts.id),
    processoUnidadeId: uuid('processo_unidade_id').references(() => courtUnits.id),
    arquivoId: uuid('arquivo_id').references(() => files.id),
    /** Who asked for the policy (the quotation's responsible, or the user who registered it). */
    solicitadaPor: uuid('solicitada_por'),
    /**
     * Filled from the issued values by the trigger apolices_atual_trg when an insert leaves them out
     * (migration 0014), so a writer that knows nothing of endorsements still stores a whole policy.
     */
    importanciaAtual: money('importancia_atual'),
    vigenciaFimAtual: day('vigencia_fim_atual'),
    /** The effective date of its cancellation endorsement, if any. */
    canceladaEm: day('cancelada_em'),
    /** An endorsement request is open at the insurer (set by the endorsement requests). */
    emEndosso: boolean('em_endosso').notNull().default(false),
    criadoPor: uuid('criado_por'),
    ...timestamps,
  },
  (t) => [
    unique('apolices_seguradora_numero_uq').on(t.seguradoraId, t.numero),
    // Also the dashboard's credit limit used: the amounts of a group's policies in force at an insurer,
    // an index-only read.
    index('apolices_grupo_seguradora_idx').on(
      t.grupoId,
      t.seguradoraId,
      t.vigenciaFim,
      t.importanciaSegurada,
    ),
    index('apolices_criado_idx').on(t.criadoEm, t.id),
    // The visibility rule's "requested by me" side (server/lib/visibility.ts): without it every
    // wallet-restricted read of policies is a sequential scan.
    index('apolices_solicitada_idx').on(t.solicitadaPor),
    index('apolices_vigencia_fim_atual_idx').on(t.vigenciaFimAtual, t.id),
    index('apolices_tomador_idx').on(t.tomadorId, t.criadoEm),
    index('apolices_seguradora_idx').on(t.seguradoraId, t.criadoEm),
    // The list's sorts and filters each have one (docs/policies.md, "Medidas"); the number's search
    // reads the stored twin numero_dobra's trigram index (migration policy_list_indexes, not in this schema).
    index('apolices_numero_idx').on(t.numero, t.id),
    index('apolices_importancia_atual_idx').on(t.importanciaAtual, t.id),
    index('apolices_submodalidade_idx').on(t.submodalidadeId, t.criadoEm),
    index('apolices_em_endosso_idx')
      .on(t.criadoEm, t.id)
      .where(sql`${t.emEndosso}`),
    index('apolices_cancelada_idx')
      .on(t.canceladaEm)
      .where(sql`${t.canceladaEm} is not null`),
    // The renewal radar ('Vencendo'): judicial first (a court case), then by the current term end. Its
    // groups' insured amounts in force per insurer are summed from apolices_grupo_seguradora_idx alone.
    index('apolices_vencendo_idx').on(sql`(${t.processoNumero} is null)`, t.vigenciaFimAtual, t.id),
    // The dashboard's premium and commission issued per month and insurer.
    index('apolices_emitida_idx').on(t.emitidaEm, t.seguradoraId, t.premio, t.comissao),
  ],
);

/**
 * An endorsement (endosso) the insurer issued on a policy. `valor` is the change of the insured amount
 * (aumento, reducao); `nova_vigencia_fim` the new term end (prorrogacao); a cancellation carries its
 * reason and whether the premium is refunded.
 */
export const endorsements = pgTable(
  'apolices_endossos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apoliceId: uuid('apolice_id')
      .notNull()
      .references(() => policies.id),
    numero: text('numero').notNull(),
    tipo: text('tipo').$type<EndorsementTypeId>().notNull(),
    dataEfeito: day('data_efeito').notNull(),
    valor: money('valor'),
    novaVigenciaFim: day('nova_vigencia_fim'),
    descricao: text('descricao'),
    premio: money('premio'),
    motivoCancelamentoId: uuid('motivo_cancelamento_id').references(() => cancellationReasons.id),
    comRestituicao: boolean('com_restituicao'),
    valorRestituicao: money('valor_restituicao'),
    criadoPor: uuid('criado_por'),
    ...timestamps,
  },
  (t) => [
    unique('apolices_endossos_numero_uq').on(t.apoliceId, t.numero),
    index('apolices_endossos_apolice_idx').on(t.apoliceId, t.dataEfeito, t.criadoEm),
    index('apolices_endossos_criado_idx').on(t.criadoEm, t.id),
    check(
      'apolices_endossos_tipo_ck',
      sql`${t.tipo} in ('aumento_is', 'reducao_is', 'prorrogacao', 'alteracao_cadastral', 'cancelamento')`,
    ),
  ],
);
