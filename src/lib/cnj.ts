/**
 * The CNJ unique process number (numeração única, Resolução CNJ 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO.
 * Pure helpers shared by the client (input mask, early validation) and the server (lookup).
 */

export interface UniqueNumber {
  /** NNNNNNN: sequential number of the case within the origin and year. */
  sequencial: string;
  /** DD: check digits, mod 97 (ISO 7064). */
  digito: string;
  /** AAAA: year the case was filed. */
  ano: string;
  /** J: judiciary segment, 1 to 9. */
  segmento: number;
  /** TR: court within the segment, two digits. */
  tribunal: string;
  /** OOOO: origin unit within the court, four digits. */
  origem: string;
  /** The 20 digits in display order (without separators). */
  digits: string;
}

export type UniqueNumberError = 'format' | 'check_digit';

export type ParsedUniqueNumber = { ok: true; value: UniqueNumber } | { ok: false; error: UniqueNumberError };

const FORMATTED = /^(\d{7})-(\d{2})\.(\d{4})\.([1-9])\.(\d{2})\.(\d{4})$/;
const PLAIN = /^(\d{7})(\d{2})(\d{4})([1-9])(\d{2})(\d{4})$/;

/**
 * The two check digits of a number: 98 - (NNNNNNN AAAA J TR OOOO 00 mod 97). The 18 digits exceed
 * Number's exact range, hence BigInt.
 */
export function computeCheckDigits(parts: {
  sequencial: string;
  ano: string;
  segmento: number | string;
  tribunal: string;
  origem: string;
}): string {
  const base = `${parts.sequencial}${parts.ano}${String(parts.segmento)}${parts.tribunal}${parts.origem}00`;
  const remainder = BigInt(base) % 97n;
  return String(98n - remainder).padStart(2, '0');
}

/** Reads a number typed formatted (NNNNNNN-DD.AAAA.J.TR.OOOO) or as its 20 digits, and checks DD. */
export function parseUniqueNumber(input: string): ParsedUniqueNumber {
  const text = input.trim();
  const match = FORMATTED.exec(text) ?? PLAIN.exec(text);
  if (!match) return { ok: false, error: 'format' };
  const [, sequencial = '', digito = '', ano = '', segmento = '', tribunal = '', origem = ''] = match;
  const value: UniqueNumber = {
    sequencial,
    digito,
    ano,
    segmento: Number(segmento),
    tribunal,
    origem,
    digits: `${sequencial}${digito}${ano}${segmento}${tribunal}${origem}`,
  };
  if (computeCheckDigits(value) !== digito) return { ok: false, error: 'check_digit' };
  return { ok: true, value };
}

/**
 * The display form NNNNNNN-DD.AAAA.J.TR.OOOO, from parsed parts or from text holding the 20 digits
 * (separators ignored); text that does not hold exactly 20 digits comes back unchanged.
 */
export function formatUniqueNumber(n: Omit<UniqueNumber, 'digits'> | string): string {
  if (typeof n === 'string') {
    const digits = n.replace(/\D/g, '');
    const m = /^(\d{7})(\d{2})(\d{4})(\d)(\d{2})(\d{4})$/.exec(digits);
    return m ? `${m[1] ?? ''}-${m[2] ?? ''}.${m[3] ?? ''}.${m[4] ?? ''}.${m[5] ?? ''}.${m[6] ?? ''}` : n;
  }
  return `${n.sequencial}-${n.digito}.${n.ano}.${String(n.segmento)}.${n.tribunal}.${n.origem}`;
}
