import type { ReactNode } from 'react';

export interface ScreenProps {
  title: ReactNode;
  /** Buttons beside the title ('Novo tribunal'...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen of a feature: its heading (the page's one h1), its actions and its content. */
export function Screen({ title, actions, children }: ScreenProps) {
  return (
    <section className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        {actions && (
          <div data-print="hide" className="contents">
            {actions}
          </div>
        )}
      </header>
      {children}
    </section>
  );
}
