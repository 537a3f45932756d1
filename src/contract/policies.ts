import * as v from 'valibot';
import { calendarDate, moneyAmount, newRecordId, pagedQuery, suggestItem, uuid } from './common';
import type { SuggestItem } from './common';
import { EMISSION_TYPES, EMISSION_TYPE_IDS } from './guarantee-quotations';
import type { EmissionTypeId } from './guarantee-quotations';
import { ENDORSEMENT_SORT, POLICY_SORT } from './screens/policies';

/**
 * Policies (apólices) and their endorsements (endossos) on the wire (docs/policies.md). Money in reais
 * (number, 2 decimals), the commission in %, dates as aaaa-mm-dd.
 */

/** SPEC.md §3 "Policy view": vencida is derived from the current term end at read time. */
export const POLICY_SITUATIONS = [
  { id: 'vigente', nome: 'Vigente' },
  { id: 'vencida', nome: 'Vencida' },
  { id: 'cancelada', nome: 'Cancelada' },
  { id: 'em_endosso', nome: 'Em endosso' },
] as const;
export type PolicySituationId = (typeof POLICY_SITUATIONS)[number]['id'];
export const POLICY_SITUATION_IDS = POLICY_SITUATIONS.map((s) => s.id) as [
  PolicySituationId,
  ...PolicySituationId[],
];

export const ENDORSEMENT_TYPES = [
  { id: 'aumento_is', nome: 'Aumento de importância segurada' },
  { id: 'reducao_is', nome: 'Redução de importância segurada' },
  { id: 'prorrogacao', nome: 'Prorrogação de vigência' },
  { id: 'alteracao_cadastral', nome: 'Alteração de dados cadastrais' },
  { id: 'cancelamento', nome: 'Cancelamento' },
] as const;
export type EndorsementTypeId = (typeof ENDORSEMENT_TYPES)[number]['id'];
export const ENDORSEMENT_TYPE_IDS = ENDORSEMENT_TYPES.map((t) => t.id) as [
  EndorsementTypeId,
  ...EndorsementTypeId[],
];

export { ENDORSEMENT_SORT, POLICY_SORT };

export { EMISSION_TYPES };
export type { EmissionTypeId };

export const POLICY_MESSAGES = {
  validityOrder: 'O fim da vigência deve ser posterior ao início.',
  borrowerNotInGroup: 'O tomador não pertence ao grupo econômico escolhido.',
  subModalityMismatch: 'A sub-modalidade não pertence à modalidade escolhida.',
  processRequired: 'Esta sub-modalidade exige o número do processo.',
  processInvalid: 'Número do processo inválido (NNNNNNN-DD.AAAA.J.TR.OOOO).',
  numberTaken: 'Já existe uma apólice com este número nesta seguradora.',
  endorsementNumberTaken: 'Já existe um endosso com este número nesta apólice.',
  cancelled: 'A apólice está cancelada: não aceita novos endossos.',
  afterCancellation: 'Nenhum endosso pode ter efeito depois do cancelamento da apólice.',
  beforeStart: 'A data de efeito não pode ser anterior ao início da vigência da apólice.',
  reductionTooBig: 'A redução deixaria a importância segurada zerada ou negativa.',
  extensionNotLater: 'A nova data de fim de vigência deve ser posterior ao fim de vigência atual.',
  refundOnlyWithRefund: 'Informe o valor da restituição só quando houver restituição de prêmio.',
  quotationTaken: 'Esta cotação já tem uma apólice.',
} as const;

/* ---------------------------------------------------------------- wire types */

interface Ref {
  id: string;
  nome: string;
}

