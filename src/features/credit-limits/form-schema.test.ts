import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CREDIT_MESSAGES } from '../../contract/credit-limits';
import { answerOf, coBrokerageOf, consultFormSchema, shareTotal } from './form-schema';

const broker = (id: string) => ({ id, nome: id.toUpperCase() });
const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('coBrokerageOf', () => {
  it('accepts an active 60/40 split', () => {
    const result = coBrokerageOf(true, [
      { corretora: broker(A), percentagem_participacao: 60 },
      { corretora: broker(B), percentagem_participacao: 40 },
    ]);
    expect(result).toEqual({
      ok: true,
      body: {
        ativo: true,
        corretoras: [
          { corretora_id: A, percentagem_participacao: 60 },
          { corretora_id: B, percentagem_participacao: 40 },
        ],
      },
    });
  });

  it('refuses a sum other than 100 and a broker twice, with the server messages', () => {
    expect(
      coBrokerageOf(true, [
        { corretora: broker(A), percentagem_participacao: 60 },
        { corretora: broker(B), percentagem_participacao: 50 },
      ]),
    ).toEqual({ ok: false, message: CREDIT_MESSAGES.coBrokerageSum });
    expect(
      coBrokerageOf(true, [
        { corretora: broker(A), percentagem_participacao: 50 },
        { corretora: broker(A), percentagem_participacao: 50 },
      ]),
    ).toEqual({ ok: false, message: CREDIT_MESSAGES.coBrokerageDuplicate });
  });

  it('lets an inactive co-brokerage keep empty rows', () => {
    expect(coBrokerageOf(false, [{ corretora: null, percentagem_participacao: 50 }]).ok).toBe(true);
  });

  it('adds the shares to the cent', () => {
    expect(
      shareTotal([
        { corretora: null, percentagem_participacao: 33.33 },
        { corretora: null, percentagem_participacao: 66.67 },
      ]),
    ).toBe(100);
  });
});

describe('consultFormSchema', () => {
  it('asks for the amount and at least one insurer', () => {
    const result = v.safeParse(consultFormSchema, { valor_solicitado: null, seguradora_ids: [] });
    expect(result.success).toBe(false);
    expect(result.issues?.map((i) => i.message)).toEqual([
      'Informe o valor solicitado.',
      CREDIT_MESSAGES.noInsurers,
    ]);
  });
});

describe('answerOf', () => {
  const base = {
    status: 'aprovado' as const,
    limite_aprovado: null,
    taxa_minima: 0.45,
    vigencia_inicio: '2026-01-01',
    vigencia_fim: null,
    estrutura_ccg: '',
    tipo_regra_aprovacao: '',
    tipo_regra_premio: '',
    observacoes: '',
  };

  it('asks an approval for its limit and the end of its validity', () => {
    expect(answerOf(A, base)).toEqual({ ok: false, message: CREDIT_MESSAGES.approvedNeedsData });
    const ok = answerOf(A, {
      ...base,
      limite_aprovado: 2_000_000,
      vigencia_fim: '2030-12-31',
      estrutura_ccg: 'com_socios',
    });
    expect(ok.ok && ok.body).toMatchObject({
      seguradora_id: A,
      status: 'aprovado',
      estrutura_ccg: 'com_socios',
      observacoes: null,
    });
  });

  it('records a refusal without data', () => {
    expect(answerOf(A, { ...base, status: 'recusado', vigencia_inicio: null }).ok).toBe(true);
  });
});
