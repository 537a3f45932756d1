import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';

/** A native select inside a FormField (labelled and described by it), for short fixed lists. */
export function SelectInput({ className, children, ...rest }: ComponentPropsWithRef<'select'>) {
  const field = useFormField();
  return (
    <select {...rest} {...fieldAttributes(field, rest)} className={cx(controlClasses, 'pr-8', className)}>
      {children}
    </select>
  );
}
