/**
 * Money in Brazilian reais. The wire carries a number in reais with at most 2 decimals
 * (ARCHITECTURE.md §4); arithmetic is done in integer cents so 0.1 + 0.2 stays 0.30.
 */

const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 1234.56 -> 'R$ 1.234,56' (a plain space after R$, so texts compare as users read them). */
export function formatMoney(value: number): string {
  return brl.format(value).replace(/\s/g, ' ');
}

/**
 * Reads a value typed the Brazilian way: 'R$ 1.234,56', '1234,56', '1.234', '-10,5'.
 * Dots are thousands separators and the comma is the decimal mark. Returns null when the text is
 * not a number, and rounds to cents.
 */
export function parseMoney(text: string): number | null {
  const cleaned = text.replace(/R\$/i, '').replace(/\s/g, '');
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(cleaned)) return null;
  const normalized = cleaned.replace(/\./g, '').replace(',', '.');
  return fromCents(toCents(Number(normalized)));
}

/** Reais -> integer cents, rounding half away from zero (12.345 -> 1235). */
export function toCents(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + Number.EPSILON * 100);
  return value < 0 ? -cents : cents;
}

export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Sum of amounts in reais, exact to the cent. */
export function addMoney(...values: number[]): number {
  return fromCents(values.reduce((sum, value) => sum + toCents(value), 0));
}

export function subtractMoney(value: number, minus: number): number {
  return fromCents(toCents(value) - toCents(minus));
}

/** `percent` % of a value, rounded to the cent (e.g. the 30 % resource of a quotation). */
export function percentOf(value: number, percent: number): number {
  return fromCents(Math.round((toCents(value) * percent) / 100));
}
