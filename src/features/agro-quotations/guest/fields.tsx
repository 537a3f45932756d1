import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { AgroFormData } from '../../../contract/agro-quotations';
import { cx } from '../../../lib/cx';
import { FormField, fieldAttributes, useFormField } from '../../../ui/form-field';
import { controlClasses } from '../../../ui/styles';
import type { FieldErrors } from '../validate';
import type { GuestFormValues } from './form-values';
import { fieldId } from './form-values';

/** What every step of the guest form gets. */
export interface StepProps {
  values: GuestFormValues;
  update: (recipe: (values: GuestFormValues) => GuestFormValues) => void;
  /** The messages shown now (empty until the user tried to go on). */
  errors: FieldErrors;
  formData: AgroFormData;
}

export interface GuestFieldProps {
  /** The field's path in the form ('produtor.nome'): its control's id and its message. */
  path: string;
  label: ReactNode;
  errors: FieldErrors;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A labelled field of the guest form, its control linked to its hint and message. */
export function GuestField({ path, label, errors, required, hint, className, children }: GuestFieldProps) {
  return (
    <FormField
      id={fieldId(path)}
      label={label}
      error={errors[path]}
      required={required}
      hint={hint}
      className={className}
    >
      {children}
    </FormField>
  );
}

export interface ChoiceGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly { id: T; nome: string; descricao?: string }[];
  onChange: (value: T) => void;
}

/** Radio buttons as large cards (touch): a fieldset with its legend, arrows move between them. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            className={cx(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2 text-sm',
              option.id === value
                ? 'border-brand-600 bg-brand-50 text-brand-700'
                : 'border-slate-300 bg-white text-slate-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={option.id === value}
              onChange={() => onChange(option.id)}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
            />
            <span className="flex flex-col">
              <span className="font-medium">{option.nome}</span>
              {option.descricao && <span className="text-xs text-slate-600">{option.descricao}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Parses a decimal typed the Brazilian or the GPS way: '-21,123456' or '-21.123456'. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

const formatDecimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

export interface DecimalInputProps {
  id?: string;
  value: number | null;
  onChange: (value: number | null) => void;
  placeholder?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * A signed decimal (coordinates: the money and number inputs take no minus sign). Keeps what is typed
 * while it is not a number yet ('-21,'), and reports the number (or null) as it changes.
 */
export function DecimalInput({ value, onChange, ...rest }: DecimalInputProps) {
  const field = useFormField();
  const [text, setText] = useState(formatDecimal(value));
  useEffect(() => {
    // Follow a value set from outside (the GPS, a restored draft) without fighting the typing.
    setText((current) => (parseDecimal(current) === value ? current : formatDecimal(value)));
  }, [value]);
  return (
    <input
      {...rest}
      {...fieldAttributes(field, rest)}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(next.trim() === '' ? null : parseDecimal(next));
      }}
      className={cx(controlClasses, 'tabular-nums')}
    />
  );
}

/** 'Selecione…' and the list's options, for a SelectInput. */
export function Options({ items }: { items: readonly { id: string | number; nome: string }[] }) {
  return (
    <>
      <option value="">Selecione…</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.nome}
        </option>
      ))}
    </>
  );
}
