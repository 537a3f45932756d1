import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { calendarDate, isCalendarDay } from './common';
import { answerBody } from './credit-limits';
import { policyBody } from './guarantee-quotations';

describe('calendarDate', () => {
  it('accepts the days of the calendar and nothing else', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    for (const day of ['2026-02-30', '2027-02-29', '2026-13-01', '2026-04-31', '26-01-01', '2026-1-1', ''])
      expect(isCalendarDay(day), day).toBe(false);
    expect(v.safeParse(calendarDate('Data inválida.'), '2026-02-30').issues?.[0]?.message).toBe(
      'Data inválida.',
    );
  });

  // Before, these bodies checked the format only: 2026-02-30 reached the database, which answered 500.
  it('refuses an impossible day in the guarantee policy and the credit answer bodies', () => {
    const policy = v.safeParse(policyBody, {
      id: crypto.randomUUID(),
      numero: 'APO-1',
      emitida_em: '2026-02-30',
      vigencia_inicio: '2026-03-01',
      vigencia_fim: '2027-03-01',
      premio: 100,
    });
    expect(policy.issues?.map((i) => i.message)).toContain('Data de emissão: data inválida (aaaa-mm-dd).');
    const answer = v.safeParse(answerBody, {
      seguradora_id: crypto.randomUUID(),
      status: 'aprovado',
      limite_aprovado: 1000,
      vigencia_inicio: '2026-04-31',
      vigencia_fim: '2027-04-30',
    });
    expect(answer.issues?.map((i) => i.message)).toContain('Início da vigência: data inválida (aaaa-mm-dd).');
  });
});
