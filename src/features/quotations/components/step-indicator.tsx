import { Check } from 'lucide-react';
import { cx } from '../../../lib/cx';

export interface IndicatorStep {
  numero: number;
  nome: string;
}

export interface StepIndicatorProps {
  steps: readonly IndicatorStep[];
  /** The current step's number (marked aria-current="step"). */
  current: number;
  /** The steps whose fields are all valid (marked done once passed). */
  complete: ReadonlySet<number>;
  /** Goes back to a step already passed (the later ones are reached with 'Avançar'). */
  onSelect: (numero: number) => void;
  label: string;
}

/**
 * The wizard's step bar: each step's number and name, the current one marked for screen readers
 * (aria-current="step"), the steps already passed as buttons to go back to (checked when their fields
 * are complete: a step reached by a link may have left earlier ones empty). Below 1280 px (a tablet,
 * the menu open) only the current step shows its name; the others keep it for screen readers.
 */
export function StepIndicator({ steps, current, complete, onSelect, label }: StepIndicatorProps) {
  return (
    <nav aria-label={label}>
      <ol className="flex gap-1">
        {steps.map((step) => {
          const passed = step.numero < current;
          const done = passed && complete.has(step.numero);
          const isCurrent = step.numero === current;
          const state = done ? ' (concluída)' : '';
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cx(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                  isCurrent && 'border-brand-600 bg-brand-600 text-white',
                  done && 'border-brand-600 bg-brand-50 text-brand-700',
                  !isCurrent && !done && 'border-slate-300 bg-white text-slate-500',
                )}
              >
                {done ? <Check className="size-4" /> : step.numero}
              </span>
              <span
                className={cx(
                  'text-sm',
                  isCurrent ? 'font-semibold text-slate-900' : 'sr-only xl:not-sr-only',
                )}
              >
                <span className="sr-only">Etapa {step.numero}: </span>
                {step.nome}
                <span className="sr-only">{state}</span>
              </span>
            </>
          );
          return (
            <li
              key={step.numero}
              aria-current={isCurrent ? 'step' : undefined}
              className={cx(
                'flex min-w-11 items-center border-b-4',
                isCurrent ? 'flex-[2_0_auto] border-brand-600' : 'flex-1',
                done && 'border-brand-100',
                !isCurrent && !done && 'border-slate-200',
              )}
            >
              {passed ? (
                <button
                  type="button"
                  onClick={() => onSelect(step.numero)}
                  className="flex min-h-11 w-full items-center gap-2 rounded-md px-1 text-left text-slate-700 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  {content}
                </button>
              ) : (
                <span className="flex min-h-11 w-full items-center gap-2 px-1">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
