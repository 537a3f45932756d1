import * as v from 'valibot';
import { calendarDate, moneyAmount, namedRef, newRecordId, pagedOf, pagedQuery, uuid } from './common';
import { actionIdsOf } from './workflow-table';
import { CREDIT_CONSULT_WORKFLOW } from './workflows/credit-limits';
import {
  CREDIT_ANSWER_STATUS_IDS,
  CREDIT_CONSULT_SORT,
  CREDIT_CONSULT_STATUS_IDS,
  CREDIT_FOLLOW_UP_SORT,
} from './screens/credit-limits';

// The ids live with the list filters (the route's URL schema is in the entry bundle).
export { CREDIT_ANSWER_STATUS_IDS, CREDIT_CONSULT_STATUS_IDS };

/**
 * Credit limits (limites de crédito) of an economic group (SPEC.md §2, §3, §7). The brokerage
 * consults the market: one consult names the insurers, the requested amount and the group's documents
 * sent; each insurer answers in its own sub-record (resposta) with its own states. A renewal is a new
 * consult linked to the one it renews (`antecessora_id`). The co-brokerage (cocorretagem) of a consult
 * splits the commission with partner brokers. Money in reais (number, 2 decimals), rates in % (number,
 * up to 4 decimals), dates 'aaaa-mm-dd'.
 */

/* ---------------------------------------------------------------- fixed lists */

/** The states of one insurer's answer. 'vencido' is never stored: an approved answer reads as vencido once its validity ended. */
export const CREDIT_ANSWER_STATUSES = [
  { id: 'aguardando', nome: 'Aguardando resposta' },
  { id: 'em_analise', nome: 'Em análise' },
  { id: 'aprovado', nome: 'Aprovado' },
  { id: 'recusado', nome: 'Recusado' },
  { id: 'vencido', nome: 'Vencido' },
] as const;
export type CreditAnswerStatusId = (typeof CREDIT_ANSWER_STATUS_IDS)[number];
/** The states staff may record (vencido comes from the date alone). */
export const RECORDABLE_ANSWER_STATUS_IDS = ['aguardando', 'em_analise', 'aprovado', 'recusado'] as const;

/** The states of the consult itself. */
/** The consult's workflow actions (its transition table): what `acoes` of a read may hold. */
export const CREDIT_CONSULT_ACTION_IDS = actionIdsOf(CREDIT_CONSULT_WORKFLOW) as [
  CreditConsultActionId,
  ...CreditConsultActionId[],
];
export type CreditConsultActionId = keyof typeof CREDIT_CONSULT_WORKFLOW.actions;

export const CREDIT_CONSULT_STATUSES = [
  { id: 'em_andamento', nome: 'Em andamento' },
  { id: 'concluida', nome: 'Concluída' },
  { id: 'cancelada', nome: 'Cancelada' },
] as const;
export type CreditConsultStatusId = (typeof CREDIT_CONSULT_STATUS_IDS)[number];

/** Estrutura da CCG (contrato de contragarantia): who counter-guarantees the insurer. */
export const CCG_STRUCTURES = [
  { id: 'corporativa', nome: 'CCG corporativa (somente a tomadora)' },
  { id: 'com_socios', nome: 'CCG com fiança dos sócios (pessoas físicas)' },
  { id: 'com_holding', nome: 'CCG com a holding / controladora' },
  { id: 'cruzada', nome: 'CCG cruzada entre as empresas do grupo' },
  { id: 'com_garantia_real', nome: 'CCG com garantia real (imóvel ou penhor)' },
  { id: 'com_colateral', nome: 'CCG com colateral (depósito ou carta de fiança)' },
] as const;
export type CcgStructureId = (typeof CCG_STRUCTURES)[number]['id'];

/** Tipos de regra de aprovação: how the insurer approves each policy within the limit. */
export const APPROVAL_RULE_TYPES = [
  { id: 'limite_global', nome: 'Limite global pré-aprovado (emissão automática)' },
  { id: 'limite_por_modalidade', nome: 'Limite por modalidade' },
  { id: 'por_operacao', nome: 'Análise por operação (caso a caso)' },
  { id: 'alcada_subscritor', nome: 'Alçada do subscritor acima de um valor' },
] as const;
export type ApprovalRuleTypeId = (typeof APPROVAL_RULE_TYPES)[number]['id'];