/** A policy as the list and the detail show it (SPEC.md §3 "Policy view" and more). */
export interface Policy {
  id: string;
  numero: string;
  cotacao: { id: string; numero: number } | null;
  seguradora: Ref;
  tomador: { id: string; nome_fantasia: string; grupo: Ref };
  modalidade: Ref;
  submodalidade: Ref;
  tipo_emissao: Ref;
  segurado: { tipo: 'PF' | 'PJ'; documento: string; nome: string } | null;
  /** As issued. */
  importancia_segurada: number;
  premio: number;
  comissao: number | null;
  emitida_em: string;
  vigencia_inicio: string;
  /** As issued. */
  vigencia_fim: string;
  /** After every endorsement. */
  importancia_atual: number;
  vigencia_fim_atual: string;
  cancelada_em: string | null;
  situacao: Ref & { id: PolicySituationId };
  processo: { numero: string; tribunal: Ref | null; unidade: Ref | null } | null;
  arquivo: { id: string; nome: string; url: string } | null;
  solicitada_por: Ref | null;
  atualizado_em: string;
}

export interface Endorsement {
  id: string;
  apolice_id: string;
  numero: string;
  tipo: Ref & { id: EndorsementTypeId };
  data_efeito: string;
  valor: number | null;
  nova_vigencia_fim: string | null;
  descricao: string | null;
  premio: number | null;
  motivo_cancelamento: Ref | null;
  com_restituicao: boolean | null;
  valor_restituicao: number | null;
  atualizado_em: string;
}

/** An endorsement on the policy page: the policy as it stands once it took effect. */
export interface EndorsementLine extends Endorsement {
  importancia_apos: number;
  vigencia_fim_apos: string;
}

/** GET /v1/garantia/apolices/{id}: the policy and its endorsements in effect order. */
export interface PolicyDetail extends Policy {
  endossos: EndorsementLine[];
}

/** A row of GET /v1/garantia/endossos. */
export interface EndorsementListItem extends Endorsement {
  apolice: { id: string; numero: string };
  tomador: { id: string; nome_fantasia: string };
  seguradora: Ref;
}

/** GET opcoes?submodalidade_id=: what the policy form asks for that sub-modality. */
export interface PolicyOptions {
  submodalidade_id: string;
  modalidade: Ref;
  processo: boolean;
  tipos_emissao: SuggestItem[];
}

/* ---------------------------------------------------------------- running values */

export interface PolicyBase {
  importancia_segurada: number;
  vigencia_inicio: string;
  vigencia_fim: string;
}

/** What the running computation needs of an endorsement (the stored row or the body). */
export interface EndorsementEffect {
  tipo: EndorsementTypeId;
  data_efeito: string;
  valor: number | null;
  nova_vigencia_fim: string | null;
}

export interface RunningState {
  importancia: number;
  vigencia_fim: string;
  cancelada_em: string | null;
}

export type Running =
  | { ok: true; steps: RunningState[]; atual: RunningState }
  | { ok: false; index: number; field: string; message: string };

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * The policy after each endorsement, in the given order (effect date, then creation): the server stores
 * the last state and refuses a chain that breaks a rule; the policy page shows each step.
 */
export function runEndorsements(base: PolicyBase, list: readonly EndorsementEffect[]): Running {
  let state: RunningState = {
    importancia: base.importancia_segurada,
    vigencia_fim: base.vigencia_fim,
    cancelada_em: null,
  };
  const steps: RunningState[] = [];
  for (const [index, e] of list.entries()) {
    if (state.cancelada_em !== null)
      return { ok: false, index, field: 'data_efeito', message: POLICY_MESSAGES.afterCancellation };
    if (e.data_efeito < base.vigencia_inicio)
      return { ok: false, index, field: 'data_efeito', message: POLICY_MESSAGES.beforeStart };
    switch (e.tipo) {
      case 'aumento_is':
        state = { ...state, importancia: cents(state.importancia + (e.valor ?? 0)) };
        break;
      case 'reducao_is': {
        const after = cents(state.importancia - (e.valor ?? 0));
        if (after <= 0) return { ok: false, index, field: 'valor', message: POLICY_MESSAGES.reductionTooBig };
        state = { ...state, importancia: after };
        break;
      }
      case 'prorrogacao':
        if (!e.nova_vigencia_fim || e.nova_vigencia_fim <= state.vigencia_fim)
          return { ok: false, index, field: 'nova_vigencia_fim', message: POLICY_MESSAGES.extensionNotLater };
        state = { ...state, vigencia_fim: e.nova_vigencia_fim };
        break;
      case 'cancelamento':
        state = { ...state, cancelada_em: e.data_efeito };
        break;
      case 'alteracao_cadastral':
        break;
    }
    steps.push(state);
  }
  return { ok: true, steps, atual: state };
}

