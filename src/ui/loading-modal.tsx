import { useEffect, useState } from 'react';
import { useFeedback } from '../feedback/store';

/**
 * Calls quicker than this never show the overlay: a flash of it reads as a glitch, and most writes
 * and blocking reads answer sooner on a good connection.
 */
export const LOADING_SHOW_AFTER_MS = 400;

/**
 * 'Carregando' while a write or a screen-blocking read runs (SPEC.md §8, §9). Only the API calls that
 * ask for it count (`modal` in src/api/http.ts): lists, paging, search-as-you-type and background
 * refreshes show their own inline state instead.
 *
 * It blocks the pointer (nothing is clicked twice meanwhile) but is not a dialog: it never moves the
 * focus, so whatever the user is typing keeps going into the field they are in, and a screen reader
 * hears 'Carregando' from the polite live region, which stays mounted so the change is announced.
 */
export function LoadingModal() {
  const busy = useFeedback((s) => s.pending > 0);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), LOADING_SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  const visible = busy && shown;
  return (
    <>
      {visible && (
        <div
          aria-hidden="true"
          data-loading-overlay=""
          className="fixed inset-0 z-50 cursor-wait bg-slate-900/20"
        />
      )}
      <div
        role="status"
        aria-live="polite"
        className={
          visible
            ? 'fixed top-1/2 left-1/2 z-50 flex -translate-x-1/2 -translate-y-1/2 items-center gap-3 rounded-xl bg-white px-6 py-4 text-base font-medium text-slate-800 shadow-xl'
            : 'sr-only'
        }
      >
        {visible && (
          <>
            <span
              aria-hidden="true"
              className="size-6 animate-spin rounded-full border-[3px] border-brand-100 border-t-brand-600"
            />
            Carregando
          </>
        )}
      </div>
    </>
  );
}
