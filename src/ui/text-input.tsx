import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';
import { upperCaseInPlace } from './uppercase';

/** Types whose text is not free text: they keep their case unless `uppercase` says otherwise. */
const KEEP_CASE = new Set(['email', 'password', 'url', 'number', 'date', 'time', 'datetime-local']);

export interface TextInputProps extends ComponentPropsWithRef<'input'> {
  /** Convert typed text to upper case (default true; false by default for e-mail, password, url). */
  uppercase?: boolean;
}

/** A text input that works controlled or with react-hook-form's register(). */
export function TextInput({ uppercase, type = 'text', onChange, className, ...rest }: TextInputProps) {
  const field = useFormField();
  const upper = uppercase ?? !KEEP_CASE.has(type);
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    if (upper) upperCaseInPlace(event.currentTarget);
    onChange?.(event);
  }
  return (
    <input
      type={type}
      {...rest}
      {...fieldAttributes(field, rest)}
      onChange={handleChange}
      className={cx(controlClasses, className)}
    />
  );
}