/** Tipos de regra de prêmio: how the insurer prices the policies within the limit. */
export const PREMIUM_RULE_TYPES = [
  { id: 'taxa_minima', nome: 'Taxa mínima sobre a importância segurada' },
  { id: 'taxa_por_prazo', nome: 'Taxa proporcional ao prazo (pro rata)' },
  { id: 'taxa_por_modalidade', nome: 'Taxa por modalidade' },
  { id: 'premio_minimo', nome: 'Prêmio mínimo por apólice' },
] as const;
export type PremiumRuleTypeId = (typeof PREMIUM_RULE_TYPES)[number]['id'];

const idsOf = <T extends readonly { id: string }[]>(list: T) =>
  list.map((x) => x.id) as unknown as [T[number]['id'], ...T[number]['id'][]];
export const CCG_STRUCTURE_IDS = idsOf(CCG_STRUCTURES);
export const APPROVAL_RULE_TYPE_IDS = idsOf(APPROVAL_RULE_TYPES);
export const PREMIUM_RULE_TYPE_IDS = idsOf(PREMIUM_RULE_TYPES);

/** The name of a fixed list's item. */
export const nameIn = (list: readonly { id: string; nome: string }[], id: string): string =>
  list.find((x) => x.id === id)?.nome ?? id;

/** Co-brokerage: two empty brokers at 50% each when nothing was recorded (SPEC.md §3, §9). */
export const EMPTY_CO_BROKERAGE_SHARE = 50;

export const CREDIT_MESSAGES = {
  coBrokerageSum: 'Na cocorretagem ativa, as participações devem somar exatamente 100%.',
  coBrokerageDuplicate: 'Uma corretora não pode aparecer duas vezes na cocorretagem.',
  coBrokerageBroker: 'Na cocorretagem ativa, escolha a corretora de cada participação.',
  brokerMissing: 'Corretora não encontrada.',
  insurerMissing: 'Seguradora não encontrada ou inativa.',
  noInsurers: 'Escolha ao menos uma seguradora para a consulta.',
  insurerNotInConsult: 'Esta seguradora não faz parte da consulta.',
  documentMissing: 'Documento não encontrado neste grupo econômico.',
  validityOrder: 'O fim da vigência deve ser posterior ao início.',
  approvedNeedsData: 'Para aprovar, informe o limite aprovado e o fim da vigência.',
  closedConsult: 'A consulta está encerrada: suas respostas não podem mudar.',
} as const;

/* ---------------------------------------------------------------- wire types */

export interface Ref {
  id: string;
  nome: string;
}

/** One insurer's answer to a consult. */
export interface CreditAnswer {
  id: string;
  seguradora: Ref;
  /** The effective state: an approved answer whose validity ended reads 'vencido'. */
  status: { id: CreditAnswerStatusId; nome: string };
  limite_aprovado: number | null;
  taxa_minima: number | null;
  vigencia_inicio: string | null;
  vigencia_fim: string | null;
  estrutura_ccg: Ref | null;
  tipo_regra_aprovacao: Ref | null;
  tipo_regra_premio: Ref | null;
  observacoes: string | null;
  /** The connector that sent the consult to the insurer ('email'). */
  canal: string;
  enviado_em: string;
  respondido_em: string | null;
  atualizado_em: string;
}

/** A group document sent with the consult (copied when the consult was made). */
export interface CreditDocument {
  id: string;
  nome: string;
  arquivo: { id: string; nome: string; url: string };
}

export interface CoBrokerageShare {
  corretora_id: string | null;
  nome: string | null;
  percentagem_participacao: number;
}

/** GET .../{consultId}/cocorretagem. */
export interface CoBrokerage {
  consulta_id: string;
  grupo_economico: Ref;
  ativo: boolean;
  corretoras: CoBrokerageShare[];
}

export interface CreditConsult {
  id: string;
  grupo_economico: Ref;
  valor_solicitado: number;
  status: { id: CreditConsultStatusId; nome: string };
  /** The consult this one renews. */
  antecessora_id: string | null;
  observacoes: string | null;
  documentos: CreditDocument[];
  respostas: CreditAnswer[];
  cocorretagem: CoBrokerage;
  criado_por: Ref | null;
  criado_em: string;
  atualizado_em: string;
  /**
   * The consult's actions allowed now (src/contract/workflows/credit-limits.ts). The server always
   * sends it; the type lets records built by hand (tests, copies saved before) leave it out.
   */
  acoes?: CreditConsultActionId[];
}

