import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { Button } from '../../../ui/button';

/** A yes/no field (Ativo), with a 44 px target through its label. */
export function CheckboxField({
  label,
  ...input
}: Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: string }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex min-h-11 cursor-pointer items-center gap-3 self-start">
      <input
        {...input}
        id={id}
        type="checkbox"
        className="size-5 rounded border-slate-400 accent-brand-600"
      />
      <span className="text-sm font-medium text-slate-700">{label}</span>
    </label>
  );
}

export function FormActions({ isSubmitting, onCancel }: { isSubmitting: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
      <Button variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" loading={isSubmitting}>
        Salvar
      </Button>
    </div>
  );
}
