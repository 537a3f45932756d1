import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computeCheckDigits, formatUniqueNumber, parseUniqueNumber } from './cnj';

/**
 * A second, independent computation of DD: the piecewise method of the annex of Resolução CNJ
 * 65/2008, which never needs more than 15 digits, so plain Numbers suffice.
 */
function annexCheckDigits(n: string, a: string, jtr: string, o: string): string {
  const r1 = Number(n) % 97;
  const r2 = Number(`${String(r1).padStart(2, '0')}${a}${jtr}`) % 97;
  const r3 = Number(`${String(r2).padStart(2, '0')}${o}00`) % 97;
  return String(98 - r3).padStart(2, '0');
}

/** Process numbers published in court records and the press. */
const PUBLISHED = [
  '5046512-94.2016.4.04.7000', // TRF4, 13ª Vara Federal de Curitiba
  '5021365-32.2017.4.04.7000', // TRF4, 13ª Vara Federal de Curitiba
  '0069758-61.2015.4.01.3400', // TRF1, Seção Judiciária do Distrito Federal
  '0001327-64.2018.8.26.0158', // TJSP
  '5010709-36.2019.8.13.0024', // TJMG, Belo Horizonte
];

describe('CNJ unique process number', () => {
  it.each(PUBLISHED)('accepts the published number %s', (numero) => {
    const parsed = parseUniqueNumber(numero);
    expect(parsed.ok).toBe(true);
  });

  it('splits a number into its parts', () => {
    expect(parseUniqueNumber('5046512-94.2016.4.04.7000')).toEqual({
      ok: true,
      value: {
        sequencial: '5046512',
        digito: '94',
        ano: '2016',
        segmento: 4,
        tribunal: '04',
        origem: '7000',
        digits: '50465129420164047000',
      },
    });
  });

  it('accepts the 20 digits without separators and surrounding spaces', () => {
    const parsed = parseUniqueNumber('  00013276420188260158 ');
    expect(parsed).toMatchObject({ ok: true, value: { segmento: 8, tribunal: '26', origem: '0158' } });
  });

  it('refuses a wrong check digit', () => {
    expect(parseUniqueNumber('5046512-95.2016.4.04.7000')).toEqual({ ok: false, error: 'check_digit' });
    expect(parseUniqueNumber('0000001-45.2019.8.26.0100')).toEqual({ ok: false, error: 'check_digit' });
  });

  it.each([
    '',
    '5046512-94.2016.4.04.700',
    '5046512-94-2016-4-04-7000',
    '5046512942016404700',
    '504651294201640470001',
    '5046512-94.2016.0.04.7000',
    '50465129420164047000x',
    '5046512-94.2016.4.04.7000 extra',
    '5046512-94.20164.04.7000',
  ])('refuses the malformed input %j', (input) => {
    expect(parseUniqueNumber(input)).toEqual({ ok: false, error: 'format' });
  });

  it('computes the check digits of the published numbers', () => {
    expect(
      computeCheckDigits({ sequencial: '0069758', ano: '2015', segmento: 4, tribunal: '01', origem: '3400' }),
    ).toBe('61');
    expect(
      computeCheckDigits({
        sequencial: '0001327',
        ano: '2018',
        segmento: '8',
        tribunal: '26',
        origem: '0158',
      }),
    ).toBe('64');
  });

  it('agrees with the annex method for any number, and accepts exactly the right digits', () => {
    const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${String(n)}}$`));
    fc.assert(
      fc.property(
        digits(7),
        digits(4),
        fc.integer({ min: 1, max: 9 }),
        digits(2),
        digits(4),
        fc.integer({ min: 0, max: 99 }),
        (n, a, j, tr, o, other) => {
          const dd = computeCheckDigits({ sequencial: n, ano: a, segmento: j, tribunal: tr, origem: o });
          expect(dd).toBe(annexCheckDigits(n, a, `${String(j)}${tr}`, o));
          const numero = `${n}-${dd}.${a}.${String(j)}.${tr}.${o}`;
          expect(parseUniqueNumber(numero).ok).toBe(true);
          const wrong = String(other).padStart(2, '0');
          if (wrong !== dd) {
            expect(parseUniqueNumber(`${n}-${wrong}.${a}.${String(j)}.${tr}.${o}`)).toEqual({
              ok: false,
              error: 'check_digit',
            });
          }
        },
      ),
    );
  });

  it('formats parts and plain digits, and leaves other text as it is', () => {
    const parsed = parseUniqueNumber('00697586120154013400');
    if (!parsed.ok) throw new Error('número publicado recusado');
    expect(formatUniqueNumber(parsed.value)).toBe('0069758-61.2015.4.01.3400');
    expect(formatUniqueNumber('50465129420164047000')).toBe('5046512-94.2016.4.04.7000');
    expect(formatUniqueNumber('5046512-94.2016.4.04.7000')).toBe('5046512-94.2016.4.04.7000');
    expect(formatUniqueNumber('123')).toBe('123');
  });
});
