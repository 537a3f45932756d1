import type { ReactNode } from 'react';

/** The page's promise to the producer, under its title. */
export const GUEST_AUTOSAVED = 'Tudo o que você digita fica salvo neste dispositivo, mesmo sem sinal.';

/** The form's title and what it promises; `status` is the connection line (the app) or nothing. */
export function GuestIntro({ status }: { status?: ReactNode }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="text-xl font-semibold text-slate-900">Nova cotação agro</h1>
      <p className="text-sm text-slate-600">
        Seguro da lavoura de café e de outras culturas. {GUEST_AUTOSAVED}
      </p>
      {status}
    </header>
  );
}

/** While the draft of this device is read (and, in the prerendered page, while the bundle loads). */
export function GuestOpening() {
  return (
    <p role="status" className="text-sm text-slate-600">
      Abrindo o formulário…
    </p>
  );
}
