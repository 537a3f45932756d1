import { describe, expect, it } from 'vitest';
import type { CompanyLookup } from '../../contract/pessoas';
import { autofillOf, mergeAutofill } from './autofill';

const lookup = (overrides: Partial<CompanyLookup> = {}): CompanyLookup => ({
  cnpj: '11222333000181',
  razao_social: 'CAFE DO SUL LTDA',
  nome_fantasia: 'CAFE DO SUL',
  situacao_cadastral: 'ATIVA',
  data_abertura: '2001-05-10',
  natureza_juridica: null,
  cnae_principal: { codigo: '0134-2/00', descricao: 'CULTIVO DE CAFÉ' },
  cnaes_secundarios: [],
  endereco: {
    cep: '37900000',
    logradouro: 'RUA DAS FLORES',
    numero: '10',
    complemento: null,
    bairro: 'CENTRO',
    cidade: 'PASSOS',
    uf: 'MG',
    codigo_ibge: '3147907',
  },
  telefone: '3535210000',
  email: 'contato@cafedosul.com.br',
  capital_social: null,
  socios: [],
  origem: 'receita',
  consultado_em: '2026-11-23T12:00:00Z',
  ...overrides,
});

const blank = {
  razao_social: '',
  nome_fantasia: '',
  atividade_principal: null,
  endereco: {
    cep: null,
    logradouro: null,
    numero: null,
    complemento: null,
    bairro: null,
    cidade: null,
    uf: null,
    codigo_ibge: null,
  },
  telefone: '',
  email: '',
};

describe('mergeAutofill', () => {
  it('fills every blank field from the lookup, the phone masked as the form shows it', () => {
    const merged = mergeAutofill(blank, null, lookup());
    expect(merged.razao_social).toBe('CAFE DO SUL LTDA');
    expect(merged.nome_fantasia).toBe('CAFE DO SUL');
    expect(merged.atividade_principal).toEqual({ codigo: '0134-2/00', descricao: 'CULTIVO DE CAFÉ' });
    expect(merged.telefone).toBe('(35) 3521-0000');
    expect(merged.endereco).toMatchObject({ cep: '37900000', cidade: 'PASSOS', uf: 'MG', numero: '10' });
  });

  it('keeps what the user typed, the address field by field', () => {
    const typed = {
      ...blank,
      nome_fantasia: 'SUL CAFÉS',
      endereco: { ...blank.endereco, numero: '250', complemento: 'GALPÃO 2' },
      email: 'compras@sulcafes.com.br',
    };
    const merged = mergeAutofill(typed, null, lookup());
    expect(merged.nome_fantasia).toBe('SUL CAFÉS');
    expect(merged.email).toBe('compras@sulcafes.com.br');
    expect(merged.endereco).toMatchObject({
      numero: '250',
      complemento: 'GALPÃO 2',
      logradouro: 'RUA DAS FLORES',
    });
    expect(merged.razao_social).toBe('CAFE DO SUL LTDA');
  });

  it('a second CNPJ replaces what the first lookup filled but not what the user changed since', () => {
    const first = lookup();
    const afterFirst = { ...mergeAutofill(blank, null, first), nome_fantasia: 'NOME QUE DIGITEI' };
    const second = lookup({
      razao_social: 'OUTRA EMPRESA SA',
      nome_fantasia: 'OUTRA',
      telefone: null,
      endereco: { ...first.endereco, cidade: 'FRANCA', uf: 'SP' },
    });
    const merged = mergeAutofill(afterFirst, autofillOf(first), second);
    expect(merged.razao_social).toBe('OUTRA EMPRESA SA');
    expect(merged.nome_fantasia).toBe('NOME QUE DIGITEI');
    expect(merged.telefone).toBe('');
    expect(merged.endereco).toMatchObject({ cidade: 'FRANCA', uf: 'SP' });
  });

  it('a value restored from a draft (not filled by a lookup) is the user’s', () => {
    const restored = { ...blank, razao_social: 'RASCUNHO LTDA' };
    expect(mergeAutofill(restored, null, lookup()).razao_social).toBe('RASCUNHO LTDA');
  });
});
