import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { POLICY_MESSAGES } from '../../contract/policies';
import type { PolicyFormValues } from './policy-form-schema';
import { emptyPolicyForm, policyFormSchema } from './policy-form-schema';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const valid: PolicyFormValues = {
  ...emptyPolicyForm,
  numero: 'ap-123',
  seguradora_id: id(1),
  grupo_economico_id: id(2),
  tomador_id: id(3),
  modalidade_id: id(4),
  submodalidade_id: id(5),
  tipo_emissao_id: 'nova',
  importancia_segurada: 100_000,
  premio: 1234.56,
  comissao: 20,
  emitida_em: '2026-01-10',
  vigencia_inicio: '2026-01-10',
  vigencia_fim: '2027-01-10',
};

const errorsOf = (values: PolicyFormValues) => {
  const r = v.safeParse(policyFormSchema, values);
  return r.success ? {} : (v.flatten<typeof policyFormSchema>(r.issues).nested ?? {});
};

describe('policyFormSchema', () => {
  it('gives the body the server takes (upper-case number, no insured, no court case)', () => {
    const r = v.safeParse(policyFormSchema, valid);
    expect(r.success).toBe(true);
    if (!r.success) return;
    expect(r.output.numero).toBe('AP-123');
    expect(r.output.segurado).toBeNull();
    expect(r.output.processo).toBeNull();
  });

  it('names every empty required field at once', () => {
    const errors = errorsOf(emptyPolicyForm);
    expect(errors.numero).toEqual(['Informe o número da apólice.']);
    expect(errors.seguradora_id).toEqual(['Escolha a seguradora.']);
    expect(errors.tomador_id).toEqual(['Escolha o tomador.']);
    expect(errors.premio).toEqual(['Informe o prêmio.']);
    expect(errors.importancia_segurada).toEqual(['Informe a importância segurada.']);
    expect(errors.vigencia_fim).toEqual(['Informe o fim da vigência.']);
  });

  it('refuses a term that ends before it starts', () => {
    expect(errorsOf({ ...valid, vigencia_fim: '2025-12-31' }).vigencia_fim).toEqual([
      POLICY_MESSAGES.validityOrder,
    ]);
  });

  it('asks for the court case only where the sub-modality needs one, with a valid CNJ number', () => {
    expect(errorsOf({ ...valid, processo_numero: 'x' }).processo_numero).toBeUndefined();
    expect(errorsOf({ ...valid, exige_processo: true }).processo_numero).toEqual([
      POLICY_MESSAGES.processRequired,
    ]);
    expect(
      errorsOf({ ...valid, exige_processo: true, processo_numero: '0000001-00.2024.5.02.0001' })
        .processo_numero,
    ).toEqual([POLICY_MESSAGES.processInvalid]);
  });

  it('checks the insured document against its type', () => {
    const errors = errorsOf({
      ...valid,
      segurado_tipo: 'PF',
      segurado_documento: '123',
      segurado_nome: 'Ana',
    });
    expect(errors.segurado_documento?.[0]).toMatch(/CPF \(11 dígitos\)/);
  });

  it('refuses a commission above 100%', () => {
    expect(errorsOf({ ...valid, comissao: 120 }).comissao).toEqual([
      'A comissão deve estar entre 0% e 100%.',
    ]);
  });
});
