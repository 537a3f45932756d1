import type { ComponentPropsWithRef } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';

const CNPJ_MASK = { mask: '00.000.000/0000-00' };

export interface CnpjInputProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref'
> {
  /** The CNPJ as shown (00.000.000/0000-00, or partly typed). */
  value: string;
  onChange: (value: string) => void;
}

/** A CNPJ input: the mask is applied while typing; the form validates and keeps the masked text. */
export function CnpjInput({ value, onChange, className, ...rest }: CnpjInputProps) {
  const field = useFormField();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const onAccept = useCallback((masked: string) => {
    onChangeRef.current(masked);
  }, []);
  const { ref, maskRef } = useIMask<HTMLInputElement>(CNPJ_MASK, { onAccept });

  // Follow the form's value (a draft, a reset) without fighting the user's typing.
  useEffect(() => {
    const mask = maskRef.current;
    if (!mask || mask.value === value) return;
    mask.value = value;
  }, [value, maskRef]);

  return (
    <input
      {...rest}
      {...fieldAttributes(field, rest)}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder="00.000.000/0000-00"
      className={cx(controlClasses, 'tabular-nums', className)}
    />
  );
}
