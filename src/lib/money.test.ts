import { describe, expect, it } from 'vitest';
import { addMoney, formatMoney, parseMoney, percentOf, subtractMoney, toCents } from './money';

describe('formatMoney', () => {
  it('writes reais with R$, dot thousands and comma decimals', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(1_000_000)).toBe('R$ 1.000.000,00');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(0.5)).toBe('R$ 0,50');
  });

  it('rounds to two decimals', () => {
    expect(formatMoney(10.005)).toBe('R$ 10,01');
    expect(formatMoney(2.499)).toBe('R$ 2,50');
  });

  it('shows negative amounts', () => {
    expect(formatMoney(-1234.5)).toBe('-R$ 1.234,50');
  });
});

describe('parseMoney', () => {
  it('reads what formatMoney writes', () => {
    for (const n of [0, 0.01, 1234.56, 987654321.09, -42.1]) expect(parseMoney(formatMoney(n))).toBe(n);
  });

  it('reads typed variants', () => {
    expect(parseMoney('1234,5')).toBe(1234.5);
    expect(parseMoney('1.234')).toBe(1234);
    expect(parseMoney(' R$ 12,345 ')).toBe(12.35);
    expect(parseMoney('10')).toBe(10);
  });

  it('refuses text that is not money', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('abc')).toBeNull();
    expect(parseMoney('1,2,3')).toBeNull();
    expect(parseMoney('12.34')).toBeNull();
  });
});

describe('cents arithmetic', () => {
  it('adds without floating-point drift', () => {
    expect(addMoney(0.1, 0.2)).toBe(0.3);
    expect(addMoney(19.99, 0.01, 100)).toBe(120);
    expect(subtractMoney(0.3, 0.1)).toBe(0.2);
  });

  it('rounds to the cent half away from zero', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
  });

  it('takes a percentage of a value', () => {
    expect(percentOf(1000, 30)).toBe(300);
    expect(percentOf(33.33, 50)).toBe(16.67);
  });
});
