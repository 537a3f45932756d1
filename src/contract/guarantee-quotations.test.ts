import { describe, expect, it } from 'vitest';
import type { QuotationStageId, QuotationStatusId, StepState } from './guarantee-quotations';
import {
  appealInsuredAmount,
  displayedSteps,
  formatQuotationNumber,
  headerLinks,
  situationOf,
  stepStates,
} from './guarantee-quotations';

const short: Record<StepState, string> = {
  nao_realizado: 'N',
  em_realizacao: 'E',
  realizado: 'R',
  cancelado: 'C',
};
const bar = (steps: { estado: StepState }[]) => steps.map((s) => short[s.estado]).join('');

describe('the step bar (SPEC.md §4)', () => {
  it.each<[QuotationStageId, QuotationStatusId, string[], string, string]>([
    ['dados_processo', 'em_andamento', [], 'ENNNNN', 'ENNNNN'],
    ['aguardando_cotacao', 'em_andamento', [], 'RENNNN', 'RENNNN'],
    ['emissao_apolice', 'em_andamento', [], 'RRRREN', 'RRRREN'],
    ['apolice_emitida', 'em_andamento', [], 'RRRRRR', 'RRRRRR'],
    // A refused draft: the approval step is cancelled and, after the current step, stays so.
    ['solicitar_minuta', 'em_andamento', ['aprovacao_minuta'], 'RRECNN', 'RRECNN'],
    // A cancelled step before the first not-done step is displayed as done.
    ['emissao_apolice', 'em_andamento', ['aprovacao_minuta'], 'RRRCEN', 'RRRREN'],
    ['aguardando_cotacao', 'em_andamento', ['solicitar_minuta', 'aprovacao_minuta'], 'RECCNN', 'RECCNN'],
    // A cancelled quotation: its stage and every later one cancelled, none displayed as done.
    ['solicitar_minuta', 'cancelada', [], 'RRCCCC', 'RRCCCC'],
    ['dados_processo', 'cancelada', [], 'CCCCCC', 'CCCCCC'],
  ])('%s / %s / %j: stored %s, displayed %s', (etapa, status, canceladas, stored, shown) => {
    const steps = stepStates(etapa, status, canceladas);
    expect(steps.map((s) => s.numero)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(bar(steps)).toBe(stored);
    expect(bar(displayedSteps(steps))).toBe(shown);
  });
});

describe('the header links (SPEC.md §4)', () => {
  it.each<[QuotationStatusId, QuotationStageId, boolean, boolean, boolean, boolean]>([
    // status, stage, has draft, has policy -> history shown, summary shown
    ['em_andamento', 'dados_processo', false, false, false, false],
    ['em_andamento', 'aguardando_cotacao', false, false, false, true],
    ['em_andamento', 'aprovacao_minuta', true, false, true, true],
    ['em_andamento', 'dados_processo', true, false, true, true],
    ['em_andamento', 'apolice_emitida', true, true, true, true],
    ['cancelada', 'dados_processo', false, false, true, true],
    ['cancelada', 'aguardando_cotacao', false, false, true, true],
  ])(
    '%s on %s (draft %s, policy %s): history %s, summary %s',
    (status, etapa, draft, policy, history, summary) => {
      expect(headerLinks({ status, etapa, tem_minuta: draft, tem_apolice: policy })).toEqual({
        historico: history,
        resumo: summary,
      });
    },
  );
});

describe('labels and amounts', () => {
  it('names the list situation from the stage and the draft', () => {
    expect(situationOf('em_andamento', 'aprovacao_minuta', 'aguardando_aprovacao')).toBe(
      'aguardando_aprovacao',
    );
    expect(situationOf('em_andamento', 'aprovacao_minuta', 'emitida')).toBe('minuta_emitida');
    expect(situationOf('em_andamento', 'solicitar_minuta', 'solicitada')).toBe('aguardando_emissao_minuta');
    expect(situationOf('cancelada', 'emissao_apolice', null)).toBe('cancelada');
  });
  it('formats the number and the appeal bond amount (deposit + 30%)', () => {
    expect(formatQuotationNumber(123)).toBe('COT-000123');
    expect(appealInsuredAmount(100_000)).toBe(130_000);
    expect(appealInsuredAmount(1_234.56, 30)).toBe(1_604.93);
  });
});
