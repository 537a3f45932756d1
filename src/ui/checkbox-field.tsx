import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { cx } from '../lib/cx';
import { checkboxClasses } from './styles';

/** A yes/no field (Ativo), with a 44 px target through its label; `className` goes on the label. */
export function CheckboxField({
  label,
  className,
  ...input
}: Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: string }) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className={cx('flex min-h-11 cursor-pointer items-center gap-3 self-start', className)}
    >
      <input {...input} id={id} type="checkbox" className={checkboxClasses} />
      <span className="text-sm font-medium text-slate-700">{label}</span>
    </label>
  );
}
