import type { ComponentPropsWithRef } from 'react';
import { cx } from '../lib/cx';
import { fieldAttributes, useFormField } from './form-field';
import { controlClasses } from './styles';

/** A multi-line text inside a FormField (labelled and described by it): notes, observations. */
export function TextArea({ className, rows = 4, ...rest }: ComponentPropsWithRef<'textarea'>) {
  const field = useFormField();
  return (
    <textarea
      rows={rows}
      {...rest}
      {...fieldAttributes(field, rest)}
      className={cx(controlClasses, 'min-h-24 py-2', className)}
    />
  );
}
