import * as v from 'valibot';
import type { InactivationData, InstalmentsData, InvoiceData, PaymentData } from '../../contract/invoices';
import {
  inactivationBody,
  instalmentsBody,
  invoiceBody,
  paymentBody,
  splitPremium,
  sumInReais,
} from '../../contract/invoices';
import { formatMoney } from '../../lib/money';

/** The edit form's values: the body of PUT /v1/faturas/{id} as typed. */
export interface InvoiceEditValues {
  endosso_id: string | null;
  numero: string;
  parcela: number | null;
  parcelas: number | null;
  valor: number | null;
  vencimento: string | null;
  boleto_id: string | null;
  observacoes: string;
}

/** One editable row of the split (its id is the invoice's client id: a replayed save adds nothing). */
export interface InstalmentRow {
  id: string;
  numero: string;
  valor: number | null;
  vencimento: string | null;
}

/** What the 'Nova fatura' form holds: the premium and how it is split, then the rows as edited. */
export interface InstalmentsFormValues {
  apolice_id: string;
  endosso_id: string | null;
  premio: number | null;
  quantidade: number | null;
  primeiro_vencimento: string | null;
  linhas: InstalmentRow[];
  observacoes: string;
}

/** The first message of each field of a parse, or the body the server takes. */
export type Parsed<T> = { ok: true; body: T } | { ok: false; errors: Partial<Record<string, string>> };

function parse<S extends v.GenericSchema>(schema: S, value: unknown): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, value);
  if (result.success) return { ok: true, body: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = (issue.path ?? []).map((p) => String(p.key)).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

export const SPLIT_MESSAGES = {
  premium: 'Informe o prêmio a dividir.',
  count: 'Informe o número de parcelas (de 1 a 60).',
  firstDue: 'Informe o vencimento da primeira parcela.',
  noRows: 'Divida o prêmio em parcelas antes de salvar.',
} as const;

/** The rows of a split: instalment k is numbered `<base>-k` (the base alone when there is one). */
export function splitRows(
  premio: number,
  quantidade: number,
  primeiroVencimento: string,
  base: string,
  newId: () => string = () => crypto.randomUUID(),
): InstalmentRow[] {
  const parts = splitPremium(premio, quantidade, primeiroVencimento);
  return parts.map((p) => ({
    id: newId(),
    numero: parts.length === 1 ? base : `${base}-${p.parcela}`,
    valor: p.valor,
    vencimento: p.vencimento,
  }));
}

/** Whether the split can be made from the values: the first message otherwise, by field. */
export function checkSplit(values: InstalmentsFormValues): Partial<Record<string, string>> {
  const errors: Record<string, string> = {};
  if (!values.premio || values.premio <= 0) errors.premio = SPLIT_MESSAGES.premium;
  if (
    !values.quantidade ||
    values.quantidade < 1 ||
    values.quantidade > 60 ||
    !Number.isInteger(values.quantidade)
  )
    errors.quantidade = SPLIT_MESSAGES.count;
  if (!values.primeiro_vencimento) errors.primeiro_vencimento = SPLIT_MESSAGES.firstDue;
  return errors;
}

/** 'A soma das parcelas (R$ …) difere do prêmio (R$ …).' or null when they agree to the cent. */
export function sumMismatch(premio: number | null, linhas: readonly InstalmentRow[]): string | null {
  if (premio === null) return null;
  const total = sumInReais(linhas.map((l) => l.valor ?? 0));
  if (Math.round(total * 100) === Math.round(premio * 100)) return null;
  return `A soma das parcelas (${formatMoney(total)}) difere do prêmio (${formatMoney(premio)}).`;
}

/**
 * The body of POST /v1/faturas/parcelas from the form, checked as the server checks each row, plus
 * the rule only the form keeps: the rows add up to the premium (errors under 'parcelas').
 */
export function toInstalmentsBody(values: InstalmentsFormValues): Parsed<InstalmentsData> {
  if (!values.linhas.length) return { ok: false, errors: { parcelas: SPLIT_MESSAGES.noRows } };
  const parsed = parse(instalmentsBody, {
    apolice_id: values.apolice_id,
    endosso_id: values.endosso_id,
    observacoes: values.observacoes.trim() || null,
    parcelas: values.linhas.map((l) => ({
      id: l.id,
      numero: l.numero.trim(),
      valor: l.valor,
      vencimento: l.vencimento ?? '',
    })),
  });
  const mismatch = sumMismatch(values.premio, values.linhas);
  if (!parsed.ok) return mismatch ? { ok: false, errors: { parcelas: mismatch, ...parsed.errors } } : parsed;
  if (mismatch) return { ok: false, errors: { parcelas: mismatch } };
  return parsed;
}

/** The first message of each field, or the body. */
export function parseInvoiceEdit(
  values: InvoiceEditValues,
): { ok: true; body: InvoiceData } | { ok: false; errors: Partial<Record<string, string>> } {
  const result = v.safeParse(invoiceBody, {
    ...values,
    numero: values.numero.trim(),
    vencimento: values.vencimento ?? '',
    observacoes: values.observacoes.trim() || null,
  });
  if (result.success) return { ok: true, body: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = (issue.path ?? []).map((p) => String(p.key)).join('.');
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The payment dialog's fields, checked as the server checks them. */
export const parsePayment = (pagoEm: string | null, valorPago: number | null): Parsed<PaymentData> =>
  parse(paymentBody, { pago_em: pagoEm ?? '', valor_pago: valorPago });

/** The inactivation dialog's reason and note, checked as the server checks them. */
export const parseInactivation = (motivo: string, observacao: string): Parsed<InactivationData> =>
  parse(inactivationBody, { motivo_id: motivo, observacao: observacao.trim() || null });