/** Effect order: effect date, then creation instant (a new endorsement goes after those of its date). */
export function inEffectOrder<T extends { data_efeito: string; criado_em: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) =>
    a.data_efeito === b.data_efeito
      ? a.criado_em.localeCompare(b.criado_em)
      : a.data_efeito.localeCompare(b.data_efeito),
  );
}

/** The situation of a policy on `today` (aaaa-mm-dd); the server's SQL mirrors it. */
export function situationOf(
  p: { cancelada_em: string | null; vigencia_fim_atual: string; em_endosso?: boolean },
  today: string,
): PolicySituationId {
  if (p.cancelada_em !== null && p.cancelada_em <= today) return 'cancelada';
  if (p.em_endosso) return 'em_endosso';
  if (p.vigencia_fim_atual < today) return 'vencida';
  return 'vigente';
}

export const nameOfId = (list: readonly { id: string; nome: string }[], id: string): string =>
  list.find((i) => i.id === id)?.nome ?? id;

/* ---------------------------------------------------------------- bodies */

export const isoDate = (label: string) =>
  calendarDate(`${label}: data inválida (aaaa-mm-dd).`, `${label}: informe a data (aaaa-mm-dd).`);

export const optionalDate = (label: string) => v.optional(v.nullable(isoDate(label)), null);

export const optionalText = (label: string, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(`${label} deve ser um texto.`),
        v.trim(),
        v.maxLength(max, `${label} deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`),
        v.transform((t) => t || null),
      ),
    ),
    null,
  );

