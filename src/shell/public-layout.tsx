import type { ReactNode } from 'react';
import { Brand } from './brand';

export interface PublicLayoutProps {
  heading: string;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of the pages opened without login (login, password recovery): light on purpose. */
export function PublicLayout({ heading, description, children }: PublicLayoutProps) {
  return (
    <div className="flex min-h-full flex-col items-center justify-center bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 px-4 py-10">
      {/* In a banner landmark: every piece of the page sits in one (axe region rule). */}
      <header className="mb-8">
        <Brand tagline className="text-white" />
      </header>
      <main className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <h1 className="text-xl font-semibold text-slate-900">{heading}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
