import type { ReactNode } from 'react';

export interface ScreenProps {
  title: ReactNode;
  /** Buttons beside the title ('Novo tribunal'...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A courts screen: its heading (the page's one h1) and its content. */
export function Screen({ title, actions, children }: ScreenProps) {
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

/** What a screen shows while its record loads, or when it could not be loaded. */
export function RecordState({ error }: { error: Error | null }) {
  if (error)
    return (
      <p role="alert" className="text-red-700">
        {error.message}
      </p>
    );
  return (
    <p role="status" className="text-slate-600">
      Carregando…
    </p>
  );
}
