import * as v from 'valibot';
import { calendarDate, moneyAmount, newRecordId, pagedQuery, uuid } from './common';
import { optionalText, requiredText } from './policies';
import { INVOICE_SORT, INVOICE_STATUS_IDS } from './screens/invoices';

/**
 * Invoices (faturas) on the wire (docs/invoices.md). Money in reais (number, 2 decimals), dates as
 * aaaa-mm-dd. The status is derived, never stored: the same rule here (`invoiceStatusOf`) and in SQL.
 */

export { INVOICE_SORT, INVOICE_STATUS_IDS };

export const INVOICE_STATUSES = [
  { id: 'em_aberto', nome: 'Em aberto' },
  { id: 'vencida', nome: 'Vencida' },
  { id: 'paga', nome: 'Paga' },
  { id: 'inativa', nome: 'Inativa' },
] as const;
export type InvoiceStatusId = (typeof INVOICE_STATUS_IDS)[number];

/** GET /v1/faturas/motivosinativacao/suggest. */
export const INACTIVATION_REASONS = [
  { id: 'emitida_com_erro', nome: 'Emitida com erro' },
  { id: 'substituida', nome: 'Substituída por outra fatura' },
  { id: 'endosso', nome: 'Alterada por endosso' },
  { id: 'cancelamento_apolice', nome: 'Cancelamento da apólice' },
  { id: 'outro', nome: 'Outro motivo' },
] as const;
export type InactivationReasonId = (typeof INACTIVATION_REASONS)[number]['id'];
const INACTIVATION_REASON_IDS = INACTIVATION_REASONS.map((r) => r.id) as [
  InactivationReasonId,
  ...InactivationReasonId[],
];

export const INVOICE_MESSAGES = {
  reasonRequired: 'Escolha o motivo da inativação.',
  noteRequired: 'Descreva o motivo da inativação.',
  inactive: 'A fatura está inativa: não pode ser alterada nem paga.',
  alreadyInactive: 'A fatura já está inativa.',
  numberTaken: 'Já existe uma fatura com este número nesta apólice.',
  instalmentOrder: 'A parcela deve estar entre 1 e o total de parcelas.',
  policyNotFound: 'Apólice não encontrada.',
  endorsementNotFound: 'O endosso não pertence à apólice.',
  fileNotFound: 'Boleto não encontrado.',
  fileNotPdf: 'O boleto deve ser um arquivo PDF.',
  noInstalments: 'Informe ao menos uma parcela.',
  tooManyInstalments: 'No máximo 60 parcelas por vez.',
  duplicateNumbers: 'Duas parcelas têm o mesmo número.',
} as const;

/** The day the status is read on: UTC, as the policies' situation. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);

/** The one status rule (the SQL in server/domains/invoices/repository.ts says the same). */
export function invoiceStatusOf(
  i: { inativada_em: string | null; pago_em: string | null; vencimento: string },
  today: string = todayUtc(),
): InvoiceStatusId {
  if (i.inativada_em) return 'inativa';
  if (i.pago_em) return 'paga';
  if (i.vencimento < today) return 'vencida';
  return 'em_aberto';
}

export const statusName = (id: InvoiceStatusId): string =>
  INVOICE_STATUSES.find((s) => s.id === id)?.nome ?? id;

/* ---------------------------------------------------------------- split */

export interface Instalment {
  /** 1-based. */
  parcela: number;
  valor: number;
  vencimento: string;
}

/** `aaaa-mm-dd` plus `months`, the day kept or, in a shorter month, its last day (31/01 -> 28/02). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Splits a premium into `m` instalments due monthly from `firstDue`, in whole cents that add up
 * exactly to the premium: every instalment gets the floor of the even share and the cents left over
 * go one each to the first ones (the first instalments are never smaller than the later ones).
 */
export function splitPremium(premium: number, m: number, firstDue: string): Instalment[] {
  const cents = Math.round(premium * 100);
  const count = Math.max(1, Math.floor(m));
  const share = Math.floor(cents / count);
  const rest = cents - share * count;
  return Array.from({ length: count }, (_, i) => ({
    parcela: i + 1,
    valor: (share + (i < rest ? 1 : 0)) / 100,
    vencimento: addMonths(firstDue, i),
  }));
}

/** The sum of amounts in reais, computed in cents (0.1 + 0.2 is 0.3 here). */
export const sumInReais = (values: readonly number[]): number =>
  values.reduce((total, value) => total + Math.round(value * 100), 0) / 100;

/* ---------------------------------------------------------------- wire types */

interface Ref {
  id: string;
  nome: string;
}

export interface Invoice {
  id: string;
  apolice: { id: string; numero: string; seguradora: Ref; tomador: Ref; grupo: Ref };
  endosso: { id: string; numero: string } | null;
  numero: string;
  parcela: number;
  parcelas: number;
  valor: number;
  vencimento: string;
  pago_em: string | null;
  valor_pago: number | null;
  situacao: { id: InvoiceStatusId; nome: string };
  motivo_inativacao: Ref | null;
  observacao_inativacao: string | null;
  inativada_em: string | null;
  boleto: { id: string; nome: string; url: string } | null;
  observacoes: string | null;
  atualizado_em: string;
}

/* ---------------------------------------------------------------- bodies */

const isoDate = (label: string) =>
  calendarDate(`${label}: data inválida (aaaa-mm-dd).`, `${label}: informe a data (aaaa-mm-dd).`);

const MAX_INSTALMENTS = 60;

const instalmentNumber = (label: string) =>
  v.pipe(
    v.number(`${label} deve ser um número.`),
    v.integer(`${label} deve ser um número inteiro.`),
    v.minValue(1, `${label} deve ser ao menos 1.`),
    v.maxValue(MAX_INSTALMENTS, `${label} deve ser no máximo ${MAX_INSTALMENTS}.`),
  );

