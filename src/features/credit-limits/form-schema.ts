import * as v from 'valibot';
import type { CreditAnswer, CreditAnswerStatusId } from '../../contract/credit-limits';
import { CREDIT_MESSAGES, answerBody, coBrokerageBody } from '../../contract/credit-limits';

/**
 * The new-consult form as the screen holds it. `seguradora_ids` starts undefined: the form checks every
 * insurer open to market consults once their list is on the device (a draft keeps the user's choice).
 */
export const consultFormSchema = v.object({
  valor_solicitado: v.pipe(
    v.nullable(v.number()),
    v.check((n) => n !== null && n > 0, 'Informe o valor solicitado.'),
    v.transform((n) => n ?? 0),
  ),
  seguradora_ids: v.pipe(
    v.optional(v.array(v.string()), []),
    v.check((ids) => ids.length > 0, CREDIT_MESSAGES.noInsurers),
  ),
  documento_ids: v.optional(v.array(v.string()), []),
  observacoes: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(4000, 'As observações devem ter no máximo 4.000 caracteres.')),
    '',
  ),
});
export type ConsultFormValues = v.InferInput<typeof consultFormSchema>;
export type ConsultFormData = v.InferOutput<typeof consultFormSchema>;

export const emptyConsultForm: ConsultFormValues = {
  valor_solicitado: null,
  seguradora_ids: undefined,
  documento_ids: [],
  observacoes: '',
};

/** One broker row of the co-brokerage form (the broker picked with its name, for the picker). */
export interface CoBrokerRow {
  corretora: { id: string; nome: string } | null;
  percentagem_participacao: number | null;
}

/** The co-brokerage as the server takes it, checked by the server's own schema; messages or the body. */
export function coBrokerageOf(
  ativo: boolean,
  rows: readonly CoBrokerRow[],
): { ok: true; body: v.InferOutput<typeof coBrokerageBody> } | { ok: false; message: string } {
  const result = v.safeParse(coBrokerageBody, {
    ativo,
    corretoras: rows.map((r) => ({
      corretora_id: r.corretora?.id ?? null,
      percentagem_participacao: r.percentagem_participacao ?? 0,
    })),
  });
  if (result.success) return { ok: true, body: result.output };
  return { ok: false, message: result.issues[0].message };
}

/** The sum of the shares, rounded to the cent of a percent. */
export const shareTotal = (rows: readonly CoBrokerRow[]): number =>
  Math.round(rows.reduce((sum, r) => sum + (r.percentagem_participacao ?? 0), 0) * 100) / 100;

/**
 * The states the answer dialog offers from the answer's current one (the server's table,
 * `limite-credito-resposta` in docs/workflows.md): the current one (to correct its data) and those an
 * action reaches. Vencido offers nothing: renew the consult.
 */
export const ANSWER_CHOICES: Record<CreditAnswerStatusId, readonly CreditAnswerStatusId[]> = {
  aguardando: ['aguardando', 'em_analise', 'aprovado', 'recusado'],
  em_analise: ['em_analise', 'aguardando', 'aprovado', 'recusado'],
  aprovado: ['aprovado'],
  recusado: ['recusado'],
  vencido: [],
};

/** The answer dialog's fields as the screen holds them. */
export interface AnswerFormValues {
  status: CreditAnswerStatusId;
  limite_aprovado: number | null;
  taxa_minima: number | null;
  vigencia_inicio: string | null;
  vigencia_fim: string | null;
  estrutura_ccg: string;
  tipo_regra_aprovacao: string;
  tipo_regra_premio: string;
  observacoes: string;
}

export function answerFormOf(answer: CreditAnswer): AnswerFormValues {
  return {
    status: answer.status.id,
    limite_aprovado: answer.limite_aprovado,
    taxa_minima: answer.taxa_minima,
    vigencia_inicio: answer.vigencia_inicio,
    vigencia_fim: answer.vigencia_fim,
    estrutura_ccg: answer.estrutura_ccg?.id ?? '',
    tipo_regra_aprovacao: answer.tipo_regra_aprovacao?.id ?? '',
    tipo_regra_premio: answer.tipo_regra_premio?.id ?? '',
    observacoes: answer.observacoes ?? '',
  };
}

/** The answer as the server takes it, or the first message of its own schema (answerBody). */
export function answerOf(
  insurerId: string,
  values: AnswerFormValues,
): { ok: true; body: v.InferOutput<typeof answerBody> } | { ok: false; message: string } {
  const result = v.safeParse(answerBody, {
    seguradora_id: insurerId,
    status: values.status,
    limite_aprovado: values.limite_aprovado,
    taxa_minima: values.taxa_minima,
    vigencia_inicio: values.vigencia_inicio,
    vigencia_fim: values.vigencia_fim,
    estrutura_ccg: values.estrutura_ccg || null,
    tipo_regra_aprovacao: values.tipo_regra_aprovacao || null,
    tipo_regra_premio: values.tipo_regra_premio || null,
    observacoes: values.observacoes,
  });
  if (result.success) return { ok: true, body: result.output };
  return { ok: false, message: result.issues[0].message };
}
