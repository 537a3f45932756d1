import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { CompanyLookup } from '../../contract/pessoas';
import type { QuotationEdit } from '../../contract/guarantee-quotations';
import { QUOTATION_MESSAGES, createQuotationBody } from '../../contract/guarantee-quotations';
import { computeCheckDigits } from '../../lib/cnj';
import type { QuotationFormValues } from './form-schema';
import {
  PROCESS_CHECK_DIGIT,
  emptyQuotationForm,
  firstStepOf,
  formFieldOf,
  formValuesOfEdit,
  mergeInsuredFill,
  stepErrors,
  toQuotationBody,
  validateQuotationForm,
} from './form-schema';

const GROUP = '2e4c6a8b-0000-4000-8000-000000000001';
const BORROWER = '2e4c6a8b-0000-4000-8000-000000000002';
const MODALITY = '2e4c6a8b-0000-4000-8000-000000000003';
const SUB = '2e4c6a8b-0000-4000-8000-000000000004';
const UNIT = '2e4c6a8b-0000-4000-8000-000000000005';

const parts = { sequencial: '0001234', ano: '2024', segmento: 5, tribunal: '02', origem: '0001' };
const DIGITS = computeCheckDigits(parts);
const PROCESS = `0001234-${DIGITS}.2024.5.02.0001`;
const WRONG_DIGITS = `0001234-${String((Number(DIGITS) + 1) % 100).padStart(2, '0')}.2024.5.02.0001`;

/** A form filled through every step (no appeal, no court case). */
function filled(overrides: Partial<QuotationFormValues> = {}): QuotationFormValues {
  return {
    ...emptyQuotationForm,
    grupo_economico: { id: GROUP, nome: 'CAFE DO SUL', cnpj: '11222333000181' },
    tomador: { id: BORROWER, nome: 'CAFEEIRA BOA VISTA', cnpj: '11222333000181' },
    modalidade: { id: MODALITY, nome: 'JUDICIAL' },
    submodalidade: { id: SUB, nome: 'JUDICIAL CÍVEL' },
    opcoes: { processo: false, recurso: false },
    tipo_emissao_id: 'nova',
    segurado: {
      tipo: 'PF',
      documento: '529.982.247-25',
      nome: ' joão da silva ',
      cep: '37130000',
      logradouro: 'RUA JOSÉ BONIFÁCIO',
      numero: '120',
      complemento: '',
      uf: 'mg',
      cidade: 'ALFENAS',
      bairro: 'CENTRO',
    },
    importancia_segurada: 250_000,
    vigencia_inicio: '2026-12-01',
    vigencia_fim: '2027-12-01',
    objeto: '<p>Garantia do contrato <strong>123</strong>.</p>',
    ...overrides,
  };
}

describe('the steps of the wizard', () => {
  it('asks for the borrower on step 1 with the contract message, and for nothing of later steps', () => {
    const values = { ...emptyQuotationForm, grupo_economico: filled().grupo_economico };
    expect(stepErrors(values, 1)).toEqual({ tomador: 'Escolha o tomador.' });
    expect(stepErrors(emptyQuotationForm, 1)).toEqual({
      grupo_economico: 'Escolha o grupo econômico.',
      tomador: 'Escolha o tomador.',
    });
  });

  it('asks for the modality, the sub-modality and the emission type on step 2', () => {
    expect(
      stepErrors({ ...filled(), modalidade: null, submodalidade: null, tipo_emissao_id: '' }, 2),
    ).toEqual({
      modalidade: 'Escolha a modalidade.',
      submodalidade: 'Escolha a sub-modalidade.',
      tipo_emissao_id: 'Escolha o tipo de emissão.',
    });
  });

  it('refuses a CPF or a CNPJ whose check digits are wrong, and a missing name', () => {
    const insured = filled().segurado;
    expect(stepErrors(filled({ segurado: { ...insured, documento: '529.982.247-26' } }), 3)).toEqual({
      'segurado.documento': 'CPF inválido.',
    });
    expect(
      stepErrors(
        filled({ segurado: { ...insured, tipo: 'PJ', documento: '11.222.333/0001-82', nome: '' } }),
        3,
      ),
    ).toEqual({
      'segurado.documento': 'CNPJ inválido.',
      'segurado.nome': 'Informe o nome do segurado.',
    });
    expect(stepErrors(filled({ segurado: { ...insured, documento: '' } }), 3)).toEqual({
      'segurado.documento': 'Informe o CPF do segurado.',
    });
  });

  it('wants the validity to end after it starts, even while other steps are still wrong', () => {
    const values = { ...filled({ vigencia_fim: '2026-12-01' }), tomador: null };
    expect(stepErrors(values, 4)).toEqual({ vigencia_fim: QUOTATION_MESSAGES.validityOrder });
    expect(stepErrors(filled({ vigencia_inicio: null }), 4)).toEqual({
      vigencia_inicio: 'Informe o início da vigência.',
    });
  });

  it('names the first step holding an error (where the wizard goes back to)', () => {
    expect(firstStepOf(['vigencia_fim', 'segurado.documento'])).toBe(3);
    expect(firstStepOf([formFieldOf('tomador_id')])).toBe(1);
    expect(firstStepOf(['processo.unidade_id'].map(formFieldOf))).toBe(4);
    expect(firstStepOf(['desconhecido'])).toBeNull();
  });
});

