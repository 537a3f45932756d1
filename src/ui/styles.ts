/** Shared class lists of the form controls: 44 px tall (touch targets), visible focus ring. */
export const controlClasses =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs ' +
  'placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus-visible:ring-2 ' +
  'focus-visible:ring-brand-500/40 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 ' +
  'read-only:bg-slate-50 aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/30';

/** A 20 px checkbox that never shrinks beside a label that wraps (its row stays a 44 px target). */
export const checkboxClasses = 'size-5 shrink-0 rounded border-slate-400 accent-brand-600';
