/**
 * The e-mail check of the login and recovery forms, without a validation library: those forms are
 * on the first screen, whose download has a 120 KiB gzip budget. Same rules and messages as the
 * `email` schema of src/contract/auth.ts, which the server applies.
 */
export type EmailCheck = { ok: true; value: string } | { ok: false; message: string };

const PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(input: string): EmailCheck {
  const value = input.trim().toLowerCase();
  if (!value) return { ok: false, message: 'Informe o e-mail.' };
  if (!PATTERN.test(value)) return { ok: false, message: 'E-mail inválido.' };
  if (value.length > 254) return { ok: false, message: 'E-mail longo demais.' };
  return { ok: true, value };
}
