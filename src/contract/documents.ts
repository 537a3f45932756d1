import * as v from 'valibot';
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

export const CNPJ_INVALID = 'CNPJ inválido.';
export const CPF_INVALID = 'CPF inválido.';

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** A CNPJ typed with or without its mask; the output is the 14 digits, as stored. */
export const cnpj = (required = 'Informe o CNPJ.') =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.check((text) => /^[\d./\-\s]+$/.test(text) && isValidCnpj(text), CNPJ_INVALID),
    v.transform(digitsOnly),
  );

/** A CPF typed with or without its mask; the output is the 11 digits, as stored. */
export const cpf = (required = 'Informe o CPF.') =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.check((text) => /^[\d.\-\s]+$/.test(text) && isValidCpf(text), CPF_INVALID),
    v.transform(digitsOnly),
  );

/** 00.000.000/0000-00 for display; anything that is not 14 digits is shown as it is. */
export const displayCnpj = (digits: string): string =>
  /^\d{14}$/.test(digits) ? formatCnpj(digits) : digits;

export const PHONE_INVALID = 'Telefone inválido: informe o DDD e o número.';

/**
 * An optional Brazilian phone typed with or without its mask; stored as digits: DDD + number (10 for a
 * landline, 11 for a mobile). Blank is null.
 */
export const optionalPhone = v.optional(
  v.nullable(
    v.pipe(
      v.string(PHONE_INVALID),
      // Only digits and the usual separators: a letter is a typo, not something to drop silently.
      v.check((text) => /^[\d\s().-]*$/.test(text), PHONE_INVALID),
      v.transform(digitsOnly),
      v.check((digits) => digits === '' || /^\d{10,11}$/.test(digits), PHONE_INVALID),
      v.transform((digits) => digits || null),
    ),
  ),
  null,
);

export { displayPhone } from './phone';

/** 000.000.000-00 for display; anything that is not 11 digits is shown as it is. */
export const displayCpf = (digits: string): string => (/^\d{11}$/.test(digits) ? formatCpf(digits) : digits);
