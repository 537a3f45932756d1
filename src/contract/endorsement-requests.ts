import * as v from 'valibot';
import { newRecordId, pagedOf, pagedQuery, uuid } from './common';
import { critiqueRecord } from './guarantee-quotations';
import {
  ENDORSEMENT_TYPE_IDS,
  POLICY_MESSAGES,
  isoDate,
  optionalDate,
  optionalMoney,
  optionalText,
  requiredText,
} from './policies';
import { policyDetailRecord } from './policies';
import type { EndorsementTypeId, PolicyDetail } from './policies';
import { ENDORSEMENT_REQUEST_WORKFLOW, INSURER_ANSWER_DAYS } from './workflows/endorsement-requests';
import type { EndorsementRequestAction, EndorsementRequestState } from './workflows/endorsement-requests';

/**
 * Endorsement requests (solicitações de endosso) on the wire (docs/policies.md, "Solicitações de
 * endosso"): what is asked of the insurer, where the request stands and the actions allowed now.
 */

export { ENDORSEMENT_REQUEST_WORKFLOW, INSURER_ANSWER_DAYS };
export type { EndorsementRequestAction, EndorsementRequestState };

export const ENDORSEMENT_REQUEST_STATE_IDS = Object.keys(ENDORSEMENT_REQUEST_WORKFLOW.states) as [
  EndorsementRequestState,
  ...EndorsementRequestState[],
];
export const ENDORSEMENT_REQUEST_ACTION_IDS = Object.keys(ENDORSEMENT_REQUEST_WORKFLOW.actions) as [
  EndorsementRequestAction,
  ...EndorsementRequestAction[],
];
export { ENDORSEMENT_REQUEST_SORT } from './screens/policies';
import { ENDORSEMENT_REQUEST_SORT } from './screens/policies';

export const REQUEST_MESSAGES = {
  noOpenCancellation: 'Esta apólice não tem solicitação de cancelamento aberta.',
  openCancellation: 'Esta apólice já tem uma solicitação de cancelamento aberta.',
  cancelled: 'A apólice está cancelada: não aceita novas solicitações.',
  idTaken: 'Este identificador já pertence a outra solicitação.',
} as const;

interface Ref {
  id: string;
  nome: string;
}

/** A request as its read answers it. */
export interface EndorsementRequest {
  id: string;
  apolice: { id: string; numero: string };
  tipo: { id: EndorsementTypeId; nome: string };
  data_efeito: string;
  valor: number | null;
  nova_vigencia_fim: string | null;
  descricao: string | null;
  motivo_cancelamento: Ref | null;
  com_restituicao: boolean | null;
  valor_restituicao: number | null;
  estado: { id: EndorsementRequestState; nome: string };
  enviada_em: string | null;
  /** The day the insurer's answer is due (sent + 15 days), while it is sent and unanswered. */
  prazo_resposta: string | null;
  atrasada: boolean;
  decidida_em: string | null;
  motivo_reprovacao: string | null;
  endosso: { id: string; numero: string } | null;
  criticas_abertas: number;
  criado_em: string;
  atualizado_em: string;
  acoes: EndorsementRequestAction[];
}

/**
 * GET /v1/garantia/apolices/{id}: the policy page in one read — the policy, its endorsements and its
 * requests (newest first, each with its state, allowed actions and open critiques). Its ETag versions
 * the policy alone (what PUT {id} edits); each request keeps its own.
 */
export interface PolicyWithRequests extends PolicyDetail {
  solicitacoes: EndorsementRequest[];
}

export interface EndorsementRequestListItem extends EndorsementRequest {
  tomador: { id: string; nome_fantasia: string };
  seguradora: Ref;
}

/* ---------------------------------------------------------------- pure rules (client and server) */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day (aaaa-mm-dd, UTC) the insurer must answer a request sent at `sentAt`. */
export const answerDueDate = (sentAt: string): string =>
  new Date(new Date(sentAt).getTime() + INSURER_ANSWER_DAYS * DAY_MS).toISOString().slice(0, 10);

