import type { ReactNode } from 'react';
import { Brand } from './brand';

/**
 * The frame of the guest farm form, outside the portal's layout: the brand bar and the
 * page's column. The route (src/routes/nova-cotacao.agro...) and its first paint before the bundle
 * (src/prerender/guest.tsx) both render it, so the page does not jump when React takes over.
 */
export function FarmLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-slate-50">
      <header className="bg-brand-700 px-4 py-3 text-white">
        <div className="mx-auto max-w-4xl">
          <Brand tagline />
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6">{children}</main>
    </div>
  );
}
