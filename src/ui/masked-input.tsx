import type { ComponentPropsWithRef } from 'react';
import { useCallback, useEffect, useRef } from 'react';
import { useIMask } from 'react-imask';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';

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

const MASKS = {
  cnpj: { mask: CNPJ_MASK, placeholder: '00.000.000/0000-00' },
  telefone: { mask: PHONE_MASK, placeholder: '(00) 00000-0000' },
} as const;

export interface MaskedFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  kind: keyof typeof MASKS;
}

/** A CNPJ or phone field of a react-hook-form form: the mask while typing, the masked text as value. */
export function MaskedField<T extends FieldValues, TOut>({ control, name, kind }: MaskedFieldProps<T, TOut>) {
  const { mask, placeholder } = MASKS[kind];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MaskedInput
          mask={mask}
          placeholder={placeholder}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
