import { useId } from 'react';
import { Button } from '../../../ui/button';
import { CheckboxField } from '../../../ui/checkbox-field';

export interface CheckboxGroupProps {
  legend: string;
  options: readonly { id: string; nome: string }[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
  /** What shows when there is nothing to choose. */
  emptyText: string;
  /** 'Marcar todas' / 'Desmarcar todas'. */
  bulk?: boolean;
}

/** A fieldset of checkboxes over a list (insurers, documents), the error linked to it. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  emptyText,
  bulk,
}: CheckboxGroupProps) {
  const errorId = useId();
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((x) => x !== id), id] : value.filter((x) => x !== id));
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4"
    >
      <legend className="px-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {bulk && options.length > 0 && (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => onChange(options.map((o) => o.id))}>
            Marcar todas
          </Button>
          <Button variant="secondary" onClick={() => onChange([])}>
            Desmarcar todas
          </Button>
        </div>
      )}
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText}</p>
      ) : (
        <div className="grid gap-x-4 @2xl:grid-cols-2">
          {options.map((o) => (
            <CheckboxField
              key={o.id}
              label={o.nome}
              checked={value.includes(o.id)}
              onChange={(e) => toggle(o.id, e.currentTarget.checked)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