export const requiredText = (label: string, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`),
  );

export const optionalMoney = (label: string) => v.optional(v.nullable(moneyAmount(label)), null);

const digits = (s: string) => s.replace(/\D/g, '');

export const policyInsuredBody = v.pipe(
  v.object({
    tipo: v.picklist(['PF', 'PJ'], 'Tipo do segurado: PF ou PJ.'),
    documento: v.pipe(v.string('Informe o CPF ou CNPJ do segurado.'), v.transform(digits)),
    nome: v.pipe(requiredText('O nome do segurado', 200, 'Informe o nome do segurado.'), v.toUpperCase()),
  }),
  v.check(
    (s) => (s.tipo === 'PF' ? s.documento.length === 11 : s.documento.length === 14),
    'O documento do segurado deve ser um CPF (11 dígitos) para PF ou um CNPJ (14 dígitos) para PJ.',
  ),
);

export const policyEntries = {
  numero: v.pipe(requiredText('O número da apólice', 60, 'Informe o número da apólice.'), v.toUpperCase()),
  seguradora_id: uuid('Escolha a seguradora.'),
  grupo_economico_id: uuid('Escolha o grupo econômico.'),
  tomador_id: uuid('Escolha o tomador.'),
  modalidade_id: uuid('Escolha a modalidade.'),
  submodalidade_id: uuid('Escolha a sub-modalidade.'),
  tipo_emissao_id: v.picklist(EMISSION_TYPE_IDS, 'Escolha o tipo de emissão.'),
  segurado: v.optional(v.nullable(policyInsuredBody), null),
  importancia_segurada: moneyAmount('A importância segurada'),
  premio: moneyAmount('O prêmio'),
  comissao: v.optional(
    v.nullable(
      v.pipe(
        v.number('A comissão deve ser um número.'),
        v.minValue(0, 'A comissão deve estar entre 0% e 100%.'),
        v.maxValue(100, 'A comissão deve estar entre 0% e 100%.'),
        v.transform((n) => Math.round(n * 10_000) / 10_000),
      ),
    ),
    null,
  ),
  emitida_em: isoDate('Data de emissão'),
  vigencia_inicio: isoDate('Início da vigência'),
  vigencia_fim: isoDate('Fim da vigência'),
  processo: v.optional(
    v.nullable(
      v.object({
        numero: v.pipe(v.string(POLICY_MESSAGES.processInvalid), v.trim()),
        unidade_id: v.optional(v.nullable(uuid('Unidade judiciária inválida.')), null),
      }),
    ),
    null,
  ),
  arquivo_id: v.optional(v.nullable(uuid('Arquivo inválido.')), null),
};

const validityOrder = <T extends { vigencia_inicio: string; vigencia_fim: string }>() =>
  v.check<T, string>((p) => p.vigencia_fim > p.vigencia_inicio, POLICY_MESSAGES.validityOrder);

/** PUT {id}. */
export const policyBody = v.pipe(v.object(policyEntries), validityOrder());
/** POST /v1/garantia/apolices: a client-generated `id` makes a replayed create idempotent. */
export const createPolicyBody = v.pipe(v.object({ id: newRecordId, ...policyEntries }), validityOrder());
export type PolicyInput = v.InferInput<typeof policyBody>;
export type PolicyData = v.InferOutput<typeof policyBody>;

/** The data a policy issued from a quotation adds to the quotation's own (POST cotacoes/{id}/apolice). */
export interface PolicyFromQuotationData {
  id?: string | undefined;
  numero: string;
  emitida_em: string;
  vigencia_inicio: string;
  vigencia_fim: string;
  premio: number;
  comissao?: number | null | undefined;
  arquivo_id?: string | null | undefined;
}

export const endorsementEntries = {
  id: newRecordId,
  numero: v.pipe(requiredText('O número do endosso', 60, 'Informe o número do endosso.'), v.toUpperCase()),
  tipo_id: v.picklist(ENDORSEMENT_TYPE_IDS, 'Escolha o tipo de endosso.'),
  data_efeito: isoDate('Data de efeito'),
  valor: optionalMoney('O valor'),
  nova_vigencia_fim: optionalDate('Novo fim de vigência'),
  descricao: optionalText('A descrição', 4000),
  premio: optionalMoney('O prêmio do endosso'),
  motivo_cancelamento_id: v.optional(v.nullable(uuid('Motivo de cancelamento inválido.')), null),
  com_restituicao: v.optional(v.nullable(v.boolean('Restituição deve ser sim ou não.')), null),
  valor_restituicao: optionalMoney('O valor da restituição'),
};

/** Each type asks for its own fields: a field another type uses is refused, not silently dropped. */
const byType = v.pipe(
  v.object(endorsementEntries),
  v.forward(
    v.check(
      (e) => !(e.tipo_id === 'aumento_is' || e.tipo_id === 'reducao_is') || e.valor !== null,
      'Informe o valor da alteração da importância segurada.',
    ),
    ['valor'],
  ),
  v.forward(
    v.check(
      (e) => e.tipo_id !== 'prorrogacao' || e.nova_vigencia_fim !== null,
      'Informe o novo fim de vigência.',
    ),
    ['nova_vigencia_fim'],
  ),
  v.forward(
    v.check(
      (e) => e.tipo_id !== 'alteracao_cadastral' || e.descricao !== null,
      'Descreva os dados alterados.',
    ),
    ['descricao'],
  ),
  v.forward(
    v.check(
      (e) => e.tipo_id !== 'cancelamento' || e.motivo_cancelamento_id !== null,
      'Escolha o motivo do cancelamento.',
    ),
    ['motivo_cancelamento_id'],
  ),
  v.forward(
    v.check(
      (e) => e.valor_restituicao === null || e.com_restituicao === true,
      POLICY_MESSAGES.refundOnlyWithRefund,
    ),
    ['valor_restituicao'],
  ),
  v.transform((e) => ({
    ...e,
    valor: e.tipo_id === 'aumento_is' || e.tipo_id === 'reducao_is' ? e.valor : null,
    nova_vigencia_fim: e.tipo_id === 'prorrogacao' ? e.nova_vigencia_fim : null,
    motivo_cancelamento_id: e.tipo_id === 'cancelamento' ? e.motivo_cancelamento_id : null,
    com_restituicao: e.tipo_id === 'cancelamento' ? (e.com_restituicao ?? false) : null,
    valor_restituicao: e.tipo_id === 'cancelamento' ? e.valor_restituicao : null,
  })),
);

/** POST {id}/endossos and PUT {id}/endossos/{endosso} (the PUT ignores `id`). */
export const endorsementBody = byType;
export type EndorsementInput = v.InferInput<typeof endorsementBody>;
export type EndorsementData = v.InferOutput<typeof endorsementBody>;

/* ---------------------------------------------------------------- queries and params */

const optionalUuid = (message: string) => v.optional(uuid(message));

export const policyListQuery = v.object({
  ...pagedQuery(POLICY_SORT).entries,
  numero: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, 'Número de apólice inválido.'))),
  tomador_id: optionalUuid('Tomador inválido.'),
  grupo_economico_id: optionalUuid('Grupo econômico inválido.'),
  seguradora_id: optionalUuid('Seguradora inválida.'),
  modalidade_id: optionalUuid('Modalidade inválida.'),
  situacao: v.optional(v.picklist(POLICY_SITUATION_IDS, 'Situação inválida.')),
  vigencia_fim_de: v.optional(isoDate('Fim de vigência (de)')),
  vigencia_fim_ate: v.optional(isoDate('Fim de vigência (até)')),
  emitida_de: v.optional(isoDate('Emissão (de)')),
  emitida_ate: v.optional(isoDate('Emissão (até)')),
});
export type PolicyListQuery = v.InferOutput<typeof policyListQuery>;

export const endorsementListQuery = v.object({
  ...pagedQuery(ENDORSEMENT_SORT).entries,
  tipo: v.optional(v.picklist(ENDORSEMENT_TYPE_IDS, 'Tipo de endosso inválido.')),
  apolice_id: optionalUuid('Apólice inválida.'),
  seguradora_id: optionalUuid('Seguradora inválida.'),
  efeito_de: v.optional(isoDate('Data de efeito (de)')),
  efeito_ate: v.optional(isoDate('Data de efeito (até)')),
});
export type EndorsementListQuery = v.InferOutput<typeof endorsementListQuery>;

export const policyOptionsQuery = v.object({ submodalidade_id: uuid('Escolha a sub-modalidade.') });
export const endorsementParams = v.object({ id: uuid(), endosso: uuid('Endosso inválido.') });

/* ---------------------------------------------------------------- answers (documentation) */

const ref = v.object({ id: v.string(), nome: v.string() });

export const policyRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.string(),
  cotacao: v.nullable(v.object({ id: v.string(), numero: v.number() })),
  seguradora: ref,
  tomador: v.object({ id: v.string(), nome_fantasia: v.string(), grupo: ref }),
  modalidade: ref,
  submodalidade: ref,
  tipo_emissao: ref,
  segurado: v.nullable(v.object({ tipo: v.picklist(['PF', 'PJ']), documento: v.string(), nome: v.string() })),
  importancia_segurada: v.number(),
  premio: v.number(),
  comissao: v.nullable(v.number()),
  emitida_em: v.string(),
  vigencia_inicio: v.string(),
  vigencia_fim: v.string(),
  importancia_atual: v.number(),
  vigencia_fim_atual: v.string(),
  cancelada_em: v.nullable(v.string()),
  situacao: v.object({ id: v.picklist(POLICY_SITUATION_IDS), nome: v.string() }),
  processo: v.nullable(v.object({ numero: v.string(), tribunal: v.nullable(ref), unidade: v.nullable(ref) })),
  arquivo: v.nullable(v.object({ id: v.string(), nome: v.string(), url: v.string() })),
  solicitada_por: v.nullable(ref),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<Policy>;

const endorsementEntriesOut = {
  id: v.string(),
  apolice_id: v.string(),
  numero: v.string(),
  tipo: v.object({ id: v.picklist(ENDORSEMENT_TYPE_IDS), nome: v.string() }),
  data_efeito: v.string(),
  valor: v.nullable(v.number()),
  nova_vigencia_fim: v.nullable(v.string()),
  descricao: v.nullable(v.string()),
  premio: v.nullable(v.number()),
  motivo_cancelamento: v.nullable(ref),
  com_restituicao: v.nullable(v.boolean()),
  valor_restituicao: v.nullable(v.number()),
  atualizado_em: v.string(),
};

export const endorsementRecord = /*#__PURE__*/ v.object(
  endorsementEntriesOut,
) satisfies v.GenericSchema<Endorsement>;

export const policyDetailRecord = /*#__PURE__*/ v.object({
  ...policyRecord.entries,
  endossos: v.array(
    v.object({ ...endorsementEntriesOut, importancia_apos: v.number(), vigencia_fim_apos: v.string() }),
  ),
}) satisfies v.GenericSchema<PolicyDetail>;

export const endorsementListItemRecord = /*#__PURE__*/ v.object({
  ...endorsementEntriesOut,
  apolice: v.object({ id: v.string(), numero: v.string() }),
  tomador: v.object({ id: v.string(), nome_fantasia: v.string() }),
  seguradora: ref,
}) satisfies v.GenericSchema<EndorsementListItem>;

/** GET {id}/edicao: the policy as the body of its PUT (ids, not names). */
export interface PolicyEdit {
  id: string;
  numero: string;
  seguradora_id: string;
  grupo_economico_id: string;
  tomador_id: string;
  modalidade_id: string;
  submodalidade_id: string;
  tipo_emissao_id: EmissionTypeId;
  segurado: { tipo: 'PF' | 'PJ'; documento: string; nome: string } | null;
  importancia_segurada: number;
  premio: number;
  comissao: number | null;
  emitida_em: string;
  vigencia_inicio: string;
  vigencia_fim: string;
  processo: { numero: string; unidade_id: string | null } | null;
  arquivo_id: string | null;
}

export const policyEditRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.string(),
  seguradora_id: v.string(),
  grupo_economico_id: v.string(),
  tomador_id: v.string(),
  modalidade_id: v.string(),
  submodalidade_id: v.string(),
  tipo_emissao_id: v.picklist(EMISSION_TYPE_IDS),
  segurado: v.nullable(v.object({ tipo: v.picklist(['PF', 'PJ']), documento: v.string(), nome: v.string() })),
  importancia_segurada: v.number(),
  premio: v.number(),
  comissao: v.nullable(v.number()),
  emitida_em: v.string(),
  vigencia_inicio: v.string(),
  vigencia_fim: v.string(),
  processo: v.nullable(v.object({ numero: v.string(), unidade_id: v.nullable(v.string()) })),
  arquivo_id: v.nullable(v.string()),
}) satisfies v.GenericSchema<PolicyEdit>;

export const policyOptionsRecord = /*#__PURE__*/ v.object({
  submodalidade_id: v.string(),
  modalidade: ref,
  processo: v.boolean(),
  tipos_emissao: v.array(suggestItem),
}) satisfies v.GenericSchema<PolicyOptions>;

export const suggestList = /*#__PURE__*/ v.array(suggestItem);
