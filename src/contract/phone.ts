/**
 * (11) 3333-4444 / (11) 98888-7777 for display; anything else is shown as stored. Apart from
 * documents.ts (valibot, the CPF/CNPJ checks), so a screen can show a phone without their weight.
 */
export function displayPhone(digits: string | null): string {
  if (!digits) return '';
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `(${match[1] ?? ''}) ${match[2] ?? ''}-${match[3] ?? ''}` : digits;
}