const invoiceNumber = v.pipe(
  requiredText('O número da fatura', 60, 'Informe o número da fatura.'),
  v.toUpperCase(),
);

const fileId = v.optional(v.nullable(uuid('Boleto inválido.')), null);

/** The fields an invoice's edit changes (not its payment, nor its inactivation: their own routes). */
export const invoiceEntries = {
  endosso_id: v.optional(v.nullable(uuid('Endosso inválido.')), null),
  numero: invoiceNumber,
  parcela: instalmentNumber('A parcela'),
  parcelas: instalmentNumber('O total de parcelas'),
  valor: moneyAmount('O valor do prêmio'),
  vencimento: isoDate('Vencimento'),
  boleto_id: fileId,
  observacoes: optionalText('As observações', 2000),
};

export const invoiceBody = v.pipe(
  v.object(invoiceEntries),
  v.forward(
    v.check((i) => i.parcela <= i.parcelas, INVOICE_MESSAGES.instalmentOrder),
    ['parcela'],
  ),
);
export type InvoiceData = v.InferOutput<typeof invoiceBody>;

/** POST /v1/faturas: one invoice of a policy (or of one of its endorsements). */
export const createInvoiceBody = v.pipe(
  v.object({ id: newRecordId, apolice_id: uuid('Escolha a apólice.'), ...invoiceEntries }),
  v.forward(
    v.check((i) => i.parcela <= i.parcelas, INVOICE_MESSAGES.instalmentOrder),
    ['parcela'],
  ),
);
export type CreateInvoiceData = v.InferOutput<typeof createInvoiceBody>;

/** POST /v1/faturas/parcelas: instalment n of m is the row's place in the list (1..m). */
export const instalmentsBody = v.pipe(
  v.object({
    apolice_id: uuid('Escolha a apólice.'),
    endosso_id: v.optional(v.nullable(uuid('Endosso inválido.')), null),
    boleto_id: fileId,
    observacoes: optionalText('As observações', 2000),
    parcelas: v.pipe(
      v.array(
        v.object({
          id: newRecordId,
          numero: invoiceNumber,
          valor: moneyAmount('O valor da parcela'),
          vencimento: isoDate('Vencimento da parcela'),
        }),
        INVOICE_MESSAGES.noInstalments,
      ),
      v.minLength(1, INVOICE_MESSAGES.noInstalments),
      v.maxLength(MAX_INSTALMENTS, INVOICE_MESSAGES.tooManyInstalments),
      v.check(
        (rows) => new Set(rows.map((r) => r.numero)).size === rows.length,
        INVOICE_MESSAGES.duplicateNumbers,
      ),
    ),
  }),
);
export type InstalmentsData = v.InferOutput<typeof instalmentsBody>;

/** PUT /v1/faturas/{id}/pagamento: the same body twice is the same payment (idempotent). */
export const paymentBody = v.object({
  pago_em: isoDate('Data do pagamento'),
  valor_pago: moneyAmount('O valor pago'),
});
export type PaymentData = v.InferOutput<typeof paymentBody>;

/** PUT /v1/faturas/{id}/inativar: a reason from the list; 'outro' needs the note. */
export const inactivationBody = v.pipe(
  v.object({
    motivo_id: v.picklist(INACTIVATION_REASON_IDS, INVOICE_MESSAGES.reasonRequired),
    observacao: optionalText('A observação', 2000),
  }),
  v.forward(
    v.check((b) => b.motivo_id !== 'outro' || !!b.observacao, INVOICE_MESSAGES.noteRequired),
    ['observacao'],
  ),
);
export type InactivationData = v.InferOutput<typeof inactivationBody>;

const optionalUuid = (message: string) => v.optional(uuid(message));

export const invoiceListQuery = v.object({
  ...pagedQuery(INVOICE_SORT).entries,
  situacao: v.optional(v.picklist(INVOICE_STATUS_IDS, 'Situação inválida.')),
  vencimento_de: v.optional(isoDate('Vencimento (de)')),
  vencimento_ate: v.optional(isoDate('Vencimento (até)')),
  seguradora_id: optionalUuid('Seguradora inválida.'),
  tomador_id: optionalUuid('Tomador inválido.'),
  grupo_economico_id: optionalUuid('Grupo econômico inválido.'),
  apolice_id: optionalUuid('Apólice inválida.'),
});
export type InvoiceListQuery = v.InferOutput<typeof invoiceListQuery>;

/* ---------------------------------------------------------------- answers (documentation) */

const ref = v.object({ id: v.string(), nome: v.string() });

export const invoiceRecord = /*#__PURE__*/ v.object({
  id: v.string(),
  apolice: v.object({ id: v.string(), numero: v.string(), seguradora: ref, tomador: ref, grupo: ref }),
  endosso: v.nullable(v.object({ id: v.string(), numero: v.string() })),
  numero: v.string(),
  parcela: v.number(),
  parcelas: v.number(),
  valor: v.number(),
  vencimento: v.string(),
  pago_em: v.nullable(v.string()),
  valor_pago: v.nullable(v.number()),
  situacao: v.object({ id: v.picklist(INVOICE_STATUS_IDS), nome: v.string() }),
  motivo_inativacao: v.nullable(ref),
  observacao_inativacao: v.nullable(v.string()),
  inativada_em: v.nullable(v.string()),
  boleto: v.nullable(v.object({ id: v.string(), nome: v.string(), url: v.string() })),
  observacoes: v.nullable(v.string()),
  atualizado_em: v.string(),
}) satisfies v.GenericSchema<Invoice>;
