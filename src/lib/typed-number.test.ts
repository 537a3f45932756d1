import { describe, expect, it } from 'vitest';
import { formatTypedNumber, readTypedNumber } from './typed-number';

const MONEY = { scale: 2, max: 999_999_999_999.99, padDecimals: true };
const PERCENT = { scale: 4, max: 100, padDecimals: false };
const COUNT = { scale: 0, max: 100_000_000, padDecimals: false };

const value = (text: string, format = MONEY) => {
  const read = readTypedNumber(text, format);
  return read.ok ? read.value : `erro: ${read.message}`;
};

describe('readTypedNumber', () => {
  it('reads the ways Brazilians type money', () => {
    expect(value('1.200,00')).toBe(1200);
    expect(value('1200')).toBe(1200);
    expect(value('1200,5')).toBe(1200.5);
    expect(value('1.234.567,8')).toBe(1234567.8);
    expect(value('0,5')).toBe(0.5);
    expect(value(',5')).toBe(0.5);
    expect(value('R$ 1.200,00')).toBe(1200);
    expect(value('R$\u00a01.200,00')).toBe(1200);
    expect(value('1.200')).toBe(1200);
    expect(value('')).toBeNull();
    expect(value('  ')).toBeNull();
  });

  it('reads a lone dot before one or two digits as the decimal mark (pasted from a spreadsheet)', () => {
    expect(value('1200.50')).toBe(1200.5);
    expect(value('1.20')).toBe(1.2);
    expect(value('12.5')).toBe(12.5);
    expect(value('0.45', PERCENT)).toBe(0.45);
    expect(value('0.125', PERCENT)).toBe(0.125);
  });

  it('refuses what could be read two ways instead of scaling it', () => {
    // '1,200' is mil e duzentos to an English reader and 1,2 to a Brazilian one: centavos have 2 digits.
    expect(value('1,200')).toMatch(/^erro: Use no máximo 2 casas decimais/);
    expect(value('1,200.50')).toMatch(/^erro:/);
    expect(value('1.234.56')).toMatch(/^erro:/);
    expect(value('12.00,50')).toMatch(/^erro: O ponto separa os milhares/);
    expect(value('1,2,3')).toMatch(/^erro: Use uma vírgula só/);
    expect(value('0.125')).toMatch(/^erro:/);
    expect(value('-10')).toBe('erro: O valor não pode ser negativo.');
    expect(value('12a')).toMatch(/^erro: Digite só números/);
    expect(value(',')).toBe('erro: Digite um número.');
  });

  it('keeps the field limits: rates up to 100 %, whole counts', () => {
    expect(value('1,200', PERCENT)).toBe(1.2);
    expect(value('1.200', PERCENT)).toBe('erro: O valor máximo é 100.');
    expect(value('1.200', COUNT)).toBe(1200);
    expect(value('1,5', COUNT)).toBe('erro: Digite um número inteiro, sem vírgula.');
  });
});

describe('formatTypedNumber', () => {
  it('writes the canonical Brazilian form', () => {
    expect(formatTypedNumber(1200, MONEY)).toBe('1.200,00');
    expect(formatTypedNumber(1234567.8, MONEY)).toBe('1.234.567,80');
    expect(formatTypedNumber(0.125, PERCENT)).toBe('0,125');
  });
});
