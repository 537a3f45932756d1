import * as v from 'valibot';
import { calendarDate, moneyAmount, namedRef, newRecordId, pagedOf, pagedQuery, uuid } from './common';
import {
  QUOTATION_SITUATION_IDS,
  QUOTATION_SORT,
  QUOTATION_STAGE_IDS,
  QUOTATION_STATUS_IDS,
  CRITIQUE_FOLLOW_UP_SORT,
} from './screens/quotations';

export { QUOTATION_SITUATION_IDS, QUOTATION_SORT, QUOTATION_STAGE_IDS, QUOTATION_STATUS_IDS };
export { CRITIQUE_FOLLOW_UP_SORT };

/**
 * Guarantee (surety-bond) quotations, /v1/garantia/cotacoes (SPEC.md §2, §3, §4, §7). A
 * quotation names a borrower (tomador) of an economic group, a sub-modality and the insured; it asks
 * several insurers for costs (one cost line per insurer), one insurer is chosen, its draft contract
 * (minuta) is approved and the policy (apólice) issued. Money in reais (number, 2 decimals), rates in %
 * (up to 4 decimals), dates 'aaaa-mm-dd'. docs/guarantee-quotations.md tells the decisions.
 */

/* ---------------------------------------------------------------- fixed lists */

/** The stages of SPEC.md §4, in order; each is one step of the step bar. */
export const QUOTATION_STAGES = [
  { id: 'dados_processo', nome: 'Dados do processo' },
  { id: 'aguardando_cotacao', nome: 'Cotação com as seguradoras' },
  { id: 'solicitar_minuta', nome: 'Minuta' },
  { id: 'aprovacao_minuta', nome: 'Aprovação da minuta' },
  { id: 'emissao_apolice', nome: 'Emissão da apólice' },
  { id: 'apolice_emitida', nome: 'Apólice emitida' },
] as const;
export type QuotationStageId = (typeof QUOTATION_STAGE_IDS)[number];

export const QUOTATION_STATUSES = [
  { id: 'em_andamento', nome: 'Em andamento' },
  { id: 'cancelada', nome: 'Cancelada' },
] as const;
export type QuotationStatusId = (typeof QUOTATION_STATUS_IDS)[number];

/** The situation the list shows: one label per stage and draft state (SPEC.md §4 'example list statuses'). */
export const QUOTATION_SITUATIONS = [
  { id: 'em_preenchimento', nome: 'Em preenchimento' },
  { id: 'aguardando_cotacao', nome: 'Aguardando cotação' },
  { id: 'aguardando_emissao_minuta', nome: 'Aguardando emissão da minuta' },
  { id: 'minuta_emitida', nome: 'Minuta emitida' },
  { id: 'aguardando_aprovacao', nome: 'Aguardando aprovação' },
  { id: 'aguardando_emissao_apolice', nome: 'Aguardando emissão da apólice' },
  { id: 'apolice_emitida', nome: 'Apólice emitida' },
  { id: 'cancelada', nome: 'Cancelada' },
] as const;
export type QuotationSituationId = (typeof QUOTATION_SITUATION_IDS)[number];

/** One insurer's cost line. */
export const COST_STATES = [
  { id: 'aguardando', nome: 'Aguardando custos' },
  { id: 'cotado', nome: 'Cotado' },
  { id: 'declinado', nome: 'Declinado' },
  { id: 'escolhido', nome: 'Escolhido' },
] as const;
export type CostStateId = (typeof COST_STATES)[number]['id'];

/** The draft contract (minuta) of the chosen insurer. */
export const DRAFT_STATES = [
  { id: 'solicitada', nome: 'Solicitada à seguradora' },
  { id: 'emitida', nome: 'Emitida' },
  { id: 'aguardando_aprovacao', nome: 'Aguardando aprovação do tomador' },
  { id: 'aprovada', nome: 'Aprovada' },
  { id: 'recusada', nome: 'Recusada' },
  { id: 'removida', nome: 'Removida' },
  { id: 'declinada', nome: 'Declinada pela seguradora' },
] as const;
export type DraftStateId = (typeof DRAFT_STATES)[number]['id'];

export const CRITIQUE_STATES = [
  { id: 'aberta', nome: 'Aberta' },
  { id: 'regularizada', nome: 'Regularizada' },
] as const;
export type CritiqueStateId = (typeof CRITIQUE_STATES)[number]['id'];