/** One row of GET /{id}/limitescredito (list and CSV). */
export interface CreditConsultRow {
  id: string;
  valor_solicitado: number;
  status: { id: CreditConsultStatusId; nome: string };
  antecessora_id: string | null;
  seguradoras: number;
  aprovadas: number;
  /** The highest approved limit still valid, if any. */
  maior_limite_vigente: number | null;
  criado_em: string;
}

/** GET /{id}/limitescredito/historico: one answer, with its consult, newest first. */
export interface CreditHistoryItem extends CreditAnswer {
  consulta_id: string;
  valor_solicitado: number;
  consulta_criada_em: string;
}

/** GET limitescredito/acompanharseguradoras: a pending answer and how many days it waits. */
export interface CreditFollowUp {
  resposta_id: string;
  consulta_id: string;
  grupo_economico: Ref;
  seguradora: Ref;
  status: { id: CreditAnswerStatusId; nome: string };
  enviado_em: string;
  dias: number;
}

/* ---------------------------------------------------------------- bodies */

const money = moneyAmount;

const isoDate = (label: string) =>
  v.optional(
    v.nullable(
      calendarDate(`${label}: data inválida (aaaa-mm-dd).`, `${label}: informe a data (aaaa-mm-dd).`),
    ),
    null,
  );

const notes = v.optional(
  v.nullable(
    v.pipe(
      v.string('As observações devem ser um texto.'),
      v.trim(),
      v.maxLength(4000, 'As observações devem ter no máximo 4.000 caracteres.'),
      v.transform((t) => t || null),
    ),
  ),
  null,
);

const share = v.pipe(
  v.number('Informe a participação (%).'),
  v.minValue(0, 'A participação deve estar entre 0% e 100%.'),
  v.maxValue(100, 'A participação deve estar entre 0% e 100%.'),
  v.transform((n) => Math.round(n * 100) / 100),
);

/** The co-brokerage as a form sends it; checked whole (sum and duplicates) when active. */
export const coBrokerageBody = v.pipe(
  v.object({
    ativo: v.boolean('Ativo deve ser verdadeiro ou falso.'),
    corretoras: v.pipe(
      v.array(
        v.object({
          corretora_id: v.optional(v.nullable(uuid('Corretora inválida.')), null),
          percentagem_participacao: share,
        }),
        'Informe as corretoras da cocorretagem.',
      ),
      v.maxLength(20, 'No máximo 20 corretoras na cocorretagem.'),
    ),
  }),
  v.check((b) => !b.ativo || b.corretoras.every((c) => c.corretora_id), CREDIT_MESSAGES.coBrokerageBroker),
  v.check(
    (b) =>
      !b.ativo ||
      Math.round(b.corretoras.reduce((s, c) => s + c.percentagem_participacao, 0) * 100) === 10_000,
    CREDIT_MESSAGES.coBrokerageSum,
  ),
  v.check((b) => {
    const ids = b.corretoras.map((c) => c.corretora_id).filter(Boolean);
    return new Set(ids).size === ids.length;
  }, CREDIT_MESSAGES.coBrokerageDuplicate),
);

const insurerIds = v.pipe(
  v.array(uuid('Seguradora inválida.')),
  v.maxLength(100, 'No máximo 100 seguradoras numa consulta.'),
  v.check((ids) => new Set(ids).size === ids.length, 'Uma seguradora foi escolhida duas vezes.'),
);
const documentIds = v.optional(
  v.pipe(v.array(uuid('Documento inválido.')), v.maxLength(100, 'No máximo 100 documentos.')),
);

/**
 * POST /{id}/limitescredito/consultarmercado. Without `seguradora_ids`, every active insurer open to
 * market consults (suggest/consultamercado); without `documento_ids`, no document goes.
 */
export const marketConsultBody = v.object({
  id: newRecordId,
  valor_solicitado: money('O valor solicitado'),
  seguradora_ids: v.optional(insurerIds),
  documento_ids: documentIds,
  observacoes: notes,
});
export type MarketConsultInput = v.InferInput<typeof marketConsultBody>;

