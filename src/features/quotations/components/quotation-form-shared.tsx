// What the parts of the guarantee quotation form share: its types, the search of its pickers, its sections.
import type { ReactNode } from 'react';
import { lazy } from 'react';
import { displayCnpj } from '../../../contract/documents';
import { companyLabel } from '../../../contract/economic-groups';
import { parseUniqueNumber } from '../../../lib/cnj';
import type { UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { QuotationOptions } from '../../../contract/guarantee-quotations';
import type { CommandForm } from '../../../forms/use-command-form';
import type { QuotationFormData, QuotationFormValues } from '../form-schema';

export type QuotationFormApi = UseFormReturn<QuotationFormValues, unknown, QuotationFormData>;

export interface QuotationFormState {
  form: QuotationFormApi;
  command: CommandForm;
  /** GET opcoes of the chosen sub-modality (pending until one is chosen). */
  options: UseQueryResult<QuotationOptions>;
}

export interface OptionsFieldProps {
  form: QuotationFormApi;
  options: QuotationFormState['options'];
}

/** A saved choice the list no longer offers (a permission withdrawn) still shows as chosen. */
export function withSaved<T extends { id: string; nome: string }>(
  list: readonly T[],
  saved: { id: string; nome: string } | null,
) {
  return saved && saved.id && !list.some((item) => item.id === saved.id) ? [...list, saved] : list;
}

export const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();

/** The items whose texts hold what was typed (accents and case ignored; digits match masked numbers). */
export function matching<T>(items: readonly T[], query: string, texts: (item: T) => string[]): T[] {
  const wanted = normalized(query.trim());
  const digits = wanted.replace(/\D/g, '');
  if (!wanted) return [...items];
  return items.filter((item) =>
    texts(item).some(
      (text) =>
        normalized(text).includes(wanted) || (digits.length > 0 && text.replace(/\D/g, '').includes(digits)),
    ),
  );
}

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <fieldset className="flex min-w-0 flex-col gap-5 rounded-xl border border-slate-200 p-4">
    <legend className="px-1 text-base font-semibold text-slate-900">{title}</legend>
    {children}
  </fieldset>
);

/* ---------------------------------------------------------------- step 1: Tomador */

/** The digits of a complete, valid CNJ number, or '' (nothing to look up). */
export function processDigits(numero: string | undefined): string {
  const parsed = parseUniqueNumber(numero ?? '');
  return parsed.ok ? parsed.value.digits : '';
}

export const labelWithCnpj = (nome: string, cnpj: string | undefined) =>
  cnpj ? companyLabel(nome, displayCnpj(cnpj)) : nome;

/** The rich text editor (Tiptap) is the heaviest part of the form: fetched only when step 5 opens. */
export const RichTextEditor = lazy(() =>
  import('../../../ui/rich-text-editor').then((m) => ({ default: m.RichTextEditor })),
);