/** Step states of the step bar (SPEC.md §4). */
export const STEP_STATES = ['nao_realizado', 'em_realizacao', 'realizado', 'cancelado'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** Tipos de emissão (GET /v1/garantia/apolices/tiposemissao/suggest; the quotation form's choice). */
export const EMISSION_TYPES = [
  { id: 'nova', nome: 'Apólice nova' },
  { id: 'renovacao', nome: 'Renovação' },
  { id: 'substituicao', nome: 'Substituição de garantia (congênere)' },
] as const;
export type EmissionTypeId = (typeof EMISSION_TYPES)[number]['id'];
export const EMISSION_TYPE_IDS = EMISSION_TYPES.map((t) => t.id) as [EmissionTypeId, ...EmissionTypeId[]];

/** Tipos de recurso of appeal bonds (GET /v1/garantia/recursal/tiposrecurso/suggest). */
export const APPEAL_TYPES = [
  { id: 'recurso_ordinario', nome: 'Recurso ordinário' },
  { id: 'recurso_revista', nome: 'Recurso de revista' },
  { id: 'agravo_instrumento', nome: 'Agravo de instrumento' },
  { id: 'embargos_tst', nome: 'Embargos ao TST' },
  { id: 'recurso_extraordinario', nome: 'Recurso extraordinário' },
] as const;
export type AppealTypeId = (typeof APPEAL_TYPES)[number]['id'];
export const APPEAL_TYPE_IDS = APPEAL_TYPES.map((t) => t.id) as [AppealTypeId, ...AppealTypeId[]];

/** SPEC.md §9: the appeal bond adds this percent to the deposit value by default. */
export const DEFAULT_APPEAL_PERCENT = 30;

export const nameOf = (list: readonly { id: string; nome: string }[], id: string): string =>
  list.find((x) => x.id === id)?.nome ?? id;

export const QUOTATION_MESSAGES = {
  justificationRequired: 'Informe a justificativa do cancelamento.',
  validityOrder: 'O fim da vigência deve ser posterior ao início.',
  processRequired: 'Esta sub-modalidade exige o número do processo.',
  appealRequired: 'Esta sub-modalidade exige o valor do recurso.',
  processInvalid: 'Número de processo inválido: use o formato NNNNNNN-DD.AAAA.J.TR.OOOO.',
  subModalityNotAllowed: 'Você não tem permissão para cotar esta sub-modalidade.',
  subModalityMismatch: 'A sub-modalidade não pertence à modalidade escolhida.',
  borrowerNotInGroup: 'O tomador não pertence ao grupo econômico escolhido.',
  noInsurers:
    'Nenhuma seguradora aceita esta sub-modalidade com limite de crédito vigente: escolha as seguradoras.',
  insurerMissing: 'Seguradora não encontrada ou inativa.',
  insurerNotInQuotation: 'Esta seguradora não faz parte da cotação.',
  costMissing: 'Registre os custos desta seguradora antes de escolhê-la.',
  openCritique: 'há crítica aberta: regularize-a antes',
  limitOverride:
    'O limite disponível desta seguradora é menor que a importância segurada: escreva a justificativa para seguir assim.',
  notChosenInsurer: 'Esta seguradora não é a escolhida na cotação.',
  fileMissing: 'Arquivo não encontrado: envie o arquivo de novo.',
  reasonRequired: 'Informe o motivo.',
  noEmailAddresses: 'Nenhuma seguradora da cotação tem e-mail cadastrado.',
  critiqueClosed: 'Esta crítica já foi regularizada.',
  groupOutsideWallet: 'Você só pode cotar para grupos econômicos da sua carteira.',
} as const;

/* ---------------------------------------------------------------- wire types */

export interface Ref {
  id: string;
  nome: string;
}

export interface Insured {
  tipo: 'PF' | 'PJ';
  documento: string;
  nome: string;
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  uf: string | null;
  cidade: string | null;
  bairro: string | null;
}

export interface CourtCase {
  /** Display format NNNNNNN-DD.AAAA.J.TR.OOOO. */
  numero: string;
  tribunal: Ref | null;
  /** Null stands for 'NÃO SE APLICA'. */
  unidade: Ref | null;
}

export interface Appeal {
  tipo: Ref | null;
  /** The deposit value the appeal bond replaces. */
  valor: number;
  percentual: number;
}

/** The credit limit an insurer holds for the group and what is left of it. */
export interface LimitUse {
  aprovado: number;
  utilizado: number;
  disponivel: number;
  taxa_minima: number | null;
  estrutura_ccg: Ref | null;
  vigencia_fim: string | null;
}

export interface CostLine {
  id: string;
  seguradora: Ref;
  status: { id: CostStateId; nome: string };
  premio: number | null;
  taxa: number | null;
  importancia_segurada: number | null;
  comissao: number | null;
  validade: string | null;
  observacoes: string | null;
  motivo_declinio: string | null;
  /** Why it was chosen over an insufficient limit (audited). */
  justificativa_limite: string | null;
  atualizado_em: string;
}

export interface FileRef {
  id: string;
  nome: string;
  url: string;
}

export interface Draft {
  id: string;
  seguradora: Ref;
  status: { id: DraftStateId; nome: string };
  arquivo: FileRef | null;
  solicitada_em: string | null;
  emitida_em: string | null;
  aprovacao_solicitada_em: string | null;
  decidida_em: string | null;
  motivo: string | null;
}

export interface IssuedPolicy {
  id: string;
  numero: string;
  seguradora: Ref;
  emitida_em: string;
  vigencia_inicio: string;
  vigencia_fim: string;
  premio: number;
  importancia_segurada: number;
  arquivo: FileRef | null;
}

export interface Critique {
  id: string;
  cotacao_id: string;
  texto: string;
  status: { id: CritiqueStateId; nome: string };
  autor: Ref | null;
  criado_em: string;
  reenvios: number;
  reenviada_em: string | null;
  regularizada_em: string | null;
  regularizada_por: Ref | null;
  resolucao: string | null;
}

export interface Quotation {
  id: string;
  numero: number;
  status: { id: QuotationStatusId; nome: string };
  etapa: { id: QuotationStageId; nome: string };
  situacao: { id: QuotationSituationId; nome: string };
  grupo_economico: Ref;
  tomador: { id: string; nome_fantasia: string; cnpj: string };
  modalidade: Ref;
  submodalidade: Ref;
  tipo_emissao: Ref;
  segurado: Insured;
  importancia_segurada: number;
  vigencia_inicio: string;
  vigencia_fim: string;
  recurso: Appeal | null;
  processo: CourtCase | null;
  /** Rich text (HTML), sanitised by the server. */
  objeto: string | null;
  /** The chosen insurer. */
  seguradora: Ref | null;
  custos: CostLine[];
  minuta: Draft | null;
  apolice: IssuedPolicy | null;
  criticas_abertas: number;
  /** The chosen cost's validity, else the earliest validity of the quoted costs. */
  expira_em: string | null;
  justificativa_cancelamento: string | null;
  responsavel: Ref | null;
  criado_em: string;
  atualizado_em: string;
  /** The workflow's actions allowed now, guards applied (the buttons): as in GET {id}/status. */
  acoes: string[];
}

/** One row of GET /v1/garantia/cotacoes (list and CSV). */
export interface QuotationRow {
  id: string;
  numero: number;
  tomador: { id: string; nome_fantasia: string };
  grupo_economico: Ref;
  modalidade: Ref;
  submodalidade: Ref;
  seguradora: Ref | null;
  status: { id: QuotationStatusId; nome: string };
  etapa: { id: QuotationStageId; nome: string };
  situacao: { id: QuotationSituationId; nome: string };
  importancia_segurada: number;
  vigencia_fim: string;
  responsavel: Ref | null;
  criticas_abertas: number;
  criado_em: string;
}

export interface Step {
  id: QuotationStageId;
  nome: string;
  numero: number;
  estado: StepState;
}

/** GET {id}/status: what the step bar and the header show. */
export interface QuotationStatusView {
  id: string;
  numero: number;
  status: { id: QuotationStatusId; nome: string };
  etapa: { id: QuotationStageId; nome: string };
  passos: Step[];
  tem_minuta: boolean;
  tem_apolice: boolean;
  /** The workflow's actions allowed now (the buttons). */
  acoes: string[];
}

/** GET opcoes?submodalidade_id=: which blocks the form shows. */
export interface QuotationOptions {
  submodalidade_id: string;
  processo: boolean;
  recurso: boolean;
  tipos_emissao: Ref[];
  percentual_recurso_padrao: number;
}

/** GET {id}/comparativo: the insurers side by side. */
export interface ComparisonRow {
  seguradora: Ref;
  custo: CostLine | null;
  limite: LimitUse | null;
  /** The available limit covers the insured amount. */
  limite_suficiente: boolean;
  /** The cheapest quoted, valid cost. */
  mais_barata: boolean;
}

/** GET criticas/acompanhar: an open critique and its quotation. */
export interface CritiqueFollowUp extends Critique {
  cotacao_numero: number;
  tomador: { id: string; nome_fantasia: string };
  dias: number;
}

/** GET {id}/logs and {id}/historicoacoes: one audited action, in words. */
export interface QuotationLog {
  id: string;
  acao: string;
  descricao: string;
  usuario: Ref;
  criado_em: string;
  alteracoes: { campo: string; antes: unknown; depois: unknown }[];
}

/* ---------------------------------------------------------------- bodies */

const money = moneyAmount;

const percent = (label: string) =>
  v.pipe(
    v.number(`${label} deve ser um número.`),
    v.minValue(0, `${label} deve estar entre 0% e 100%.`),
    v.maxValue(100, `${label} deve estar entre 0% e 100%.`),
    v.transform((n) => Math.round(n * 10_000) / 10_000),
  );

const isoDate = (label: string) =>
  calendarDate(`${label}: data inválida (aaaa-mm-dd).`, `${label}: informe a data (aaaa-mm-dd).`);

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} deve ser um texto.`),
    v.trim(),
    v.maxLength(max, `${label} deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres.`),
  );

const optionalText = (label: string, max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        text(label, max),
        v.transform((t) => t || null),
      ),
    ),
    null,
  );

const requiredText = (label: string, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `${label} deve ter no máximo ${max} caracteres.`),
  );

const digits = (s: string) => s.replace(/\D/g, '');

export const insuredBody = v.pipe(
  v.object({
    tipo: v.picklist(['PF', 'PJ'], 'Tipo do segurado: PF ou PJ.'),
    documento: v.pipe(v.string('Informe o CPF ou CNPJ do segurado.'), v.transform(digits)),
    nome: requiredText('O nome do segurado', 200, 'Informe o nome do segurado.'),
    cep: v.optional(
      v.nullable(
        v.pipe(
          v.string('CEP inválido.'),
          v.transform(digits),
          v.check((c) => c === '' || c.length === 8, 'O CEP deve ter 8 dígitos.'),
          v.transform((c) => c || null),
        ),
      ),
      null,
    ),
    logradouro: optionalText('O logradouro', 200),
    numero: optionalText('O número', 20),
    complemento: optionalText('O complemento', 100),
    uf: v.optional(
      v.nullable(
        v.pipe(
          v.string('UF inválida.'),
          v.trim(),
          v.toUpperCase(),
          v.check((u) => u === '' || /^[A-Z]{2}$/.test(u), 'UF inválida.'),
          v.transform((u) => u || null),
        ),
      ),
      null,
    ),
    cidade: optionalText('A cidade', 100),
    bairro: optionalText('O bairro', 100),
  }),
  v.check(
    (s) => (s.tipo === 'PF' ? s.documento.length === 11 : s.documento.length === 14),
    'O documento do segurado deve ser um CPF (11 dígitos) para PF ou um CNPJ (14 dígitos) para PJ.',
  ),
);

/** The editable data of a quotation (POST without `id`, PUT {id}). */
export const quotationEntries = {
  grupo_economico_id: uuid('Escolha o grupo econômico.'),
  tomador_id: uuid('Escolha o tomador.'),
  modalidade_id: uuid('Escolha a modalidade.'),
  submodalidade_id: uuid('Escolha a sub-modalidade.'),
  tipo_emissao_id: v.picklist(EMISSION_TYPE_IDS, 'Escolha o tipo de emissão.'),
  segurado: insuredBody,
  importancia_segurada: money('A importância segurada'),
  vigencia_inicio: isoDate('Início da vigência'),
  vigencia_fim: isoDate('Fim da vigência'),
  recurso: v.optional(
    v.nullable(
      v.object({
        tipo_id: v.optional(v.nullable(v.picklist(APPEAL_TYPE_IDS, 'Tipo de recurso inválido.')), null),
        valor: money('O valor do recurso'),
        percentual: v.optional(percent('O percentual do recurso'), DEFAULT_APPEAL_PERCENT),
      }),
    ),
    null,
  ),
  processo: v.optional(
    v.nullable(
      v.object({
        numero: v.pipe(v.string(QUOTATION_MESSAGES.processInvalid), v.trim()),
        unidade_id: v.optional(v.nullable(uuid('Unidade judiciária inválida.')), null),
      }),
    ),
    null,
  ),
  objeto: v.optional(v.nullable(text('O objeto', 20_000)), null),
};

const validityOrder = <T extends { vigencia_inicio: string; vigencia_fim: string }>() =>
  v.check<T, string>((q) => q.vigencia_fim > q.vigencia_inicio, QUOTATION_MESSAGES.validityOrder);

export const quotationBody = v.pipe(v.object(quotationEntries), validityOrder());
export const createQuotationBody = v.pipe(
  v.object({ id: newRecordId, ...quotationEntries }),
  validityOrder(),
);
export type QuotationInput = v.InferInput<typeof createQuotationBody>;
export type QuotationData = v.InferOutput<typeof quotationBody>;

/** PUT {id}/gerarcotacao: without `seguradora_ids`, those that accept the sub-modality and hold a valid limit. */
export const generateBody = v.object({
  seguradora_ids: v.optional(
    v.pipe(
      v.array(uuid('Seguradora inválida.')),
      v.maxLength(50, 'No máximo 50 seguradoras numa cotação.'),
      v.check((ids) => new Set(ids).size === ids.length, 'Uma seguradora foi escolhida duas vezes.'),
    ),
  ),
});

/** PUT {id}/seguradora/{seg}/custos. */
export const costBody = v.object({
  premio: money('O prêmio'),
  taxa: percent('A taxa'),
  importancia_segurada: v.optional(v.nullable(money('A importância segurada')), null),
  comissao: v.optional(v.nullable(percent('A comissão')), null),
  validade: v.optional(v.nullable(isoDate('Validade da cotação')), null),
  observacoes: optionalText('As observações', 4000),
});

/** A reason that may be empty (declinar). */
export const optionalReasonBody = v.object({ motivo: optionalText('O motivo', 2000) });
/** A reason that must be given (recusar a minuta). */
export const reasonBody = v.object({
  motivo: requiredText('O motivo', 2000, QUOTATION_MESSAGES.reasonRequired),
});

/** PUT .../formalizarcotacaosolicitarminuta: the override reason when the limit is short. */
export const chooseBody = v.object({ justificativa_limite: optionalText('A justificativa', 2000) });

/** POST {id}/minuta: the file went first through POST /arquivos/upload (field `arquivo`). */
export const draftBody = v.object({ arquivo_id: uuid('Envie o arquivo da minuta.') });

/** POST {id}/apolice. */
export const policyBody = v.pipe(
  v.object({
    id: newRecordId,
    numero: requiredText('O número da apólice', 60, 'Informe o número da apólice.'),
    emitida_em: isoDate('Data de emissão'),
    vigencia_inicio: isoDate('Início da vigência'),
    vigencia_fim: isoDate('Fim da vigência'),
    premio: money('O prêmio'),
    arquivo_id: v.optional(v.nullable(uuid('Arquivo inválido.')), null),
  }),
  validityOrder(),
);

/** PUT {id}/cancelar. */
export const cancelBody = v.object({
  justificativa: requiredText('A justificativa', 2000, QUOTATION_MESSAGES.justificationRequired),
});

/** POST {id}/criticas. */
export const critiqueBody = v.object({
  id: newRecordId,
  texto: requiredText('A crítica', 4000, 'Escreva a crítica.'),
});
/** PUT {id}/criticas/{critica}/regularizar. */
export const critiqueResolveBody = v.object({ resolucao: optionalText('A resolução', 4000) });

/** POST /v1/garantia/emails/{id}/email/enviar: without `seguradora_ids`, every insurer with a cost line. */
export const emailBody = v.object({
  seguradora_ids: v.optional(v.array(uuid('Seguradora inválida.'))),
  mensagem: optionalText('A mensagem', 4000),
});

/* ---------------------------------------------------------------- queries and params */

export const quotationListQuery = v.object({
  ...pagedQuery(QUOTATION_SORT).entries,
  numero: v.optional(
    v.pipe(
      v.unknown(),
      v.transform(Number),
      v.integer('O número da cotação deve ser um número inteiro.'),
      v.minValue(1, 'O número da cotação deve ser maior que zero.'),
      v.maxValue(2_000_000_000, 'Número de cotação inválido.'),
    ),
  ),
  tomador_id: v.optional(uuid('Tomador inválido.')),
  grupo_economico_id: v.optional(uuid('Grupo econômico inválido.')),
  seguradora_id: v.optional(uuid('Seguradora inválida.')),
  modalidade_id: v.optional(uuid('Modalidade inválida.')),
  status: v.optional(v.picklist(QUOTATION_STATUS_IDS, 'Situação inválida.')),
  etapa: v.optional(v.picklist(QUOTATION_STAGE_IDS, 'Etapa inválida.')),
  situacao: v.optional(v.picklist(QUOTATION_SITUATION_IDS, 'Situação inválida.')),
  responsavel_id: v.optional(uuid('Responsável inválido.')),
  criado_de: v.optional(isoDate('Período (de)')),
  criado_ate: v.optional(isoDate('Período (até)')),
});
export type QuotationListQuery = v.InferOutput<typeof quotationListQuery>;

export const critiqueFollowUpQuery = v.object({ ...pagedQuery(CRITIQUE_FOLLOW_UP_SORT).entries });

export const optionsQuery = v.object({ submodalidade_id: uuid('Escolha a sub-modalidade.') });

export const quotationParams = v.object({ id: uuid() });
export const insurerParams = v.object({ id: uuid(), seg: uuid('Seguradora inválida.') });
export const critiqueParams = v.object({ id: uuid(), critica: uuid('Crítica inválida.') });

/* ---------------------------------------------------------------- pure rules (client and server) */

/** 'COT-000123'. */
export const formatQuotationNumber = (numero: number): string => `COT-${String(numero).padStart(6, '0')}`;

/**
 * The step states as stored: before the stage, done; the stage itself, in progress (done once the
 * policy is issued); after it, not done. `canceladas` are the steps whose last attempt was undone (a
 * refused draft cancels 'aprovacao_minuta'); a cancelled quotation cancels its stage and every later one.
 */
export function stepStates(
  etapa: QuotationStageId,
  status: QuotationStatusId,
  canceladas: readonly string[] = [],
): Step[] {
  const current = QUOTATION_STAGES.findIndex((s) => s.id === etapa);
  return QUOTATION_STAGES.map((s, i) => {
    let estado: StepState;
    if (status === 'cancelada' && i >= current) estado = 'cancelado';
    else if (i < current) estado = 'realizado';
    else if (i === current) estado = s.id === 'apolice_emitida' ? 'realizado' : 'em_realizacao';
    else estado = canceladas.includes(s.id) ? 'cancelado' : 'nao_realizado';
    if (i < current && canceladas.includes(s.id) && status !== 'cancelada') estado = 'cancelado';
    return { id: s.id, nome: s.nome, numero: i + 1, estado };
  });
}

/**
 * What the step bar shows (SPEC.md §4): a cancelled step that comes before the first not-done step
 * (nao_realizado or em_realizacao) is displayed as done.
 */
export function displayedSteps(steps: readonly Step[]): Step[] {
  const firstOpen = steps.findIndex((s) => s.estado === 'nao_realizado' || s.estado === 'em_realizacao');
  return steps.map((s, i) =>
    s.estado === 'cancelado' && firstOpen !== -1 && i < firstOpen ? { ...s, estado: 'realizado' } : s,
  );
}

/** The header's links (SPEC.md §4). */
export function headerLinks(q: {
  status: QuotationStatusId;
  etapa: QuotationStageId;
  tem_minuta: boolean;
  tem_apolice: boolean;
}): { historico: boolean; resumo: boolean } {
  return {
    historico: !(q.status === 'em_andamento' && !q.tem_minuta && !q.tem_apolice),
    resumo: !(q.etapa === 'dados_processo' && !q.tem_minuta && q.status !== 'cancelada'),
  };
}

/** The appeal bond's insured amount: the deposit plus its percent (SPEC.md §9, default 30%). */
export const appealInsuredAmount = (valor: number, percentual = DEFAULT_APPEAL_PERCENT): number =>
  Math.round(valor * (100 + percentual)) / 100;

/** The list's situation label of a quotation. */
export function situationOf(
  status: QuotationStatusId,
  etapa: QuotationStageId,
  draft: DraftStateId | null,
): QuotationSituationId {
  if (status === 'cancelada') return 'cancelada';
  switch (etapa) {
    case 'dados_processo':
      return 'em_preenchimento';
    case 'aguardando_cotacao':
      return 'aguardando_cotacao';
    case 'solicitar_minuta':
      return 'aguardando_emissao_minuta';
    case 'aprovacao_minuta':
      return draft === 'aguardando_aprovacao' ? 'aguardando_aprovacao' : 'minuta_emitida';
    case 'emissao_apolice':
      return 'aguardando_emissao_apolice';
    case 'apolice_emitida':
      return 'apolice_emitida';
  }
}

/* ---------------------------------------------------------------- answers (documentation) */

const stateOf = <T extends readonly [string, ...string[]]>(ids: T) =>
  v.object({ id: v.picklist(ids), nome: v.string() });
const COST_STATE_IDS = COST_STATES.map((s) => s.id) as [CostStateId, ...CostStateId[]];
const DRAFT_STATE_IDS = DRAFT_STATES.map((s) => s.id) as [DraftStateId, ...DraftStateId[]];
const CRITIQUE_STATE_IDS = CRITIQUE_STATES.map((s) => s.id) as [CritiqueStateId, ...CritiqueStateId[]];
const fileRef = v.object({ id: v.string(), nome: v.string(), url: v.string() });
const takerRef = v.object({ id: v.string(), nome_fantasia: v.string() });

export const costLine = /*#__PURE__*/ v.object({
  id: v.string(),
  seguradora: namedRef,
  status: stateOf(COST_STATE_IDS),
  premio: v.nullable(v.number()),
  taxa: v.nullable(v.number()),
  importancia_segurada: v.nullable(v.number()),
  comissao: v.nullable(v.number()),
  validade: v.nullable(v.string()),
  observacoes: v.nullable(v.string()),
  motivo_declinio: v.nullable(v.string()),
  justificativa_limite: v.nullable(v.string()),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<CostLine>;

export const draftRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  seguradora: namedRef,
  status: stateOf(DRAFT_STATE_IDS),
  arquivo: v.nullable(fileRef),
  solicitada_em: v.nullable(v.string()),
  emitida_em: v.nullable(v.string()),
  aprovacao_solicitada_em: v.nullable(v.string()),
  decidida_em: v.nullable(v.string()),
  motivo: v.nullable(v.string()),
}) satisfies v.GenericSchema<Draft>;

export const policyRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.string(),
  seguradora: namedRef,
  emitida_em: v.string(),
  vigencia_inicio: v.string(),
  vigencia_fim: v.string(),
  premio: v.number(),
  importancia_segurada: v.number(),
  arquivo: v.nullable(fileRef),
}) satisfies v.GenericSchema<IssuedPolicy>;

const critiqueEntries = {
  id: v.string(),
  cotacao_id: v.string(),
  texto: v.string(),
  status: stateOf(CRITIQUE_STATE_IDS),
  autor: v.nullable(namedRef),
  criado_em: v.string(),
  reenvios: v.number(),
  reenviada_em: v.nullable(v.string()),
  regularizada_em: v.nullable(v.string()),
  regularizada_por: v.nullable(namedRef),
  resolucao: v.nullable(v.string()),
};
export const critiqueRecord = /*#__PURE__*/ v.object(critiqueEntries) satisfies v.GenericSchema<Critique>;

export const critiqueFollowUp = /*#__PURE__*/ v.object({
  ...critiqueEntries,
  cotacao_numero: v.number(),
  tomador: takerRef,
  dias: v.number(),
}) satisfies v.GenericSchema<CritiqueFollowUp>;

const statusRef = stateOf(QUOTATION_STATUS_IDS);
const stageRef = stateOf(QUOTATION_STAGE_IDS);
const situationRef = stateOf(QUOTATION_SITUATION_IDS);

export const quotationRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.number(),
  status: statusRef,
  etapa: stageRef,
  situacao: situationRef,
  grupo_economico: namedRef,
  tomador: v.object({ id: v.string(), nome_fantasia: v.string(), cnpj: v.string() }),
  modalidade: namedRef,
  submodalidade: namedRef,
  tipo_emissao: namedRef,
  segurado: v.object({
    tipo: v.picklist(['PF', 'PJ']),
    documento: v.string(),
    nome: v.string(),
    cep: v.nullable(v.string()),
    logradouro: v.nullable(v.string()),
    numero: v.nullable(v.string()),
    complemento: v.nullable(v.string()),
    uf: v.nullable(v.string()),
    cidade: v.nullable(v.string()),
    bairro: v.nullable(v.string()),
  }),
  importancia_segurada: v.number(),
  vigencia_inicio: v.string(),
  vigencia_fim: v.string(),
  recurso: v.nullable(v.object({ tipo: v.nullable(namedRef), valor: v.number(), percentual: v.number() })),
  processo: v.nullable(
    v.object({ numero: v.string(), tribunal: v.nullable(namedRef), unidade: v.nullable(namedRef) }),
  ),
  objeto: v.nullable(v.string()),
  seguradora: v.nullable(namedRef),
  custos: v.array(costLine),
  minuta: v.nullable(draftRecord),
  apolice: v.nullable(policyRecord),
  criticas_abertas: v.number(),
  expira_em: v.nullable(v.string()),
  justificativa_cancelamento: v.nullable(v.string()),
  responsavel: v.nullable(namedRef),
  criado_em: v.string(),
  atualizado_em: v.string(),
  acoes: v.array(v.string()),
}) satisfies v.GenericSchema<Quotation>;

export const quotationRow = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.number(),
  tomador: takerRef,
  grupo_economico: namedRef,
  modalidade: namedRef,
  submodalidade: namedRef,
  seguradora: v.nullable(namedRef),
  status: statusRef,
  etapa: stageRef,
  situacao: situationRef,
  importancia_segurada: v.number(),
  vigencia_fim: v.string(),
  responsavel: v.nullable(namedRef),
  criticas_abertas: v.number(),
  criado_em: v.string(),
}) satisfies v.GenericSchema<QuotationRow>;

export const quotationStatusView = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.number(),
  status: statusRef,
  etapa: stageRef,
  passos: v.array(
    v.object({
      id: v.picklist(QUOTATION_STAGE_IDS),
      nome: v.string(),
      numero: v.number(),
      estado: v.picklist(STEP_STATES),
    }),
  ),
  tem_minuta: v.boolean(),
  tem_apolice: v.boolean(),
  acoes: v.array(v.string()),
}) satisfies v.GenericSchema<QuotationStatusView>;

export const quotationOptions = /*#__PURE__*/ v.object({
  submodalidade_id: v.string(),
  processo: v.boolean(),
  recurso: v.boolean(),
  tipos_emissao: v.array(namedRef),
  percentual_recurso_padrao: v.number(),
}) satisfies v.GenericSchema<QuotationOptions>;

const limitUse = v.object({
  aprovado: v.number(),
  utilizado: v.number(),
  disponivel: v.number(),
  taxa_minima: v.nullable(v.number()),
  estrutura_ccg: v.nullable(namedRef),
  vigencia_fim: v.nullable(v.string()),
});

export const comparisonRow = /*#__PURE__*/ v.object({
  seguradora: namedRef,
  custo: v.nullable(costLine),
  limite: v.nullable(limitUse),
  limite_suficiente: v.boolean(),
  mais_barata: v.boolean(),
}) satisfies v.GenericSchema<ComparisonRow>;

export const quotationLog = /*#__PURE__*/ v.object({
  id: v.string(),
  acao: v.string(),
  descricao: v.string(),
  usuario: namedRef,
  criado_em: v.string(),
  alteracoes: v.array(v.object({ campo: v.string(), antes: v.unknown(), depois: v.unknown() })),
}) satisfies v.GenericSchema<QuotationLog>;

export const quotationPage = /*#__PURE__*/ pagedOf(quotationRow);
export const critiqueFollowUpPage = /*#__PURE__*/ pagedOf(critiqueFollowUp);

/** GET {id}/edicao: the quotation as the edit form fills itself (the body's fields, with names). */
export interface QuotationEdit {
  id: string;
  /** The quotation's number (COT-000123 on screen), for the edit screen's heading. */
  numero: number;
  grupo_economico: Ref;
  tomador: { id: string; nome_fantasia: string; cnpj: string };
  modalidade: Ref;
  submodalidade: Ref;
  tipo_emissao_id: EmissionTypeId;
  segurado: Insured;
  importancia_segurada: number;
  vigencia_inicio: string;
  vigencia_fim: string;
  recurso: { tipo_id: AppealTypeId | null; valor: number; percentual: number } | null;
  processo: { numero: string; unidade_id: string | null; tribunal: Ref | null; unidade: Ref | null } | null;
  objeto: string | null;
  atualizado_em: string;
}

export const quotationEdit = /*#__PURE__*/ v.object({
  id: v.string(),
  numero: v.number(),
  grupo_economico: namedRef,
  tomador: v.object({ id: v.string(), nome_fantasia: v.string(), cnpj: v.string() }),
  modalidade: namedRef,
  submodalidade: namedRef,
  tipo_emissao_id: v.picklist(EMISSION_TYPE_IDS),
  segurado: quotationRecord.entries.segurado,
  importancia_segurada: v.number(),
  vigencia_inicio: v.string(),
  vigencia_fim: v.string(),
  recurso: v.nullable(
    v.object({ tipo_id: v.nullable(v.picklist(APPEAL_TYPE_IDS)), valor: v.number(), percentual: v.number() }),
  ),
  processo: v.nullable(
    v.object({
      numero: v.string(),
      unidade_id: v.nullable(v.string()),
      tribunal: v.nullable(namedRef),
      unidade: v.nullable(namedRef),
    }),
  ),
  objeto: v.nullable(v.string()),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<QuotationEdit>;
