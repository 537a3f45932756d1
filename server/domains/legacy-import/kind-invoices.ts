import { and, eq } from 'drizzle-orm';
import { createInvoiceBody, paymentBody } from '../../../src/contract/invoices';
import type { CreateInvoiceData, InvoiceData, PaymentData } from '../../../src/contract/invoices';
import type { LegacyImportColumn } from '../../../src/contract/legacy-import';
import { endorsements, insurers, invoices, policies } from '../../db/schema';
import { createInvoice, getInvoice, registerPayment, updateInvoice } from '../invoices/service';
import { RowRefused, digitsOf, domainParse, fold, ptDate, ptNumber } from './cells';
import type { CellError } from './cells';
import { sameValues } from './kinds';
import type { ImportContext, ImportKind, RowOutcome } from './kinds';

const C = {
  seguradora: 'Seguradora',
  apolice: 'Número da apólice',
  endosso: 'Número do endosso',
  numero: 'Número da fatura',
  parcela: 'Parcela',
  parcelas: 'Total de parcelas',
  valor: 'Valor',
  vencimento: 'Vencimento',
  pagoEm: 'Pago em',
  valorPago: 'Valor pago',
  observacoes: 'Observações',
} as const;

const col = (nome: string, obrigatoria: boolean, formato: string, exemplo: string): LegacyImportColumn => ({
  nome,
  obrigatoria,
  formato,
  exemplo,
});

const columns: LegacyImportColumn[] = [
  col(C.seguradora, true, 'CNPJ ou nome da seguradora cadastrada', '61.074.175/0001-38'),
  col(C.apolice, true, 'número de uma apólice cadastrada dessa seguradora', '1007500012345'),
  col(C.endosso, false, 'número de um endosso da apólice (fatura do prêmio do endosso)', ''),
  col(C.numero, true, 'texto, até 60 caracteres; único na apólice', '1007500012345-1'),
  col(C.parcela, true, 'número inteiro, de 1 ao total de parcelas', '1'),
  col(C.parcelas, true, 'número inteiro, 1 a 60', '4'),
  col(C.valor, true, 'valor em reais, 1.234,56', '1.500,13'),
  col(C.vencimento, true, 'data dd/mm/aaaa', '10/02/2026'),
  col(C.pagoEm, false, 'data dd/mm/aaaa (com o valor pago)', ''),
  col(C.valorPago, false, 'valor em reais (com a data do pagamento)', ''),
  col(C.observacoes, false, 'texto, até 2.000 caracteres', ''),
];

const FIELD_COLUMNS: Record<string, string> = {
  apolice_id: C.apolice,
  endosso_id: C.endosso,
  numero: C.numero,
  parcela: C.parcela,
  parcelas: C.parcelas,
  valor: C.valor,
  vencimento: C.vencimento,
  observacoes: C.observacoes,
  pago_em: C.pagoEm,
  valor_pago: C.valorPago,
};

/** Stands for the ids `write` resolves from the file's numbers (the body's schema wants a uuid). */
const PENDING_ID = '00000000-0000-4000-8000-000000000000';

interface InvoiceRowValue {
  refs: { seguradora: string; apolice: string; endosso: string | null };
  /** The invoice body but for the policy and endorsement ids. */
  invoice: CreateInvoiceData;
  payment: PaymentData | null;
}

const blank = (t: string | undefined) => (t?.trim() ? t.trim() : null);

function cells<T>(errors: CellError[], read: () => T): T | null {
  try {
    return read();
  } catch (err) {
    if (err instanceof RowRefused) {
      errors.push(...err.erros);
      return null;
    }
    throw err;
  }
}

/** The insurers by folded name and by CNPJ, read once per run. */
async function insurerIds(ctx: ImportContext): Promise<Map<string, string>> {
  const cached = ctx.cache.get('faturas:seguradoras') as Map<string, string> | undefined;
  if (cached) return cached;
  const rows = await ctx.tx
    .select({ id: insurers.id, nome: insurers.nome, cnpj: insurers.cnpj })
    .from(insurers);
  const map = new Map([
    ...rows.map((i) => [fold(i.nome), i.id] as const),
    ...rows.map((i) => [i.cnpj, i.id] as const),
  ]);
  ctx.cache.set('faturas:seguradoras', map);
  return map;
}

/** The policy and endorsement the row names; each one absent from the database is a column error. */
async function resolve(ctx: ImportContext, refs: InvoiceRowValue['refs']) {
  const ins = await insurerIds(ctx);
  const digits = digitsOf(refs.seguradora);
  const insurerId = ins.get(digits.length === 14 ? digits : fold(refs.seguradora));
  if (!insurerId)
    throw new RowRefused([
      { coluna: C.seguradora, motivo: `Seguradora '${refs.seguradora}' não cadastrada.` },
    ]);
  const [policy] = await ctx.tx
    .select({ id: policies.id })
    .from(policies)
    .where(and(eq(policies.seguradoraId, insurerId), eq(policies.numero, refs.apolice)));
  if (!policy)
    throw new RowRefused([
      {
        coluna: C.apolice,
        motivo: `A apólice ${refs.apolice} dessa seguradora não está cadastrada (importe-a antes das faturas).`,
      },
    ]);
  if (!refs.endosso) return { apoliceId: policy.id, endossoId: null };
  const [endorsement] = await ctx.tx
    .select({ id: endorsements.id })
    .from(endorsements)
    .where(and(eq(endorsements.apoliceId, policy.id), eq(endorsements.numero, refs.endosso)));
  if (!endorsement)
    throw new RowRefused([
      { coluna: C.endosso, motivo: `O endosso ${refs.endosso} não está cadastrado nessa apólice.` },
    ]);
  return { apoliceId: policy.id, endossoId: endorsement.id };
}