/** POST .../{consultId}/renovar: every field defaults to the renewed consult's. */
export const renewBody = v.object({
  id: newRecordId,
  valor_solicitado: v.optional(money('O valor solicitado')),
  seguradora_ids: v.optional(insurerIds),
  documento_ids: documentIds,
  observacoes: v.optional(
    v.nullable(
      v.pipe(
        v.string('As observações devem ser um texto.'),
        v.trim(),
        v.maxLength(4000, 'As observações devem ter no máximo 4.000 caracteres.'),
      ),
    ),
  ),
});

/** One insurer's answer as staff record it; `status` moves it through the workflow. */
export const answerBody = v.pipe(
  v.object({
    seguradora_id: uuid('Seguradora inválida.'),
    status: v.picklist(RECORDABLE_ANSWER_STATUS_IDS, 'Situação da resposta inválida.'),
    limite_aprovado: v.optional(v.nullable(money('O limite aprovado')), null),
    taxa_minima: v.optional(
      v.nullable(
        v.pipe(
          v.number('A taxa mínima deve ser um número.'),
          v.minValue(0, 'A taxa mínima deve estar entre 0% e 100%.'),
          v.maxValue(100, 'A taxa mínima deve estar entre 0% e 100%.'),
          v.transform((n) => Math.round(n * 10_000) / 10_000),
        ),
      ),
      null,
    ),
    vigencia_inicio: isoDate('Início da vigência'),
    vigencia_fim: isoDate('Fim da vigência'),
    estrutura_ccg: v.optional(v.nullable(v.picklist(CCG_STRUCTURE_IDS, 'Estrutura CCG inválida.')), null),
    tipo_regra_aprovacao: v.optional(
      v.nullable(v.picklist(APPROVAL_RULE_TYPE_IDS, 'Tipo de regra de aprovação inválido.')),
      null,
    ),
    tipo_regra_premio: v.optional(
      v.nullable(v.picklist(PREMIUM_RULE_TYPE_IDS, 'Tipo de regra de prêmio inválido.')),
      null,
    ),
    observacoes: notes,
  }),
  v.check(
    (a) => !a.vigencia_inicio || !a.vigencia_fim || a.vigencia_fim > a.vigencia_inicio,
    CREDIT_MESSAGES.validityOrder,
  ),
  v.check(
    (a) => a.status !== 'aprovado' || (a.limite_aprovado !== null && a.vigencia_fim !== null),
    CREDIT_MESSAGES.approvedNeedsData,
  ),
);

/**
 * PUT /{id}/limitescredito/{consultId}: the answers recorded (only the insurers named change), the
 * co-brokerage (replaced when sent) and the consult's own action (concluir / cancelar).
 */
export const consultUpdateBody = v.object({
  observacoes: v.optional(
    v.nullable(
      v.pipe(
        v.string('As observações devem ser um texto.'),
        v.trim(),
        v.maxLength(4000, 'As observações devem ter no máximo 4.000 caracteres.'),
      ),
    ),
  ),
  respostas: v.optional(
    v.pipe(
      v.array(answerBody),
      v.maxLength(100, 'No máximo 100 respostas.'),
      v.check(
        (list) => new Set(list.map((a) => a.seguradora_id)).size === list.length,
        'Uma seguradora foi respondida duas vezes.',
      ),
    ),
    [],
  ),
  cocorretagem: v.optional(coBrokerageBody),
  acao: v.optional(v.picklist(CREDIT_CONSULT_ACTION_IDS, 'Ação inválida: concluir ou cancelar.')),
});

/* ---------------------------------------------------------------- queries and params */

export const consultListQuery = v.object({
  ...pagedQuery(CREDIT_CONSULT_SORT).entries,
  seguradora_id: v.optional(uuid('Seguradora inválida.')),
  /** A consult with an answer in this (effective) state. */
  status: v.optional(v.picklist(CREDIT_ANSWER_STATUS_IDS, 'Situação inválida.')),
  situacao: v.optional(v.picklist(CREDIT_CONSULT_STATUS_IDS, 'Situação da consulta inválida.')),
  /** 'vigente': with an approved answer still valid; 'vencida': with one whose validity ended. */
  vigencia: v.optional(v.picklist(['vigente', 'vencida'], 'O filtro vigência deve ser vigente ou vencida.')),
});