describe('the appeal bond', () => {
  const appeal = (recurso: QuotationFormValues['recurso']) =>
    filled({ opcoes: { processo: false, recurso: true }, importancia_segurada: null, recurso });

  it('insures the deposit plus 30% by default, whatever the amount field holds', () => {
    const result = validateQuotationForm(
      appeal({ tipo_id: 'recurso_ordinario', valor: 100_000, percentual: null }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const body = toQuotationBody(result.data);
    expect(body.importancia_segurada).toBe(130_000);
    expect(body.recurso).toEqual({ tipo_id: 'recurso_ordinario', valor: 100_000, percentual: 30 });
  });

  it('rounds deposit × (1 + percent) to the cent', () => {
    const result = validateQuotationForm(appeal({ tipo_id: '', valor: 1234.56, percentual: 30 }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(toQuotationBody(result.data)).toMatchObject({
      importancia_segurada: 1604.93,
      recurso: { tipo_id: null, valor: 1234.56, percentual: 30 },
    });
  });

  it('asks for the deposit value when the sub-modality demands an appeal', () => {
    expect(stepErrors(appeal({ tipo_id: '', valor: null, percentual: 30 }), 4)).toEqual({
      'recurso.valor': QUOTATION_MESSAGES.appealRequired,
    });
  });

  it('sends no appeal, and the typed amount, when the sub-modality has none', () => {
    const result = validateQuotationForm(filled({ recurso: { tipo_id: '', valor: 5, percentual: 30 } }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(toQuotationBody(result.data)).toMatchObject({ importancia_segurada: 250_000, recurso: null });
    expect(stepErrors(filled({ importancia_segurada: null }), 4)).toEqual({
      importancia_segurada: 'Informe a importância segurada.',
    });
  });
});

describe('the court case', () => {
  const withProcess = (numero: string, resolucao: QuotationFormValues['processo']['resolucao'] = null) =>
    filled({ opcoes: { processo: true, recurso: false }, processo: { numero, resolucao } });

  it('wants the CNJ format and its check digits', () => {
    expect(stepErrors(withProcess('123'), 4)).toEqual({
      'processo.numero': QUOTATION_MESSAGES.processInvalid,
    });
    expect(stepErrors(withProcess(WRONG_DIGITS), 4)).toEqual({ 'processo.numero': PROCESS_CHECK_DIGIT });
    expect(stepErrors(withProcess(''), 4)).toEqual({
      'processo.numero': QUOTATION_MESSAGES.processRequired,
    });
  });

  it('sends the number formatted and the unit it resolved to; none is NÃO SE APLICA (null)', () => {
    const resolved = validateQuotationForm(
      withProcess(PROCESS.replace(/\D/g, ''), {
        tribunal: { id: 'trt2', nome: 'TRT2' },
        unidade: { id: UNIT, nome: '1ª VARA DO TRABALHO' },
      }),
    );
    if (!resolved.ok) throw new Error(JSON.stringify(resolved.errors));
    expect(toQuotationBody(resolved.data).processo).toEqual({ numero: PROCESS, unidade_id: UNIT });

    const none = validateQuotationForm(withProcess(PROCESS, { tribunal: null, unidade: null }));
    if (!none.ok) throw new Error(JSON.stringify(none.errors));
    expect(toQuotationBody(none.data).processo).toEqual({ numero: PROCESS, unidade_id: null });
  });

  it('sends no court case when the sub-modality has none', () => {
    const result = validateQuotationForm(filled({ processo: { numero: PROCESS, resolucao: null } }));
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(toQuotationBody(result.data).processo).toBeNull();
  });
});

describe('toQuotationBody', () => {
  it('gives a body the server schema accepts: ids, digits, trimmed upper-case text, nulls for blanks', () => {
    const result = validateQuotationForm(filled());
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const body = { id: '2e4c6a8b-0000-4000-8000-0000000000ff', ...toQuotationBody(result.data) };
    expect(v.safeParse(createQuotationBody, body).success).toBe(true);
    expect(body).toMatchObject({
      grupo_economico_id: GROUP,
      tomador_id: BORROWER,
      modalidade_id: MODALITY,
      submodalidade_id: SUB,
      tipo_emissao_id: 'nova',
      segurado: { tipo: 'PF', documento: '52998224725', nome: 'joão da silva', uf: 'MG', complemento: null },
      importancia_segurada: 250_000,
      recurso: null,
      processo: null,
      objeto: '<p>Garantia do contrato <strong>123</strong>.</p>',
    });
  });

  it('reopens the edit data as the same body', () => {
    const edit: QuotationEdit = {
      id: '2e4c6a8b-0000-4000-8000-0000000000ee',
      numero: 12,
      grupo_economico: { id: GROUP, nome: 'CAFE DO SUL' },
      tomador: { id: BORROWER, nome_fantasia: 'BOA VISTA', cnpj: '11222333000181' },
      modalidade: { id: MODALITY, nome: 'JUDICIAL' },
      submodalidade: { id: SUB, nome: 'JUDICIAL TRABALHISTA' },
      tipo_emissao_id: 'renovacao',
      segurado: {
        tipo: 'PJ',
        documento: '11222333000181',
        nome: 'CAFEEIRA',
        cep: null,
        logradouro: null,
        numero: null,
        complemento: null,
        uf: null,
        cidade: null,
        bairro: null,
      },
      importancia_segurada: 13_000,
      vigencia_inicio: '2026-01-01',
      vigencia_fim: '2027-01-01',
      recurso: { tipo_id: 'recurso_revista', valor: 10_000, percentual: 30 },
      processo: {
        numero: PROCESS,
        unidade_id: null,
        tribunal: { id: 'trt2', nome: 'TRT2' },
        unidade: null,
      },
      objeto: null,
      atualizado_em: '2026-01-01T00:00:00Z',
    };
    const values = formValuesOfEdit(edit);
    expect(values.segurado.documento).toBe('11.222.333/0001-81');
    expect(values.processo.resolucao).toEqual({ tribunal: { id: 'trt2', nome: 'TRT2' }, unidade: null });
    const result = validateQuotationForm({ ...values, opcoes: { processo: true, recurso: true } });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(toQuotationBody(result.data)).toEqual({
      grupo_economico_id: GROUP,
      tomador_id: BORROWER,
      modalidade_id: MODALITY,
      submodalidade_id: SUB,
      tipo_emissao_id: 'renovacao',
      segurado: edit.segurado,
      importancia_segurada: 13_000,
      vigencia_inicio: '2026-01-01',
      vigencia_fim: '2027-01-01',
      recurso: { tipo_id: 'recurso_revista', valor: 10_000, percentual: 30 },
      processo: { numero: PROCESS, unidade_id: null },
      objeto: null,
    });
  });
});

describe('mergeInsuredFill', () => {
  const company = (razao: string, cidade: string): CompanyLookup => ({
    cnpj: '11222333000181',
    razao_social: razao,
    nome_fantasia: null,
    situacao_cadastral: 'ATIVA',
    data_abertura: null,
    natureza_juridica: null,
    cnae_principal: null,
    cnaes_secundarios: [],
    endereco: {
      cep: '37130000',
      logradouro: 'RODOVIA MG 179',
      numero: 'KM 5',
      complemento: null,
      bairro: 'ZONA RURAL',
      cidade,
      uf: 'MG',
      codigo_ibge: '3101607',
    },
    telefone: null,
    email: null,
    capital_social: null,
    socios: [],
    origem: 'receita',
    consultado_em: '2026-11-23T12:00:00Z',
  });

  it('fills the name and address, keeps what the user typed, and replaces what a first lookup filled', () => {
    const typed = { ...emptyQuotationForm.segurado, documento: '11.222.333/0001-81', numero: '77' };
    const first = mergeInsuredFill(typed, null, company('CAFEEIRA', 'ALFENAS'));
    expect(first).toMatchObject({ nome: 'CAFEEIRA', cidade: 'ALFENAS', numero: '77', cep: '37130000' });
    const second = mergeInsuredFill(
      first,
      { ...company('CAFEEIRA', 'ALFENAS').endereco, nome: 'CAFEEIRA' },
      company('OUTRA', 'MACHADO'),
    );
    expect(second).toMatchObject({ nome: 'OUTRA', cidade: 'MACHADO', numero: '77' });
  });
});
