import type { ComponentPropsWithRef } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';

/** 'dd/mm/aaaa' -> 'aaaa-mm-dd' when it is a real calendar day, else null. */
export function isoOfTyped(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  const valid =
    date.getUTCFullYear() === Number(yyyy) &&
    date.getUTCMonth() === Number(mm) - 1 &&
    date.getUTCDate() === Number(dd);
  return valid ? `${yyyy}-${mm}-${dd}` : null;
}

/** 'aaaa-mm-dd' -> 'dd/mm/aaaa'. */
export const typedOfIso = (iso: string | null): string =>
  iso ? iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1') : '';

export interface DateInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'
> {
  /** 'aaaa-mm-dd', or null while empty or incomplete. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * A date typed as Brazilians write it (dd/mm/aaaa, SPEC.md: dates dd/mm/aaaa), with a mask and a
 * numeric keyboard on tablets; the form holds the ISO day. A native date picker is avoided: its format
 * follows the device's language, not the portal's.
 */
export function DateInput({ value, onChange, className, ...rest }: DateInputProps) {
  const field = useFormField();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const onAccept = useCallback((masked: string) => {
    onChangeRef.current(isoOfTyped(masked));
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement>({ mask: '00/00/0000' }, { onAccept });

  // A value set from outside (a draft, a reset) shows; a half-typed date (value null) is left alone.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || value === null || isoOfTyped(mask.value) === value) return;
    mask.value = typedOfIso(value);
  }, [value, maskRef]);

  return (
    <input
      {...rest}
      {...fieldAttributes(field, rest)}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="dd/mm/aaaa"
      className={cx(controlClasses, 'tabular-nums', className)}
    />
  );
}