export const historyQuery = v.object({
  seguradora_id: v.optional(uuid('Seguradora inválida.')),
});

export const followUpQuery = v.object({
  ...pagedQuery(CREDIT_FOLLOW_UP_SORT).entries,
  seguradora_id: v.optional(uuid('Seguradora inválida.')),
});

export const consultParams = v.object({ id: uuid(), consultId: uuid() });

export { CREDIT_CONSULT_SORT, CREDIT_FOLLOW_UP_SORT };

/* ---------------------------------------------------------------- answers (documentation) */

const answerStatus = v.object({ id: v.picklist(CREDIT_ANSWER_STATUS_IDS), nome: v.string() });
const consultStatus = v.object({ id: v.picklist(CREDIT_CONSULT_STATUS_IDS), nome: v.string() });

const answerEntries = {
  id: v.string(),
  seguradora: namedRef,
  status: answerStatus,
  limite_aprovado: v.nullable(v.number()),
  taxa_minima: v.nullable(v.number()),
  vigencia_inicio: v.nullable(v.string()),
  vigencia_fim: v.nullable(v.string()),
  estrutura_ccg: v.nullable(namedRef),
  tipo_regra_aprovacao: v.nullable(namedRef),
  tipo_regra_premio: v.nullable(namedRef),
  observacoes: v.nullable(v.string()),
  canal: v.string(),
  enviado_em: v.string(),
  respondido_em: v.nullable(v.string()),
  atualizado_em: v.string(),
};

export const creditAnswer = /*#__PURE__*/ v.object(answerEntries) satisfies v.GenericSchema<CreditAnswer>;

export const coBrokerage = /*#__PURE__*/ v.object({
  consulta_id: v.string(),
  grupo_economico: namedRef,
  ativo: v.boolean(),
  corretoras: v.array(
    v.object({
      corretora_id: v.nullable(v.string()),
      nome: v.nullable(v.string()),
      percentagem_participacao: v.number(),
    }),
  ),
}) satisfies v.GenericSchema<CoBrokerage>;

export const creditConsult = /*#__PURE__*/ v.object({
  id: v.string(),
  grupo_economico: namedRef,
  valor_solicitado: v.number(),
  status: consultStatus,
  antecessora_id: v.nullable(v.string()),
  observacoes: v.nullable(v.string()),
  documentos: v.array(
    v.object({
      id: v.string(),
      nome: v.string(),
      arquivo: v.object({ id: v.string(), nome: v.string(), url: v.string() }),
    }),
  ),
  respostas: v.array(creditAnswer),
  cocorretagem: coBrokerage,
  criado_por: v.nullable(namedRef),
  criado_em: v.string(),
  atualizado_em: v.string(),
  acoes: v.array(v.picklist(CREDIT_CONSULT_ACTION_IDS)),
}) satisfies v.GenericSchema<CreditConsult>;

export const creditConsultRow = /*#__PURE__*/ v.object({
  id: v.string(),
  valor_solicitado: v.number(),
  status: consultStatus,
  antecessora_id: v.nullable(v.string()),
  seguradoras: v.number(),
  aprovadas: v.number(),
  maior_limite_vigente: v.nullable(v.number()),
  criado_em: v.string(),
}) satisfies v.GenericSchema<CreditConsultRow>;

export const creditHistoryItem = /*#__PURE__*/ v.object({
  ...answerEntries,
  consulta_id: v.string(),
  valor_solicitado: v.number(),
  consulta_criada_em: v.string(),
}) satisfies v.GenericSchema<CreditHistoryItem>;

export const creditFollowUp = /*#__PURE__*/ v.object({
  resposta_id: v.string(),
  consulta_id: v.string(),
  grupo_economico: namedRef,
  seguradora: namedRef,
  status: answerStatus,
  enviado_em: v.string(),
  dias: v.number(),
}) satisfies v.GenericSchema<CreditFollowUp>;

export const creditConsultPage = /*#__PURE__*/ pagedOf(creditConsultRow);
export const creditFollowUpPage = /*#__PURE__*/ pagedOf(creditFollowUp);
