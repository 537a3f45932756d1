import { describe, expect, it } from 'vitest';
import type { CreditHistoryItem } from '../../contract/credit-limits';
import { currentLimits, formatRate } from './summary';

const answer = (
  insurer: string,
  status: CreditHistoryItem['status']['id'],
  limit: number | null,
  consult: string,
): CreditHistoryItem => ({
  id: `${insurer}-${consult}`,
  seguradora: { id: insurer, nome: insurer.toUpperCase() },
  status: { id: status, nome: status },
  limite_aprovado: limit,
  taxa_minima: 0.45,
  vigencia_inicio: '2026-01-01',
  vigencia_fim: '2027-01-01',
  estrutura_ccg: null,
  tipo_regra_aprovacao: null,
  tipo_regra_premio: null,
  observacoes: null,
  canal: 'email',
  enviado_em: '2026-01-01T12:00:00Z',
  respondido_em: null,
  atualizado_em: '2026-01-01T12:00:00Z',
  consulta_id: consult,
  valor_solicitado: 1000,
  consulta_criada_em: '2026-01-01T12:00:00Z',
});

describe('currentLimits', () => {
  it('keeps the newest approval of each insurer, expired ones included, and drops refusals and pending answers', () => {
    const history = [
      answer('beta', 'recusado', null, 'c3'),
      answer('alfa', 'aguardando', null, 'c3'),
      answer('alfa', 'aprovado', 2_000_000, 'c2'),
      answer('alfa', 'vencido', 1_000_000, 'c1'),
      answer('gama', 'vencido', 500_000, 'c1'),
    ];
    expect(currentLimits(history).map((a) => [a.seguradora.id, a.status.id, a.limite_aprovado])).toEqual([
      ['alfa', 'aprovado', 2_000_000],
      ['gama', 'vencido', 500_000],
    ]);
  });

  it('is empty without approvals', () => {
    expect(currentLimits([answer('beta', 'recusado', null, 'c1')])).toEqual([]);
  });
});

describe('formatRate', () => {
  it.each([
    [0.45, '0,45%'],
    [1.2575, '1,2575%'],
    [2, '2,00%'],
    [null, '—'],
  ])('%s -> %s', (value, text) => {
    expect(formatRate(value)).toBe(text);
  });
});