async function write(ctx: ImportContext, value: InvoiceRowValue): Promise<RowOutcome> {
  const caller = { ...ctx.actor, viewer: ctx.viewer };
  const { apoliceId, endossoId } = await resolve(ctx, value.refs);
  const wanted = { ...value.invoice, apolice_id: apoliceId, endosso_id: endossoId };
  const [existing] = await ctx.tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.apoliceId, apoliceId), eq(invoices.numero, wanted.numero)));
  if (!existing) {
    const { record } = await createInvoice(ctx.tx, caller, wanted);
    if (value.payment) await registerPayment(ctx.tx, caller, record.id, value.payment, undefined);
    return 'criada';
  }
  const current = await getInvoice(ctx.tx, ctx.viewer, existing.id);
  // The boleto is uploaded on the screen, never in a file: an update keeps it.
  const data: InvoiceData = {
    endosso_id: wanted.endosso_id,
    numero: wanted.numero,
    parcela: wanted.parcela,
    parcelas: wanted.parcelas,
    valor: wanted.valor,
    vencimento: wanted.vencimento,
    boleto_id: current.boleto?.id ?? null,
    observacoes: wanted.observacoes,
  };
  const stored: InvoiceData = {
    endosso_id: current.endosso?.id ?? null,
    numero: current.numero,
    parcela: current.parcela,
    parcelas: current.parcelas,
    valor: current.valor,
    vencimento: current.vencimento,
    boleto_id: current.boleto?.id ?? null,
    observacoes: current.observacoes,
  };
  let outcome: RowOutcome = 'inalterada';
  if (!sameValues(stored, data)) {
    await updateInvoice(ctx.tx, caller, existing.id, data, undefined);
    outcome = 'atualizada';
  }
  // A blank payment leaves one already registered: the file never erases a payment.
  const paid = value.payment;
  if (paid && (current.pago_em !== paid.pago_em || current.valor_pago !== paid.valor_pago)) {
    await registerPayment(ctx.tx, caller, existing.id, paid, undefined);
    outcome = 'atualizada';
  }
  return outcome;
}

/** 'faturas': invoices of policies already registered (natural key: policy + invoice number). */
export const invoicesKind: ImportKind<InvoiceRowValue> = {
  id: 'faturas',
  nome: 'Faturas',
  colunas: columns,
  columnOf: (field) => FIELD_COLUMNS[field] ?? null,
  parse(row) {
    const errors: CellError[] = [];
    const get = (c: string) => row[c] ?? '';
    for (const [c, label] of [
      [C.seguradora, 'a seguradora'],
      [C.apolice, 'o número da apólice'],
    ] as const)
      if (!blank(get(c))) errors.push({ coluna: c, motivo: `Informe ${label}.` });
    const body = {
      apolice_id: PENDING_ID,
      endosso_id: blank(get(C.endosso)) ? PENDING_ID : null,
      numero: get(C.numero),
      parcela: cells(errors, () => ptNumber(get(C.parcela), C.parcela)),
      parcelas: cells(errors, () => ptNumber(get(C.parcelas), C.parcelas)),
      valor: cells(errors, () => ptNumber(get(C.valor), C.valor)),
      vencimento: cells(errors, () => ptDate(get(C.vencimento), C.vencimento)),
      observacoes: blank(get(C.observacoes)),
    };
    const pagoEm = cells(errors, () => ptDate(get(C.pagoEm), C.pagoEm));
    const valorPago = cells(errors, () => ptNumber(get(C.valorPago), C.valorPago));
    if (errors.length) throw new RowRefused(errors);
    const invoice = cells(errors, () => domainParse(createInvoiceBody, body, invoicesKind.columnOf));
    let payment: PaymentData | null = null;
    if (valorPago !== null && pagoEm === null)
      errors.push({ coluna: C.pagoEm, motivo: 'Informe a data do pagamento junto com o valor pago.' });
    else if (pagoEm !== null && valorPago === null)
      errors.push({ coluna: C.valorPago, motivo: 'Informe o valor pago junto com a data do pagamento.' });
    else if (pagoEm !== null)
      payment = cells(errors, () =>
        domainParse(paymentBody, { pago_em: pagoEm, valor_pago: valorPago }, invoicesKind.columnOf),
      );
    if (errors.length || !invoice) throw new RowRefused(errors);
    return {
      refs: {
        seguradora: get(C.seguradora).trim(),
        apolice: get(C.apolice).trim(),
        endosso: blank(get(C.endosso)),
      },
      invoice,
      payment,
    };
  },
  key: (value) => `fatura:${fold(value.refs.seguradora)}|${fold(value.refs.apolice)}|${value.invoice.numero}`,
  write,
};
