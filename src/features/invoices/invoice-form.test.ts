import { describe, expect, it } from 'vitest';
import { addMonths, invoiceStatusOf, splitPremium, sumInReais } from '../../contract/invoices';
import type { InstalmentsFormValues } from './invoice-form';
import {
  checkSplit,
  parseInactivation,
  parseInvoiceEdit,
  parsePayment,
  splitRows,
  sumMismatch,
  toInstalmentsBody,
} from './invoice-form';

let next = 0;
const ids = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;

const form = (patch: Partial<InstalmentsFormValues> = {}): InstalmentsFormValues => ({
  apolice_id: '11111111-1111-4111-8111-111111111111',
  endosso_id: null,
  premio: 1000,
  quantidade: 3,
  primeiro_vencimento: '2026-01-31',
  linhas: [],
  observacoes: '',
  ...patch,
});

describe('the split', () => {
  it('adds up to the premium in cents, the leftover cents on the first instalments', () => {
    const parts = splitPremium(1000, 3, '2026-01-31');
    expect(parts.map((p) => p.valor)).toEqual([333.34, 333.33, 333.33]);
    expect(sumInReais(parts.map((p) => p.valor))).toBe(1000);
  });

  it('keeps the day of the month or, in a shorter month, its last day', () => {
    expect(splitPremium(300, 3, '2026-01-31').map((p) => p.vencimento)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(addMonths('2027-12-15', 2)).toBe('2028-02-15');
    expect(addMonths('2028-01-30', 1)).toBe('2028-02-29');
  });

  it('adds up for every premium and count of a bounded seeded sample', () => {
    let seed = 23;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 2_000; run++) {
      const cents = 1 + Math.floor(random() * 1e11);
      const m = 1 + Math.floor(random() * 60);
      const parts = splitPremium(cents / 100, m, '2026-05-31');
      expect(parts.reduce((t, p) => t + Math.round(p.valor * 100), 0)).toBe(cents);
    }
  });

  it('numbers the rows after the policy and leaves them editable', () => {
    const rows = splitRows(100, 2, '2026-03-10', 'APO-1', ids);
    expect(rows.map((r) => [r.numero, r.valor, r.vencimento])).toEqual([
      ['APO-1-1', 50, '2026-03-10'],
      ['APO-1-2', 50, '2026-04-10'],
    ]);
    expect(splitRows(100, 1, '2026-03-10', 'APO-1', ids)[0]?.numero).toBe('APO-1');
  });

  it('asks for the premium, the count and the first due date before splitting', () => {
    expect(checkSplit(form({ premio: null, quantidade: 0, primeiro_vencimento: null }))).toEqual({
      premio: 'Informe o prêmio a dividir.',
      quantidade: 'Informe o número de parcelas (de 1 a 60).',
      primeiro_vencimento: 'Informe o vencimento da primeira parcela.',
    });
    expect(checkSplit(form())).toEqual({});
  });
});

describe('the form schema', () => {
  it('sends the rows when they add up to the premium', () => {
    const linhas = splitRows(1000, 3, '2026-01-31', 'APO', ids);
    const parsed = toInstalmentsBody(form({ linhas }));
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.body.parcelas.map((p) => p.numero)).toEqual(['APO-1', 'APO-2', 'APO-3']);
  });

  it('refuses rows edited out of the premium, in Portuguese with R$', () => {
    const linhas = splitRows(1000, 3, '2026-01-31', 'APO', ids).map((l, i) =>
      i === 0 ? { ...l, valor: 300 } : l,
    );
    expect(sumMismatch(1000, linhas)).toBe('A soma das parcelas (R$ 966,66) difere do prêmio (R$ 1.000,00).');
    const parsed = toInstalmentsBody(form({ linhas }));
    expect(parsed).toEqual({
      ok: false,
      errors: { parcelas: 'A soma das parcelas (R$ 966,66) difere do prêmio (R$ 1.000,00).' },
    });
  });

  it('refuses a form with no rows, an empty number or a bad date, by row and field', () => {
    expect(toInstalmentsBody(form())).toEqual({
      ok: false,
      errors: { parcelas: 'Divida o prêmio em parcelas antes de salvar.' },
    });
    const linhas = splitRows(100, 2, '2026-01-10', 'APO', ids);
    const broken = [
      { ...linhas[0]!, numero: ' ' },
      { ...linhas[1]!, vencimento: null },
    ];
    const parsed = toInstalmentsBody(form({ premio: 100, linhas: broken }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.errors['parcelas.0.numero']).toBe('Informe o número da fatura.');
      expect(parsed.errors['parcelas.1.vencimento']).toMatch(/Vencimento da parcela/);
    }
  });

  it('checks the edit, the payment and the inactivation as the server does', () => {
    const edit = parseInvoiceEdit({
      endosso_id: null,
      numero: 'f-1',
      parcela: 3,
      parcelas: 2,
      valor: 10,
      vencimento: '2026-02-30',
      boleto_id: null,
      observacoes: '',
    });
    expect(edit.ok).toBe(false);
    if (!edit.ok) {
      expect(edit.errors.vencimento).toBe('Vencimento: data inválida (aaaa-mm-dd).');
    }
    const ordered = parseInvoiceEdit({
      endosso_id: null,
      numero: 'f-1',
      parcela: 3,
      parcelas: 2,
      valor: 10,
      vencimento: '2026-02-28',
      boleto_id: null,
      observacoes: '',
    });
    expect(ordered).toEqual({
      ok: false,
      errors: { parcela: 'A parcela deve estar entre 1 e o total de parcelas.' },
    });
    expect(parsePayment(null, 10).ok).toBe(false);
    expect(parsePayment('2026-03-01', 0)).toEqual({
      ok: false,
      errors: { valor_pago: 'O valor pago deve ser maior que zero.' },
    });
    expect(parseInactivation('', '')).toEqual({
      ok: false,
      errors: { motivo_id: 'Escolha o motivo da inativação.' },
    });
    expect(parseInactivation('outro', ' ')).toEqual({
      ok: false,
      errors: { observacao: 'Descreva o motivo da inativação.' },
    });
    expect(parseInactivation('substituida', '')).toEqual({
      ok: true,
      body: { motivo_id: 'substituida', observacao: null },
    });
  });

  it('derives the status: inativa > paga > vencida > em aberto', () => {
    const base = { inativada_em: null, pago_em: null, vencimento: '2026-03-10' };
    expect(invoiceStatusOf(base, '2026-03-10')).toBe('em_aberto');
    expect(invoiceStatusOf(base, '2026-03-11')).toBe('vencida');
    expect(invoiceStatusOf({ ...base, pago_em: '2026-03-12' }, '2026-04-01')).toBe('paga');
    expect(invoiceStatusOf({ ...base, pago_em: '2026-03-12', inativada_em: 'x' }, '2026-04-01')).toBe(
      'inativa',
    );
  });
});
