import { cx } from '../lib/cx';
import type { AlertKind } from '../feedback/store';
import { dismissAlert, useFeedback } from '../feedback/store';
import { AlertIcon, CloseIcon, InfoIcon, SuccessIcon } from './icons';

const tone: Record<AlertKind, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-brand-100 bg-brand-50 text-brand-700',
};

const icons = { error: AlertIcon, success: SuccessIcon, info: InfoIcon } as const;

/**
 * The alert of the moment (errors of calls, confirmations); it hides itself after 10 s. It rises from
 * the bottom of the screen: at the top it covered the toolbar, the page's title and actions and a
 * dialog's title and first labels. Above a form's sticky 'Salvar' bar it keeps clear of the bar
 * (`alert-dock`, styles.css), and it stays over an open dialog (z-60 over the dialog's z-40).
 * Hidden in print.
 */
export function AlertBanner() {
  const alert = useFeedback((s) => s.alert);
  if (!alert) return null;
  const Icon = icons[alert.kind];
  return (
    <div
      data-print="hide"
      className="alert-dock pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-3"
    >
      <div
        key={alert.id}
        role={alert.kind === 'error' ? 'alert' : 'status'}
        className={cx(
          'pointer-events-auto flex w-full max-w-xl items-start gap-3 rounded-xl border px-4 py-3 shadow-lg',
          tone[alert.kind],
        )}
      >
        <Icon className="mt-0.5 size-5 shrink-0" />
        <p className="flex-1 text-sm leading-6 whitespace-pre-line">{alert.message}</p>
        <button
          type="button"
          onClick={() => dismissAlert()}
          aria-label="Fechar aviso"
          className="touch-target -my-2 -mr-2 flex items-center justify-center rounded-lg opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
