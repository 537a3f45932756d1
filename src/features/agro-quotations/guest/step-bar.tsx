import { cx } from '../../../lib/cx';
import { CheckIcon } from '../../../ui/icons';
import { GUEST_STEPS } from './form-values';

export interface GuestStepBarProps {
  current: number;
  /** Steps whose fields are all valid. */
  complete: ReadonlySet<number>;
  onSelect: (step: number) => void;
}

/**
 * The guest form's steps: every one is a button (a producer may jump to the photos first), the
 * current one marked for screen readers (aria-current="step"); on a tablet only the current step shows
 * its name, the others keep it for screen readers.
 */
export function GuestStepBar({ current, complete, onSelect }: GuestStepBarProps) {
  return (
    <nav aria-label="Etapas da cotação">
      <ol className="flex gap-1">
        {GUEST_STEPS.map((step) => {
          const isCurrent = step.numero === current;
          const done = !isCurrent && complete.has(step.numero);
          return (
            <li
              key={step.numero}
              aria-current={isCurrent ? 'step' : undefined}
              className={cx(
                'flex border-b-4',
                // The current step gives way (its name wraps) so that six steps fit a phone's width.
                isCurrent ? 'min-w-0 flex-[2_1_auto] border-brand-600' : 'min-w-11 flex-1',
                done ? 'border-brand-100' : !isCurrent && 'border-slate-200',
              )}
            >
              <button
                type="button"
                onClick={() => onSelect(step.numero)}
                className="flex min-h-11 w-full min-w-0 items-center gap-2 rounded-md px-1 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
                    isCurrent && 'border-brand-600 bg-brand-600 text-white',
                    done && 'border-brand-600 bg-brand-50 text-brand-700',
                    !isCurrent && !done && 'border-slate-300 bg-white text-slate-500',
                  )}
                >
                  {done ? <CheckIcon className="size-4" /> : step.numero}
                </span>
                <span
                  className={cx(
                    'min-w-0 text-sm leading-tight [overflow-wrap:anywhere]',
                    isCurrent ? 'font-semibold text-slate-900' : 'sr-only xl:not-sr-only',
                  )}
                >
                  <span className="sr-only">Etapa {step.numero}: </span>
                  {step.nome}
                  {done && <span className="sr-only"> (completa)</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
