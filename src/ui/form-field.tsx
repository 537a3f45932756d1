import type { AriaAttributes, ReactNode } from 'react';
import { createContext, useContext, useId } from 'react';
import { cx } from '../lib/cx';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** The id and ARIA links a control inside a FormField takes. */
export function useFormField(): FieldContextValue | null {
  return useContext(FieldContext);
}

/** Merges the FormField's id and ARIA attributes into a control's own props (own props win). */
export function fieldAttributes(
  field: FieldContextValue | null,
  own: {
    id?: string;
    'aria-describedby'?: string;
    'aria-invalid'?: AriaAttributes['aria-invalid'];
    required?: boolean;
  },
) {
  return {
    id: own.id ?? field?.id,
    'aria-describedby': own['aria-describedby'] ?? field?.describedBy,
    'aria-invalid': own['aria-invalid'] ?? (field?.invalid || undefined),
    required: own.required ?? (field?.required || undefined),
  };
}

export interface FormFieldProps {
  label: ReactNode;
  /** The validation message, shown under the control and linked by aria-describedby. */
  error?: string;
  hint?: ReactNode;
  /** Usually an <InfoTooltip>, shown beside the label. */
  info?: ReactNode;
  required?: boolean;
  /** The control's id; generated when absent. */
  id?: string;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error of one form field, linked for screen readers. */
export function FormField({
  label,
  error,
  hint,
  info,
  required = false,
  id,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `campo${generated.replace(/:/g, '')}`;
  const hintId = `${controlId}-dica`;
  const errorId = `${controlId}-erro`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <div className="flex items-center gap-1">
        <label htmlFor={controlId} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        {/* Outside the label so the accessible name stays clean; `required` on the control says it. */}
        {required && (
          <span className="text-sm text-red-700" aria-hidden="true">
            *
          </span>
        )}
        {info}
      </div>
      <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
        {children}
      </FieldContext.Provider>
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm whitespace-pre-line text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