/**
 * Whole days left for the insurer to answer (negative: overdue by that many), counted from today in UTC
 * as the rest of the policies; null when the request is not waiting on the insurer.
 */
export function daysToAnswer(
  r: { estado: { id: string }; enviada_em: string | null },
  now: Date = new Date(),
): number | null {
  if (r.estado.id !== 'enviada' || !r.enviada_em) return null;
  const due = Date.parse(`${answerDueDate(r.enviada_em)}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  return Math.round((due - today) / DAY_MS);
}

/** 'x dias para a seguradora responder' / 'Atrasada há x dias'. */
export function answerCountdown(days: number): string {
  if (days < 0) return `Atrasada há ${-days} ${-days === 1 ? 'dia' : 'dias'}`;
  if (days === 0) return 'A seguradora deve responder hoje';
  return `${days} ${days === 1 ? 'dia' : 'dias'} para a seguradora responder`;
}

/* ---------------------------------------------------------------- bodies */

const changeEntries = {
  tipo_id: v.picklist(ENDORSEMENT_TYPE_IDS, 'Escolha o tipo de endosso.'),
  data_efeito: isoDate('Data de efeito'),
  valor: optionalMoney('O valor'),
  nova_vigencia_fim: optionalDate('Novo fim de vigência'),
  descricao: optionalText('A descrição', 4000),
  motivo_cancelamento_id: v.optional(v.nullable(uuid('Motivo de cancelamento inválido.')), null),
  com_restituicao: v.optional(v.nullable(v.boolean('Restituição deve ser sim ou não.')), null),
  valor_restituicao: optionalMoney('O valor da restituição'),
};

/** The changes asked for: each type its own fields, as an endorsement of that type takes them. */
const requestSchema = v.pipe(
  v.object({ id: newRecordId, ...changeEntries }),
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

/** POST {id}/endossos/solicitacoes and PUT .../solicitacoes/{endosso} (the PUT ignores `id`). */
export const endorsementRequestBody = requestSchema;
export type EndorsementRequestInput = v.InferInput<typeof endorsementRequestBody>;
export type EndorsementRequestData = v.InferOutput<typeof endorsementRequestBody>;

/** POST {id}/cancelamento/solicitacao: a request of type 'cancelamento'. */
export const cancellationRequestBody = v.pipe(
  v.object({
    id: newRecordId,
    data_efeito: isoDate('Data de efeito'),
    motivo_cancelamento_id: uuid('Escolha o motivo do cancelamento.'),
    com_restituicao: v.optional(v.boolean('Restituição deve ser sim ou não.'), false),
    valor_restituicao: optionalMoney('O valor da restituição'),
  }),
  v.forward(
    v.check((e) => e.valor_restituicao === null || e.com_restituicao, POLICY_MESSAGES.refundOnlyWithRefund),
    ['valor_restituicao'],
  ),
);
export type CancellationRequestInput = v.InferInput<typeof cancellationRequestBody>;
export type CancellationRequestData = v.InferOutput<typeof cancellationRequestBody>;

/** .../reprovar and {id}/cancelamento/reprovacao: the insurer's reason. */
export const refuseRequestBody = v.object({
  motivo: requiredText('O motivo', 2000, 'Informe o motivo da reprovação.'),
});
export type RefuseRequestData = v.InferOutput<typeof refuseRequestBody>;

/** .../aceitar: the endorsement the insurer issued (its number and premium). */
export const acceptRequestBody = v.object({
  numero: v.pipe(requiredText('O número do endosso', 60, 'Informe o número do endosso.'), v.toUpperCase()),
  premio: optionalMoney('O prêmio do endosso'),
});
export type AcceptRequestData = v.InferOutput<typeof acceptRequestBody>;

export const requestParams = v.object({ id: uuid(), endosso: uuid('Solicitação inválida.') });

/**
 * A yes/no filter: `atrasadas=true`, the sent requests past the insurer's 15 days;
 * `com_critica_aberta=true`, the requests with an open critique.
 */
const flag = v.optional(
  v.pipe(
    v.picklist(['true', 'false'], 'Use true ou false.'),
    v.transform((s) => s === 'true'),
  ),
);

export const endorsementRequestListQuery = v.object({
  ...pagedQuery(ENDORSEMENT_REQUEST_SORT).entries,
  estado: v.optional(v.picklist(ENDORSEMENT_REQUEST_STATE_IDS, 'Estado inválido.')),
  tipo: v.optional(v.picklist(ENDORSEMENT_TYPE_IDS, 'Tipo de endosso inválido.')),
  apolice_id: v.optional(uuid('Apólice inválida.')),
  atrasadas: flag,
  com_critica_aberta: flag,
});
export type EndorsementRequestListQuery = v.InferOutput<typeof endorsementRequestListQuery>;

/* ---------------------------------------------------------------- answers (documentation) */

const ref = v.object({ id: v.string(), nome: v.string() });

export const endorsementRequestRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  apolice: v.object({ id: v.string(), numero: v.string() }),
  tipo: v.object({ id: v.picklist(ENDORSEMENT_TYPE_IDS), nome: v.string() }),
  data_efeito: v.string(),
  valor: v.nullable(v.number()),
  nova_vigencia_fim: v.nullable(v.string()),
  descricao: v.nullable(v.string()),
  motivo_cancelamento: v.nullable(ref),
  com_restituicao: v.nullable(v.boolean()),
  valor_restituicao: v.nullable(v.number()),
  estado: v.object({ id: v.picklist(ENDORSEMENT_REQUEST_STATE_IDS), nome: v.string() }),
  enviada_em: v.nullable(v.string()),
  prazo_resposta: v.nullable(v.string()),
  atrasada: v.boolean(),
  decidida_em: v.nullable(v.string()),
  motivo_reprovacao: v.nullable(v.string()),
  endosso: v.nullable(v.object({ id: v.string(), numero: v.string() })),
  criticas_abertas: v.number(),
  criado_em: v.string(),
  atualizado_em: v.string(),
  acoes: v.array(v.picklist(ENDORSEMENT_REQUEST_ACTION_IDS)),
}) satisfies v.GenericSchema<EndorsementRequest>;

export const endorsementRequestListItemRecord = /*#__PURE__*/ v.object({
  ...endorsementRequestRecord.entries,
  tomador: v.object({ id: v.string(), nome_fantasia: v.string() }),
  seguradora: ref,
}) satisfies v.GenericSchema<EndorsementRequestListItem>;

export const policyWithRequestsRecord = /*#__PURE__*/ v.object({
  ...policyDetailRecord.entries,
  solicitacoes: v.array(endorsementRequestRecord),
}) satisfies v.GenericSchema<PolicyWithRequests>;

/* ---------------------------------------------------------------- critiques of a request */

const { cotacao_id: _quotation, ...critiqueEntries } = critiqueRecord.entries;

/** A critique of a request: the quotations' critique, its parent named `solicitacao_id`. */
export const requestCritiqueRecord = /*#__PURE__*/ v.object({
  ...critiqueEntries,
  solicitacao_id: v.string(),
});
export type RequestCritique = v.InferOutput<typeof requestCritiqueRecord>;

/** One open critique of a request in the follow-up list. */
export const requestCritiqueFollowUp = /*#__PURE__*/ v.object({
  ...requestCritiqueRecord.entries,
  apolice: v.object({ id: v.string(), numero: v.string() }),
  tipo: ref,
  dias: v.number(),
});
export type RequestCritiqueFollowUp = v.InferOutput<typeof requestCritiqueFollowUp>;
export const requestCritiqueFollowUpPage = /*#__PURE__*/ pagedOf(requestCritiqueFollowUp);
export const requestCritiqueParams = v.object({ apolice: uuid(), id: uuid('Solicitação inválida.') });
