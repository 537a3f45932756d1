/**
 * Reading a number typed (or pasted) by a person in Brazil: the comma is the decimal mark and the dot
 * groups thousands ('1.234.567,89'). The rule is strict enough that a value is never silently scaled:
 * '1.200,00' and '1200' are both mil e duzentos, never 1,20; a text that can be read two ways is either
 * read by the one rule below (and the input shows that reading while the person types) or refused
 * with a Portuguese message.
 *
 * - With a comma: the comma is the decimal mark; dots before it must group thousands in threes
 *   ('1.234,5'); more decimals than the field takes is refused ('1,200' in reais: centavos have two
 *   digits, so it is not read as 1,20 nor as 1.200).
 * - Without a comma: dots that group thousands in threes are thousands ('1.200', '1.234.567'); a single
 *   dot followed by one or two digits ('1200.50', '1.5'), or a dot after a lone zero ('0.125'), is a
 *   decimal mark, as in a value pasted from a spreadsheet or typed on a keypad that only has the dot.
 * - Anything else ('1.2.3', '1.234.56', '1,200.50') is refused.
 */

export interface TypedNumberFormat {
  /** Decimal places the field takes. */
  scale: number;
  max: number;
  /** Pad the decimals when formatting ('1,50'): money does, rates do not. */
  padDecimals: boolean;
}

export type TypedNumber = { ok: true; value: number | null } | { ok: false; message: string };

const THOUSANDS = /^\d{1,3}(\.\d{3})+$/;
const PLAIN = /^\d*$/;
const DECIMAL_DOT = /^(\d*)\.(\d{1,2})$/;
const ZERO_DOT = /^0\.(\d+)$/;

/** 1234.5 -> '1.234,50' (money) or '1.234,5' (rates): what the field shows when not being edited. */
export function formatTypedNumber(value: number, format: Omit<TypedNumberFormat, 'max'>): string {
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: format.padDecimals ? format.scale : 0,
    maximumFractionDigits: format.scale,
  });
}

function decimalsMessage(scale: number): string {
  if (scale === 0) return 'Digite um número inteiro, sem vírgula.';
  const places = scale === 1 ? '1 casa decimal' : `${String(scale)} casas decimais`;
  return `Use no máximo ${places} depois da vírgula (para milhar, use ponto: 1.200).`;
}

function read(integer: string, decimals: string, format: TypedNumberFormat): TypedNumber {
  if (decimals.length > format.scale) return { ok: false, message: decimalsMessage(format.scale) };
  if (integer === '' && decimals === '') return { ok: false, message: 'Digite um número.' };
  const value = Number(`${integer || '0'}.${decimals || '0'}`);
  if (value > format.max)
    return {
      ok: false,
      message: `O valor máximo é ${formatTypedNumber(format.max, { scale: format.scale, padDecimals: false })}.`,
    };
  return { ok: true, value };
}

/** The number in `text`, null when it is empty, or the reason it is not a number of this field. */
export function readTypedNumber(text: string, format: TypedNumberFormat): TypedNumber {
  const cleaned = text.replace(/R\$|%/gi, '').replace(/\s/g, '');
  if (cleaned === '') return { ok: true, value: null };
  if (cleaned.startsWith('-')) return { ok: false, message: 'O valor não pode ser negativo.' };
  if (!/^[\d.,]+$/.test(cleaned))
    return { ok: false, message: 'Digite só números, com vírgula nos decimais (ex.: 1.200,50).' };
  const commas = cleaned.split(',');
  if (commas.length > 2)
    return { ok: false, message: 'Use uma vírgula só, para os decimais (ex.: 1.200,50).' };
  const [integer = '', decimals] = commas;
  if (decimals !== undefined) {
    if (decimals.includes('.'))
      return { ok: false, message: 'A vírgula marca os decimais e o ponto, os milhares (ex.: 1.200,50).' };
    if (PLAIN.test(integer)) return read(integer, decimals, format);
    if (THOUSANDS.test(integer)) return read(integer.replace(/\./g, ''), decimals, format);
    return { ok: false, message: 'O ponto separa os milhares de três em três (ex.: 1.234.567,89).' };
  }
  if (PLAIN.test(integer)) return read(integer, '', format);
  const zero = ZERO_DOT.exec(integer);
  if (zero) return read('0', zero[1] ?? '', format);
  if (THOUSANDS.test(integer)) return read(integer.replace(/\./g, ''), '', format);
  const dot = DECIMAL_DOT.exec(integer);
  if (dot) return read(dot[1] ?? '', dot[2] ?? '', format);
  return { ok: false, message: 'A vírgula marca os decimais e o ponto, os milhares (ex.: 1.200,50).' };
}
