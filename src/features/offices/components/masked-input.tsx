import type { ComponentPropsWithRef } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { cx } from '../../../lib/cx';
import { fieldAttributes, useFormField } from '../../../ui/form-field';
import { controlClasses } from '../../../ui/styles';

export const CNPJ_MASK = { mask: '00.000.000/0000-00' };
/** Landline (10 digits) or mobile (11): the mask grows with the digits typed. */
export const PHONE_MASK = { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] };

export interface MaskedInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'
> {
  mask: typeof CNPJ_MASK | typeof PHONE_MASK;
  /** The text as shown, mask included ('' when empty); the schema keeps only the digits. */
  value: string;
  onChange: (value: string) => void;
}

/** A text input with an input mask (CNPJ, phone) for react-hook-form's Controller. */
export function MaskedInput({ mask, value, onChange, className, ...rest }: MaskedInputProps) {
  const field = useFormField();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const onAccept = useCallback((masked: string) => {
    onChangeRef.current(masked);
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(mask, { onAccept });

  // Follow the form's value (a draft restored, a reset) without fighting the user's typing.
  useEffect(() => {
    const current = maskRef.current;
    if (current && current.value !== value) current.value = value;
  }, [value, maskRef]);

  return (
    <input
      {...rest}
      {...fieldAttributes(field, rest)}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      className={cx(controlClasses, 'tabular-nums', className)}
    />
  );
}
