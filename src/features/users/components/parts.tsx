import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { cx } from '../../../lib/cx';
import { Button } from '../../../ui/button';
import { fieldAttributes, useFormField } from '../../../ui/form-field';
import { controlClasses } from '../../../ui/styles';
import { ITEM_MISSING_MESSAGE } from '../../../ui/use-command-save';

/** A screen of this feature: its heading (the page's one h1) and its content. */
export function Screen({
  title,
  actions,
  children,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {actions}
      </header>
      {children}
    </section>
  );
}

const NOT_CACHED_MESSAGE =
  'Sem conexão: este registro ainda não foi aberto neste dispositivo. Ele será carregado quando a conexão voltar.';

export function RecordState({ error, paused = false }: { error: Error | null; paused?: boolean }) {
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    );
  return (
    <p role="status" className="text-slate-600">
      {paused ? NOT_CACHED_MESSAGE : 'Carregando…'}
    </p>
  );
}

export function ItemState({ missing }: { missing: boolean }) {
  return missing ? (
    <p role="alert" className="text-red-700">
      {ITEM_MISSING_MESSAGE}
    </p>
  ) : (
    <p role="status" className="text-slate-600">
      Carregando…
    </p>
  );
}

export function SelectInput({ className, children, ...rest }: ComponentPropsWithRef<'select'>) {
  const field = useFormField();
  return (
    <select {...rest} {...fieldAttributes(field, rest)} className={cx(controlClasses, 'pr-8', className)}>
      {children}
    </select>
  );
}

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

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-200 text-slate-700'}`}
    >
      {active ? 'Ativo' : 'Inativo'}
    </span>
  );
}
