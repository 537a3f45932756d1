import { describe, expect, it } from 'vitest';
import type { Policy } from '../../contract/policies';
import { nextYear, quotationValuesOfPolicy } from './renewal-values';

const policy: Policy = {
  id: 'p1',
  numero: 'APO-1',
  cotacao: null,
  seguradora: { id: 's1', nome: 'Seguradora' },
  tomador: { id: 't1', nome_fantasia: 'Tomadora', grupo: { id: 'g1', nome: 'Grupo' } },
  modalidade: { id: 'm1', nome: 'Judicial' },
  submodalidade: { id: 'sm1', nome: 'Trabalhista' },
  tipo_emissao: { id: 'nova', nome: 'Apólice nova' },
  segurado: { tipo: 'PJ', documento: '46395000000139', nome: 'MUNICÍPIO' },
  importancia_segurada: 100_000,
  premio: 1000,
  comissao: 20,
  emitida_em: '2025-01-10',
  vigencia_inicio: '2025-01-10',
  vigencia_fim: '2026-01-10',
  importancia_atual: 120_000,
  vigencia_fim_atual: '2026-02-28',
  cancelada_em: null,
  situacao: { id: 'vigente', nome: 'Vigente' },
  processo: {
    numero: '0001234-55.2024.5.02.0001',
    tribunal: { id: 'c1', nome: 'TRT2' },
    unidade: { id: 'u1', nome: '1ª Vara' },
  },
  arquivo: null,
  solicitada_por: null,
  atualizado_em: '2025-01-10T00:00:00Z',
};

describe('quotationValuesOfPolicy', () => {
  it('renews the policy: same parties, current amount, a year from the current term end, the court case', () => {
    const v = quotationValuesOfPolicy(policy);
    expect(v.grupo_economico).toEqual({ id: 'g1', nome: 'Grupo' });
    expect(v.tomador).toMatchObject({ id: 't1', nome: 'Tomadora' });
    expect(v.submodalidade).toEqual({ id: 'sm1', nome: 'Trabalhista' });
    expect(v.tipo_emissao_id).toBe('renovacao');
    expect(v.importancia_segurada).toBe(120_000);
    expect(v.vigencia_inicio).toBe('2026-02-28');
    expect(v.vigencia_fim).toBe('2027-02-28');
    expect(v.segurado).toMatchObject({ tipo: 'PJ', documento: '46.395.000/0001-39', nome: 'MUNICÍPIO' });
    expect(v.processo).toEqual({
      numero: '0001234-55.2024.5.02.0001',
      resolucao: { tribunal: { id: 'c1', nome: 'TRT2' }, unidade: { id: 'u1', nome: '1ª Vara' } },
    });
  });

  it('a year after 29 February is 28 February', () => {
    expect(nextYear('2028-02-29')).toBe('2029-02-28');
  });
});
